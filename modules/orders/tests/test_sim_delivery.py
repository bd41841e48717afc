"""A SIM card sent to an address: its province's fee is part of what the buyer pays (a pickup
point and an eSIM cost nothing), staff move it packed → shipped → delivered once each and in
that order, each step is e-mailed to the buyer, and only the buyer sees their order's steps.
On SQLite and PostgreSQL."""

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise import connections

from core.errors import Conflict, Invalid
from modules.notifications.schemas import MailKind
from modules.orders.enums import ShippingStep
from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import FakePayments, Shopper, enqueue_settled, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]
SIM = [{"product_id": "jp-sim-5gb-7d", "currency": "IDR", "quantity": 1}]


def sent_to(order_id: str, province: str, **changes: Any) -> dict[str, Any]:
    address = {
        "street": "Jl. Sunset Road 88, Seminyak, Kuta",
        "city": "Kabupaten Badung",
        "state": province,
        "postal_code": "80361",
    }
    return order_payload(order_id, order_details=SIM, delivery_address=address, **changes)


async def paid_sim(container: Container, buyer: Shopper, order_id: str) -> dict[str, Any]:
    created = (await buyer.create(sent_to(order_id, "Bali", payment_method="transfer")))["data"]
    await enqueue_settled(container, order_id, PaymentOutcome.PAID, created["total_amount"])
    await container.job_runner().run_until_idle()
    return created


@pytest.mark.parametrize(
    ("province", "fee", "days"),
    [
        ("Bali", 25_000, 3),
        ("DKI Jakarta", 15_000, 2),
        ("Papua", 55_000, 7),
        ("Atlantis", 55_000, 7),  # not a province the table knows: the default rate
    ],
)
async def test_the_provinces_fee_is_part_of_the_total(
    shopper: SignIn, province: str, fee: int, days: int
) -> None:
    ani = await shopper("uid-ani")

    created = (await ani.create(sent_to("SENT000001", province)))["data"]
    (listed,) = await ani.orders()

    assert created["delivery_fee_amount"] == fee
    assert created["delivery_days"] == days
    assert created["total_amount"] == created["subtotal_amount"] + fee
    assert listed["final_amount"] == created["total_amount"]
    assert listed["delivery"]["fee"] == fee
    assert listed["delivery"]["days"] == days
    assert listed["delivery"]["step"] is None


