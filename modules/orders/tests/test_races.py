"""Requests that arrive together: one use of a once-per-user promo, one order per order_id."""

import asyncio
from collections.abc import Awaitable, Callable

from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.tests.conftest import HK_ESIM, Shopper, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]
HK = [{"product_id": HK_ESIM, "currency": "IDR", "quantity": 1}]


async def test_twenty_orders_racing_for_a_once_per_user_promo_make_one(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    payloads = [
        order_payload(f"RACE{n:06d}", promo_code="HUTRI80", order_details=HK) for n in range(20)
    ]

    answers = await asyncio.gather(
        *(ani.create(payload, status=0) for payload in payloads), return_exceptions=True
    )

    # status=0 accepts any answer; see Shopper.create
    made = [a for a in answers if isinstance(a, dict) and a["success"]]
    refused = [a for a in answers if isinstance(a, dict) and not a["success"]]
    assert len(made) == 1, answers
    assert len(refused) == 19
    assert {a["data"]["code"] for a in refused} == {"promo_already_used"}
    assert len(await ani.orders()) == 1
    promo = await seeded_container.promos.repository().get("HUTRI80")
    assert promo is not None
    assert promo.used_count == 1


async def test_one_order_id_sent_five_times_at_once_is_one_order(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    payload = order_payload("SAMEORDER1", promo_code="HUTRI80", order_details=HK)

    answers = await asyncio.gather(*(ani.create(payload) for _ in range(5)))

    assert all(answer["data"] == answers[0]["data"] for answer in answers)
    assert len(await ani.orders()) == 1
    promo = await seeded_container.promos.repository().get("HUTRI80")
    assert promo is not None
    assert promo.used_count == 1
