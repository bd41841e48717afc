"""Pay again: an order whose payment failed, ran out or was cancelled is made afresh from the
same lines, priced and checked again on the server, once however often the buyer presses."""

import asyncio
from collections.abc import Awaitable, Callable
from datetime import timedelta
from types import SimpleNamespace
from typing import Any

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.testing_clock import FakeClock
from modules.orders.enums import OrderStatus
from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import FakePayments, Shopper, enqueue_settled, order_payload
from modules.promos.schemas import PromoType

SignIn = Callable[[str], Awaitable[Shopper]]
PRICE = 104_000  # the JP eSIM


async def _run_jobs(container: Container) -> None:
    await container.job_runner().run_until_idle()


async def _pay_again(
    client: TestClient, shopper: Shopper, order_id: str, *, lng: str = "id"
) -> tuple[int, dict[str, Any]]:
    response = await client.post(
        f"/api/order/{order_id}/pay-again?lng={lng}", headers=shopper.headers
    )
    return response.status, await response.json()


async def _failed_order(
    container: Container, shopper: Shopper, order_id: str, **changes: Any
) -> int:
    created = await shopper.create(order_payload(order_id, **changes))
    await shopper.pay(order_id)
    total = created["data"]["total_amount"]
    await enqueue_settled(container, order_id, PaymentOutcome.FAILED, total)
    await _run_jobs(container)
    order = await container.orders.repository().get(order_id)
    assert order is not None
    assert order.status is OrderStatus.PAYMENT_FAILED
    return total


def _promo(clock: FakeClock, code: str, amount: int) -> SimpleNamespace:
    return SimpleNamespace(
        code=code,
        name=code,
        type=PromoType.FIXED,
        amount=amount,
        start_date=clock.now - timedelta(days=1),
        expiry_date=None,
        min_total_idr=0,
        max_discount_idr=None,
        usage_limit=None,
        once_per_user=False,
        public=False,
        country_codes=(),
        product_ids=(),
        banner_desktop_url=None,
        banner_mobile_url=None,
        banner_link=None,
    )


async def test_a_failed_payment_is_paid_again_as_a_new_order_with_its_own_payment_page(
    shopper: SignIn,
    seeded_client: TestClient,
    seeded_container: Container,
    payments: FakePayments,
) -> None:
    ani = await shopper("uid-ani")
    await _failed_order(seeded_container, ani, "FAILED0001")
    assert (await ani.orders())[0]["can_pay_again"] is True

    status, body = await _pay_again(seeded_client, ani, "FAILED0001")

    assert status == 200, body
    again = body["data"]
    assert again["order_id"] != "FAILED0001"
    assert again["total_amount"] == PRICE
    assert again["payment_url"] == f"https://pay.example/{again['order_id']}"
    listed = {order["order_id"]: order for order in await ani.orders()}
    assert listed[again["order_id"]]["status"] == "awaiting_payment"
    assert listed[again["order_id"]]["order_details"][0]["product_id"] == "jp-esim-5gb-5d"
    assert listed["FAILED0001"]["status"] == "payment_failed"
    # Paid again: the old order offers it no more (the new one would, if it failed too).
    assert listed["FAILED0001"]["can_pay_again"] is False
    assert listed[again["order_id"]]["can_pay_again"] is False
    assert payments.requests[-1].gross_amount == PRICE


async def test_an_expired_order_is_paid_again_and_asking_twice_answers_the_same_order(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container, clock: FakeClock
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("EXPIRED001"))
    clock.now += timedelta(days=2)
    await _run_jobs(seeded_container)

    first = await _pay_again(seeded_client, ani, "EXPIRED001")
    second = await _pay_again(seeded_client, ani, "EXPIRED001")

    assert first[0] == second[0] == 200
    assert first[1]["data"]["order_id"] == second[1]["data"]["order_id"]
    assert len(await ani.orders()) == 2


async def test_twenty_presses_at_once_make_one_new_order(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await _failed_order(seeded_container, ani, "FAILED0020")

    answers = await asyncio.gather(
        *(_pay_again(seeded_client, ani, "FAILED0020") for _ in range(20))
    )

    assert {status for status, _ in answers} == {200}, answers
    assert len({body["data"]["order_id"] for _, body in answers}) == 1
    assert len(await ani.orders()) == 2


async def test_another_shoppers_order_is_not_found_and_nothing_is_made(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    budi = await shopper("uid-budi")
    await _failed_order(seeded_container, ani, "FAILED0002")

    status, body = await _pay_again(seeded_client, budi, "FAILED0002")
    signed_out = await seeded_client.post("/api/order/FAILED0002/pay-again")

    assert status == 404, body
    assert signed_out.status == 401
    assert await budi.orders() == []
    assert len(await ani.orders()) == 1


async def test_a_paid_order_is_refused_in_the_buyers_language_and_an_unpaid_one_answers_itself(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("PAIDORDER1"))
    await ani.pay("PAIDORDER1")
    await enqueue_settled(seeded_container, "PAIDORDER1", PaymentOutcome.PAID, PRICE)
    await _run_jobs(seeded_container)
    await ani.create(order_payload("WAITING001"))

    paid_status, paid = await _pay_again(seeded_client, ani, "PAIDORDER1", lng="en")
    waiting_status, waiting = await _pay_again(seeded_client, ani, "WAITING001")

    assert paid_status == 409
    assert paid["data"]["code"] == "order_already_paid"
    assert paid["message"] == "This order has already been paid."
    assert waiting_status == 200
    assert waiting["data"]["order_id"] == "WAITING001"
    assert len(await ani.orders()) == 2


async def test_a_promo_no_longer_valid_is_a_409_with_its_reason_and_no_order(
    shopper: SignIn,
    seeded_client: TestClient,
    seeded_container: Container,
    clock: FakeClock,
) -> None:
    await seeded_container.promos.repository().add_missing([_promo(clock, "HEMAT10", 10_000)])
    ani = await shopper("uid-ani")
    total = await _failed_order(seeded_container, ani, "FAILED0003", promo_code="HEMAT10")
    assert total == PRICE - 10_000
    await seeded_container.promos.service().set_paused(code="HEMAT10", paused=True)

    status, body = await _pay_again(seeded_client, ani, "FAILED0003", lng="en")

    assert status == 409, body
    assert body["data"]["code"] == "order_promo_no_longer_valid"
    assert body["message"].startswith("The promo code HEMAT10 is no longer valid")
    assert len(await ani.orders()) == 1


async def test_the_price_is_the_catalogs_today_and_the_promo_is_applied_again(
    shopper: SignIn,
    seeded_client: TestClient,
    seeded_container: Container,
    clock: FakeClock,
) -> None:
    await seeded_container.promos.repository().add_missing([_promo(clock, "HEMAT10", 10_000)])
    ani = await shopper("uid-ani")
    await _failed_order(seeded_container, ani, "FAILED0004", promo_code="HEMAT10")

    status, body = await _pay_again(seeded_client, ani, "FAILED0004")

    assert status == 200, body
    assert body["data"]["total_amount"] == PRICE - 10_000
    again = await seeded_container.orders.repository().get(body["data"]["order_id"])
    assert again is not None
    assert again.promo_code == "HEMAT10"
    assert again.discount_idr == 10_000