async def test_pickup_and_an_esim_pay_no_delivery_fee(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")

    picked = (
        await ani.create(
            order_payload(
                "PICKUP0001",
                order_details=SIM,
                delivery_type="pickup",
                pickup_location="CGK-T3",
                delivery_address=None,
                payment_method="cash",
            )
        )
    )["data"]
    esim = (await ani.create(order_payload("ESIM000001")))["data"]  # with an address in Bali

    for order in (picked, esim):
        assert order["delivery_fee_amount"] == 0
        assert order["total_amount"] == order["subtotal_amount"]
    assert all(order["delivery"] is None for order in await ani.orders())


async def test_the_payment_page_lists_the_fee_and_asks_the_whole_total(
    shopper: SignIn, payments: FakePayments
) -> None:
    ani = await shopper("uid-ani")
    created = (await ani.create(sent_to("SENT000002", "Bali")))["data"]

    await ani.pay("SENT000002")

    (request,) = payments.requests
    assert request.gross_amount == created["total_amount"]
    assert sum(item.price * item.quantity for item in request.items) == created["total_amount"]
    assert [item.price for item in request.items if item.id == "delivery"] == [25_000]


async def test_the_fee_cannot_be_sent_by_the_client(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")
    payload = sent_to("SENT000003", "Papua", delivery_fee_amount=0, delivery_fee=0)

    created = (await ani.create(payload))["data"]

    assert created["delivery_fee_amount"] == 55_000


async def test_steps_go_forward_in_order_once_each(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    created = (await ani.create(sent_to("SENT000004", "Bali", payment_method="transfer")))["data"]
    orders = seeded_container.orders.staff()

    with pytest.raises(Conflict):  # not paid yet
        await orders.advance_delivery(order_id="SENT000004", step=ShippingStep.PACKED)
    total = created["total_amount"]
    await enqueue_settled(seeded_container, "SENT000004", PaymentOutcome.PAID, total)
    await seeded_container.job_runner().run_until_idle()
    with pytest.raises(Conflict):  # shipped before packed
        await orders.advance_delivery(
            order_id="SENT000004", step=ShippingStep.SHIPPED, courier="JNE", tracking_number="1"
        )
    await orders.advance_delivery(order_id="SENT000004", step=ShippingStep.PACKED)
    with pytest.raises(Invalid):  # a courier and a tracking number are required
        await orders.advance_delivery(
            order_id="SENT000004", step=ShippingStep.SHIPPED, courier="JNE", tracking_number=" "
        )
    with pytest.raises(Conflict):  # delivered before shipped
        await orders.advance_delivery(order_id="SENT000004", step=ShippingStep.DELIVERED)
    await orders.advance_delivery(
        order_id="SENT000004",
        step=ShippingStep.SHIPPED,
        courier="JNE REG",
        tracking_number="JNE0012345678",
    )
    await orders.advance_delivery(order_id="SENT000004", step=ShippingStep.DELIVERED)
    with pytest.raises(Conflict):  # never backwards
        await orders.advance_delivery(order_id="SENT000004", step=ShippingStep.PACKED)

    (order,) = await ani.orders()
    delivery = order["delivery"]
    assert delivery["step"] == "delivered"
    assert [step["step"] for step in delivery["steps"]] == ["packed", "shipped", "delivered"]
    assert delivery["courier"] == "JNE REG"
    assert delivery["tracking_number"] == "JNE0012345678"
    causes = [
        row.cause.value
        for row in await seeded_container.orders.repository().transitions("SENT000004")
    ]
    assert causes[-3:] == ["packed", "shipped", "delivered"]


async def test_an_order_not_sent_to_an_address_has_no_steps(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ESIM000002", payment_method="transfer"))
    await enqueue_settled(seeded_container, "ESIM000002", PaymentOutcome.PAID, 104_000)
    await seeded_container.job_runner().run_until_idle()

    with pytest.raises(Conflict):
        await seeded_container.orders.staff().advance_delivery(
            order_id="ESIM000002", step=ShippingStep.PACKED
        )


async def test_clicks_at_the_same_time_make_one_step_and_one_mail(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await paid_sim(seeded_container, ani, "SENT000005")
    orders = seeded_container.orders.staff()

    results = await asyncio.gather(
        *(
            orders.advance_delivery(order_id="SENT000005", step=ShippingStep.PACKED)
            for _ in range(8)
        ),
        return_exceptions=True,
    )

    assert sum(not isinstance(result, BaseException) for result in results) == 1
    assert all(isinstance(result, Conflict) for result in results if isinstance(result, Exception))
    causes = [
        row.cause.value
        for row in await seeded_container.orders.repository().transitions("SENT000005")
    ]
    assert causes.count("packed") == 1
    outbox = await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com")
    assert [mail.kind for mail in outbox].count(MailKind.ORDER_SHIPPING) == 1


async def test_each_step_is_mailed_in_the_buyers_language(
    shopper: SignIn, seeded_container: Container
) -> None:
    eng = await shopper("uid-eng")
    await connections.get("default").execute_script(
        "UPDATE identity_account SET language = 'en' WHERE uid = 'uid-eng'"
    )
    await paid_sim(seeded_container, eng, "SENT000006")
    orders = seeded_container.orders.staff()

    await orders.advance_delivery(order_id="SENT000006", step=ShippingStep.PACKED)
    await orders.advance_delivery(
        order_id="SENT000006",
        step=ShippingStep.SHIPPED,
        courier="SiCepat",
        tracking_number="SCP000777",
    )
    await orders.advance_delivery(order_id="SENT000006", step=ShippingStep.DELIVERED)

    outbox = await seeded_container.notifications.service().outbox(recipient="uid-eng@example.com")
    steps = [mail for mail in reversed(outbox) if mail.kind is MailKind.ORDER_SHIPPING]
    assert [mail.subject for mail in steps] == [
        "Order SENT000006 is packed",
        "Order SENT000006 is on its way: SiCepat SCP000777",
        "Order SENT000006 has been delivered",
    ]
    assert all(mail.language == "en" for mail in steps)
    assert "Tracking number: SCP000777" in steps[1].body
    assert "Jl. Sunset Road 88" in steps[1].body


async def test_a_buyer_sees_only_their_own_orders_steps(
    shopper: SignIn, seeded_container: Container, seeded_client: Any
) -> None:
    ani = await shopper("uid-ani")
    budi = await shopper("uid-budi")
    await paid_sim(seeded_container, ani, "SENT000007")
    await seeded_container.orders.staff().advance_delivery(
        order_id="SENT000007", step=ShippingStep.PACKED
    )

    mine = await seeded_client.get("/api/order/SENT000007", headers=ani.headers)
    theirs = await seeded_client.get("/api/order/SENT000007", headers=budi.headers)

    assert (await mine.json())["data"]["delivery"]["step"] == "packed"
    assert theirs.status == 404
    assert "delivery" not in (await theirs.text()).lower().replace("order tidak", "")
    assert await budi.orders() == []


async def test_a_cash_order_mail_names_the_counter_its_address_and_hours(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(
        order_payload(
            "PICKUP0002",
            order_details=SIM,
            delivery_type="pickup",
            pickup_location="CGK-T3",
            delivery_address=None,
            payment_method="cash",
        )
    )

    (mail,) = await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com")

    assert "Kelana Counter Bandara Soekarno-Hatta Terminal 3" in mail.body
    assert "Area Kedatangan Internasional, Terminal 3" in mail.body
    assert "Jam buka: Setiap hari 05.00-24.00 WIB" in mail.body
