"""GET /api/order/{id}: what the payment result pages show comes from here, for its owner only."""

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import Shopper, enqueue_settled, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]
SIM_15GB = "jp-sim-15gb-15d"
PICKED_UP_SIM = {
    "order_details": [{"product_id": SIM_15GB, "currency": "IDR", "quantity": 1}],
    "delivery_type": "pickup",
    "pickup_location": "DPS-KUTA",
    "delivery_address": None,
    "payment_method": "cash",
}


async def _read(client: TestClient, order_id: str, headers: dict[str, str]) -> tuple[int, Any]:
    response = await client.get(f"/api/order/{order_id}", headers=headers)
    return response.status, await response.json()


async def test_the_owner_reads_the_order_as_the_server_holds_it(
    shopper: SignIn, seeded_client: TestClient
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00601", **PICKED_UP_SIM))

    status, body = await _read(seeded_client, "ORDER00601", ani.headers)

    assert status == 200, body
    order = body["data"]
    assert order["order_id"] == "ORDER00601"
    assert order["status"] == "awaiting_payment"
    assert order["payment_method"] == "cash"
    assert order["final_amount"] == (await ani.orders())[0]["final_amount"] > 0
    (line,) = order["order_details"]
    # The line bought, in both languages: a 15 GB / 15-day SIM card, not another plan.
    assert line["product_id"] == SIM_15GB
    assert line["type"] == "sim_bundle"
    assert line["name"] == "SIM Jepang 15GB 15 Hari"
    assert line["name_en"] == "Japan SIM 15GB 15 Days"


async def test_a_paid_order_reads_paid(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    created = await ani.create(order_payload("ORDER00602"))
    await ani.pay("ORDER00602")
    _, before = await _read(seeded_client, "ORDER00602", ani.headers)

    amount = created["data"]["total_amount"]
    await enqueue_settled(seeded_container, "ORDER00602", PaymentOutcome.PAID, amount)
    await seeded_container.job_runner().run_until_idle()
    _, after = await _read(seeded_client, "ORDER00602", ani.headers)

    assert before["data"]["status"] == "awaiting_payment"
    assert after["data"]["status"] in {"paid", "provesioning", "provisioned"}


async def test_another_users_order_is_not_found_and_shows_nothing_of_it(
    shopper: SignIn, seeded_client: TestClient
) -> None:
    ani = await shopper("uid-ani")
    budi = await shopper("uid-budi")
    await ani.create(order_payload("ORDER00603"))

    status, body = await _read(seeded_client, "ORDER00603", budi.headers)
    missing_status, missing = await _read(seeded_client, "ORDER00699", budi.headers)

    assert status == missing_status == 404
    assert body == missing  # the same answer as an order that does not exist
    assert body["data"] == {"code": "order_not_found"}


async def test_signed_out_or_malformed_asks_are_refused(
    shopper: SignIn, seeded_client: TestClient
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00604"))

    signed_out, _ = await _read(seeded_client, "ORDER00604", {})
    malformed, _ = await _read(seeded_client, "order00604", ani.headers)
    too_long, _ = await _read(seeded_client, "ORDER006040" * 50, ani.headers)

    assert signed_out == 401
    assert malformed == too_long == 404  # no such order can exist


async def test_the_list_names_each_line_in_both_languages(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00605", **PICKED_UP_SIM))

    (order,) = await ani.orders()

    assert order["order_details"][0]["name"] == "SIM Jepang 15GB 15 Hari"
    assert order["order_details"][0]["name_en"] == "Japan SIM 15GB 15 Days"


async def test_a_pickup_order_names_its_pickup_point_with_address_and_hours(
    shopper: SignIn, seeded_client: TestClient
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00611", **PICKED_UP_SIM))
    await ani.create(order_payload("ORDER00612"))

    _, pickup = await _read(seeded_client, "ORDER00611", ani.headers)
    _, delivered = await _read(seeded_client, "ORDER00612", ani.headers)

    point = pickup["data"]["pickup_point"]
    assert point["name"] == "Kelana Outlet Kuta"
    assert point["address"] == "Jl. Legian No. 88, Kuta, Badung, Bali 80361"
    assert point["opening_hours"]
    assert delivered["data"]["pickup_point"] is None
