"""The buyer's e-mails: order received (with how to pay) and order paid, in the language the
buyer shopped in (else the account's), written in the transaction of the change."""

from collections.abc import Awaitable, Callable

from dependency_injector.containers import DeclarativeContainer as Container
from tortoise import connections

from modules.notifications.schemas import MailKind, OutboxEntry
from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import HK_ESIM, Shopper, enqueue_settled, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]


async def _mail(container: Container, uid: str) -> list[OutboxEntry]:
    outbox = await container.notifications.service().outbox(recipient=f"{uid}@example.com")
    return list(reversed(outbox))


async def test_cash_mail_says_where_and_how_much(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00060", payment_method="cash"))

    (mail,) = await _mail(seeded_container, "uid-ani")

    assert mail.kind is MailKind.ORDER_RECEIVED
    assert mail.language == "id"
    assert "ORDER00060" in mail.subject
    assert "lokasi pengambilan" in mail.body
    assert "Rp. 104.000" in mail.body


async def test_transfer_mail_lists_the_bank_accounts(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00061", payment_method="transfer"))

    (mail,) = await _mail(seeded_container, "uid-ani")

    for account in seeded_container.settings().transfer_bank_accounts:
        assert account in mail.body
    assert "24 jam" in mail.body


async def test_a_gateway_order_is_received_by_mail_once_with_the_way_to_pay_it(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00062"))
    (received,) = await _mail(seeded_container, "uid-ani")  # before the buyer opens the page
    await ani.pay("ORDER00062")
    await ani.pay("ORDER00062")

    (mail,) = await _mail(seeded_container, "uid-ani")

    assert mail == received
    assert mail.kind is MailKind.ORDER_RECEIVED
    assert "ORDER00062" in mail.subject
    assert "Rp. 104.000" in mail.body
    assert "tekan Bayar pada order ORDER00062" in mail.body
    orders_page = seeded_container.settings().public_url.rstrip("/") + "/riwayat-order"
    assert f"{orders_page}\n" in mail.body  # the link to press Bayar at
    assert "pay.example" not in mail.body  # not a page made before the buyer asked


async def test_paid_mail_follows_the_payment_in_the_accounts_language(
    shopper: SignIn, seeded_container: Container
) -> None:
    eng = await shopper("uid-eng")
    await connections.get("default").execute_script(
        "UPDATE identity_account SET language = 'en' WHERE uid = 'uid-eng'"
    )
    await eng.create(order_payload("ORDER00063", payment_method="transfer"))
    await enqueue_settled(seeded_container, "ORDER00063", PaymentOutcome.PAID, 104_000)
    await seeded_container.job_runner().run_until_idle()
    await enqueue_settled(seeded_container, "ORDER00063", PaymentOutcome.PAID, 104_000)
    await seeded_container.job_runner().run_until_idle()

    received, paid, esim = await _mail(seeded_container, "uid-eng")

    assert received.language == paid.language == esim.language == "en"
    assert esim.kind is MailKind.ESIM_READY
    assert esim.subject == "Your eSIM is ready to install (order ORDER00063)"
    assert "How to pay" in received.body
    assert paid.kind is MailKind.ORDER_PAID
    assert paid.subject == "Order ORDER00063 is paid"
    assert "Your payment receipt: http" in paid.body
    assert paid.body.rstrip().endswith("/receipt/ORDER00063")


async def test_mails_speak_the_language_the_order_was_placed_in(
    shopper: SignIn, seeded_container: Container
) -> None:
    # An account made in Indonesian, shopping in the store's English (and the other way round).
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00065", payment_method="transfer"), language="en")
    await ani.create(order_payload("ORDER00066", payment_method="transfer"), language="id")

    english, indonesian = await _mail(seeded_container, "uid-ani")

    assert english.language == "en"
    assert "How to pay" in english.body
    assert "Japan eSIM 5GB 5 Days" in english.body
    assert "Jepang" not in english.body
    assert indonesian.language == "id"
    assert "eSIM Jepang 5GB 5 Hari" in indonesian.body


async def test_a_free_claim_gets_only_the_paid_mail(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    hk = [{"product_id": HK_ESIM, "currency": "IDR", "quantity": 1}]
    await ani.create(order_payload("ORDER00064", promo_code="HUTRI80", order_details=hk))

    (mail,) = await _mail(seeded_container, "uid-ani")

    assert mail.kind is MailKind.ORDER_PAID
    assert "Klaim promo Anda berhasil" in mail.body


async def test_a_refused_order_writes_no_mail(shopper: SignIn, seeded_container: Container) -> None:
    ani = await shopper("uid-ani")
    hk = [{"product_id": HK_ESIM, "currency": "IDR", "quantity": 1}]
    await ani.create(order_payload("ORDER00065", promo_code="HUTRI80", order_details=hk))
    await ani.create(
        order_payload("ORDER00066", promo_code="HUTRI80", order_details=hk), status=409
    )

    assert len(await _mail(seeded_container, "uid-ani")) == 1
