"""Requests that arrive together: one use of a once-per-user promo, one order per order_id."""

import asyncio
from collections.abc import Awaitable, Callable

import pytest
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.repository import OrderRepository, StoredOrder
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


class LateLook(OrderRepository):
    """Looks up an order id as a request does that read it a moment before its twin committed."""

    def __init__(self) -> None:
        super().__init__()
        self.miss_next_look = False

    async def get(self, order_id: str) -> StoredOrder | None:
        if self.miss_next_look:
            self.miss_next_look = False
            return None
        return await super().get(order_id)


class TestTwinCommitsWhileTheOtherChecks:
    """The order exists by the time the second request checks its promo, though not when it
    first looked: CI once caught five twins in this order, and one was told the promo was used."""

    @pytest.fixture
    def late_look(self) -> LateLook:
        return LateLook()

    @pytest.fixture
    def seeded_container(self, seeded_container: Container, late_look: LateLook) -> Container:
        seeded_container.orders.repository.override(providers.Object(late_look))
        return seeded_container

    async def test_the_second_is_answered_with_the_order_not_a_used_promo(
        self, shopper: SignIn, seeded_container: Container, late_look: LateLook
    ) -> None:
        ani = await shopper("uid-ani")
        payload = order_payload("TWINLATE01", promo_code="HUTRI80", order_details=HK)
        first = await ani.create(payload)

        late_look.miss_next_look = True
        second = await ani.create(payload)

        assert second["data"] == first["data"]
        assert len(await ani.orders()) == 1
        promo = await seeded_container.promos.repository().get("HUTRI80")
        assert promo is not None
        assert promo.used_count == 1

    async def test_without_a_promo_the_taken_id_answers_the_order(
        self, shopper: SignIn, late_look: LateLook
    ) -> None:
        ani = await shopper("uid-ani")
        payload = order_payload("TWINLATE02", order_details=HK)
        first = await ani.create(payload)

        late_look.miss_next_look = True
        second = await ani.create(payload)

        assert second["data"] == first["data"]
        assert len(await ani.orders()) == 1

    async def test_another_shopper_reusing_the_id_is_still_refused(
        self, shopper: SignIn, late_look: LateLook
    ) -> None:
        ani = await shopper("uid-ani")
        budi = await shopper("uid-budi")
        await ani.create(order_payload("TWINLATE03", order_details=HK))

        late_look.miss_next_look = True
        refused = await budi.create(order_payload("TWINLATE03", order_details=HK), status=409)

        assert refused["data"]["code"] == "order_id_taken"
        assert len(await budi.orders()) == 0
