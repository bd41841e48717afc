"""POST /api/order/{id}/pay and GET /api/order."""

from collections.abc import Awaitable, Callable
from datetime import timedelta

from dependency_injector.containers import DeclarativeContainer as Container

from core.testing_clock import FakeClock
from modules.orders.tests.conftest import HK_ESIM, FakePayments, Shopper, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]
HUTRI80_HK = {"product_id": HK_ESIM, "currency": "IDR", "quantity": 1}


async def test_a_gateway_order_gets_one_payment_page_however_often_it_is_paid(
    shopper: SignIn, payments: FakePayments
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00020"))

    first = await ani.pay("ORDER00020")
    again = await ani.pay("ORDER00020")

    assert first["data"] == {"payment_url": "https://pay.example/ORDER00020"}
    assert again["data"] == first["data"]
    assert len(payments.requests) == 1
    request = payments.requests[0]
    assert request.gross_amount == 104_000
    assert request.customer.email == "uid-ani@example.com"
    assert sum(item.price * item.quantity for item in request.items) == request.gross_amount


async def test_a_promo_discount_is_in_the_gateways_items(
    shopper: SignIn, payments: FakePayments
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00021", promo_code="jalan10"))

    await ani.pay("ORDER00021")

    request = payments.requests[0]
    assert request.gross_amount == 104_000 - 10_400
    assert sum(item.price * item.quantity for item in request.items) == request.gross_amount


async def test_cash_and_transfer_answer_their_words(
    shopper: SignIn, payments: FakePayments
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00022", payment_method="cash"))
    await ani.create(order_payload("ORDER00023", payment_method="transfer"))
    payments.offline.clear()

    cash = await ani.pay("ORDER00022")
    transfer = await ani.pay("ORDER00023")

    assert cash["data"] == {"payment_url": "cash"}
    assert transfer["data"] == {"payment_url": "transfer"}
    assert set(payments.offline) == {"ORDER00022", "ORDER00023"}
    assert payments.requests == []


async def test_a_fully_discounted_claim_is_paid_at_once_and_answers_address(
    shopper: SignIn, payments: FakePayments
) -> None:
    ani = await shopper("uid-ani")

    created = await ani.create(
        order_payload("ORDER00024", promo_code="HUTRI80", order_details=[HUTRI80_HK])
    )
    paid = await ani.pay("ORDER00024")

    assert created["data"]["total_amount"] == 0
    # Paid at once, and the eSIM is on its way (the esim module's job is queued).
    assert created["data"]["status"] == "provesioning"
    assert paid["data"] == {"payment_url": "{address}"}
    assert payments.requests == []
    assert (await ani.orders())[0]["status"] == "provesioning"


async def test_another_users_order_is_not_found(shopper: SignIn) -> None:
    ani, budi = await shopper("uid-ani"), await shopper("uid-budi")
    await ani.create(order_payload("ORDER00025"))

    theirs = await budi.pay("ORDER00025", status=404)
    unknown = await budi.pay("NOSUCHORDR", status=404)
    malformed = await budi.pay("x" * 300, status=404)

    assert theirs["data"]["code"] == "order_not_found"
    assert unknown["message"] == theirs["message"]
    assert malformed["success"] is False


async def test_an_expired_order_cannot_be_paid(
    shopper: SignIn, seeded_container: Container, clock: FakeClock
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00026", payment_method="transfer"))
    clock.now += timedelta(hours=25)
    await seeded_container.job_runner().run_until_idle()

    body = await ani.pay("ORDER00026", status=409)

    assert body["data"]["code"] == "order_not_payable"


async def test_the_list_is_the_callers_own_newest_first(shopper: SignIn, clock: FakeClock) -> None:
    ani, budi = await shopper("uid-ani"), await shopper("uid-budi")
    await ani.create(order_payload("ORDER00027"))
    clock.now += timedelta(minutes=1)
    await budi.create(order_payload("ORDER00028"))
    clock.now += timedelta(minutes=1)
    await ani.create(order_payload("ORDER00029", payment_method="cash"))

    listed = await ani.orders()

    assert [order["order_id"] for order in listed] == ["ORDER00029", "ORDER00027"]
    newest = listed[0]
    assert set(newest) >= {
        "order_id",
        "status",
        "created_at",
        "final_amount",
        "payment_method",
        "order_details",
    }
    assert newest["payment_method"] == "cash"
    assert newest["final_amount"] == 104_000
    assert set(newest["order_details"][0]) >= {"name", "product_id", "quantity", "type"}
