"""A promo code changes the price, never the delivery checks: a SIM card promo order still
needs a real, open pickup point or a full address, while an eSIM claim needs neither."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.tests.conftest import HK_ESIM, Shopper, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]
SIM = [{"product_id": "jp-sim-5gb-7d", "currency": "IDR", "quantity": 1}]
PROMOS = [None, "JALAN10"]


def sim_order(order_id: str, promo: str | None, **changes: Any) -> dict[str, Any]:
    return order_payload(order_id, promo_code=promo, order_details=SIM, **changes)


@pytest.mark.parametrize("promo", PROMOS)
async def test_an_invented_pickup_point_is_refused_with_or_without_a_promo(
    shopper: SignIn, promo: str | None
) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(
        sim_order("ORDER00801", promo, delivery_type="pickup", pickup_location="NOWHERE"),
        status=400,
    )

    assert body["data"]["code"] == "order_pickup_location_not_found"
    assert await ani.orders() == []


@pytest.mark.parametrize("promo", PROMOS)
async def test_a_paused_pickup_point_takes_no_order(
    shopper: SignIn, seeded_container: Container, promo: str | None
) -> None:
    ani = await shopper("uid-ani")
    await seeded_container.locations.service().set_pickup_paused(
        location_id="DPS-KUTA", paused=True
    )

    body = await ani.create(
        sim_order("ORDER00802", promo, delivery_type="pickup", pickup_location="DPS-KUTA"),
        status=400,
    )

    assert body["data"]["code"] == "order_pickup_location_not_found"
    assert await ani.orders() == []


async def test_a_paused_pickup_point_refuses_an_esim_order_naming_it(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await seeded_container.locations.service().set_pickup_paused(
        location_id="DPS-KUTA", paused=True
    )

    body = await ani.create(
        order_payload("ORDER00803", delivery_type="pickup", pickup_location="DPS-KUTA"),
        status=400,
    )

    assert body["data"]["code"] == "order_pickup_location_not_found"


async def test_a_sim_card_promo_order_needs_a_delivery_type(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(
        sim_order("ORDER00804", "JALAN10", delivery_type=None, delivery_address=None),
        status=400,
    )

    assert body["data"]["code"] == "order_delivery_type_required"
    assert await ani.orders() == []


async def test_a_sim_card_promo_order_picked_up_needs_a_pickup_point(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(sim_order("ORDER00805", "JALAN10", delivery_type="pickup"), status=400)

    assert body["data"]["code"] == "order_pickup_location_required"


@pytest.mark.parametrize(
    "address",
    [
        None,
        {"street": "   ", "city": "Jakarta", "state": "DKI Jakarta"},
        {"street": "Jl. Merdeka", "city": "Jakarta", "state": ""},
    ],
)
async def test_a_promo_order_sent_out_needs_a_full_address(
    shopper: SignIn, address: dict[str, str] | None
) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(
        sim_order("ORDER00806", "JALAN10", delivery_type="delivery", delivery_address=address),
        status=400,
    )

    assert body["data"]["code"] == "order_address_incomplete"


async def test_a_sim_card_promo_order_at_an_open_pickup_point_is_made(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(
        sim_order("ORDER00807", "JALAN10", delivery_type="pickup", pickup_location="DPS-KUTA")
    )

    assert body["data"]["discount_amount"] > 0
    assert body["data"]["status"] == "awaiting_payment"


@pytest.mark.parametrize(
    "address",
    [
        None,
        {"street": "Jl. Merdeka 17", "city": "Jakarta", "state": "DKI Jakarta", "postal_code": ""},
    ],
)
async def test_a_free_esim_claim_as_the_checkout_sends_it_is_paid(
    shopper: SignIn, address: dict[str, str] | None
) -> None:
    # The checkout hides pickup for a promo claim and sends no delivery type for an eSIM; the
    # buyer's address goes along only when it is complete (mfe-checkout orderPayload).
    ani = await shopper("uid-ani")
    claim = order_payload(
        "ORDER00808",
        promo_code="HUTRI80",
        order_details=[{"product_id": HK_ESIM, "currency": "IDR", "quantity": 1}],
        country="HK",
        delivery_type=None,
        delivery_address=address,
    )

    body = await ani.create(claim)

    assert body["data"]["total_amount"] == 0
    assert body["data"]["status"] != "awaiting_payment"
