from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobQueue
from core.testing_clock import FakeClock
from modules.orders.payment_contract import (
    SETTLED_JOB_KIND,
    PaymentMethod,
    PaymentOutcome,
    PaymentPage,
    PaymentRequest,
)

# The promos' seed windows are set from this day too (promos/tests/conftest.py).
NOW = datetime(2026, 8, 10, 5, 0, tzinfo=UTC)
HK_ESIM = "hk-esim-3gb-5d"  # HUTRI80 makes it free
JP_ESIM = "jp-esim-5gb-5d"


class FakePayments:
    """Speaks the payments-orders contract (modules/orders/payment_contract.py) exactly, and
    remembers what it was asked."""

    def __init__(self, clock: FakeClock) -> None:
        self._clock = clock
        self.pages: dict[str, PaymentPage] = {}
        self.requests: list[PaymentRequest] = []
        self.offline: dict[str, tuple[int, PaymentMethod]] = {}
        self.cancelled: list[str] = []
        self.paid: set[str] = set()  # confirmed before a cancel: the cancel is refused

    async def start_gateway_payment(self, *, request: PaymentRequest) -> PaymentPage:
        self.requests.append(request)
        if request.order_id not in self.pages:
            self.pages[request.order_id] = PaymentPage(
                payment_url=f"https://pay.example/{request.order_id}",
                expires_at=self._clock() + timedelta(minutes=60),
            )
        return self.pages[request.order_id]

    async def expect_offline_payment(
        self, *, order_id: str, gross_amount: int, method: PaymentMethod
    ) -> None:
        self.offline[order_id] = (gross_amount, method)

    async def confirm_offline_payment(
        self, *, order_id: str, reference: str | None, confirmed_by: str
    ) -> bool:
        return order_id in self.offline

    async def cancel_payment(self, *, order_id: str) -> bool:
        if order_id in self.paid:
            return False
        self.cancelled.append(order_id)
        return True


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(NOW)


@pytest.fixture
def payments(clock: FakeClock) -> FakePayments:
    return FakePayments(clock)


@pytest.fixture
def seeded_container(
    seeded_container: Container, clock: FakeClock, payments: FakePayments
) -> Container:
    seeded_container.promos.clock.override(providers.Object(clock))
    seeded_container.orders.clock.override(providers.Object(clock))
    seeded_container.orders.payments.override(providers.Object(payments))
    seeded_container.jobs.override(
        providers.Singleton(JobQueue, database=seeded_container.database, clock=clock)
    )
    return seeded_container


# What the `id_token` fixture (modules/identity/testing.py) gives: uid -> a signed-in token.
IdToken = Callable[..., Awaitable[str]]


def order_payload(order_id: str, **changes: Any) -> dict[str, Any]:
    """What the checkout sends for an eSIM paid on the gateway (SPEC §3)."""
    payload: dict[str, Any] = {
        "order_id": order_id,
        "promo_code": None,
        "order_details": [{"product_id": JP_ESIM, "currency": "IDR", "quantity": 1}],
        "country": "JP",
        "delivery_type": "delivery",
        "pickup_location": None,
        "delivery_address": {
            "street": "Jl. Merdeka 17",
            "city": "Jakarta Pusat",
            "state": "DKI Jakarta",
            "postal_code": "10110",
        },
        "payment_method": "gateway",
    }
    return {**payload, **changes}


class Shopper:
    """A signed-in, verified traveller calling the order endpoints."""

    def __init__(self, client: TestClient, token: str) -> None:
        self._client = client
        self._headers = {"Authorization": f"Bearer {token}"}

    @property
    def headers(self) -> dict[str, str]:
        """The shopper's sign-in, for a call the helpers below do not make."""
        return dict(self._headers)

    async def create(
        self, payload: Any, *, status: int = 200, language: str | None = None
    ) -> dict[str, Any]:
        """`language`: the store's language the buyer shops in (sent as Accept-Language)."""
        headers = self._headers | ({"Accept-Language": language} if language else {})
        response = await self._client.post("/api/order/create", json=payload, headers=headers)
        body = await response.json()
        assert status in {0, response.status}, body  # 0: any status, the caller looks
        return body

    async def pay(self, order_id: str, *, status: int = 200) -> dict[str, Any]:
        response = await self._client.post(f"/api/order/{order_id}/pay", headers=self._headers)
        body = await response.json()
        assert response.status == status, body
        return body

    async def orders(self) -> list[dict[str, Any]]:
        response = await self._client.get("/api/order", headers=self._headers)
        body = await response.json()
        assert response.status == 200, body
        return body["data"]


@pytest.fixture
def shopper(seeded_client: TestClient, id_token: IdToken) -> Callable[[str], Awaitable[Shopper]]:
    async def sign_in(uid: str) -> Shopper:
        return Shopper(seeded_client, await id_token(uid))

    return sign_in


def settled(order_id: str, outcome: PaymentOutcome, amount: int) -> dict[str, Any]:
    return {
        "order_id": order_id,
        "outcome": outcome.value,
        "gross_amount": amount,
        "method": "qris",
        "transaction_id": f"tx-{order_id}",
    }


async def enqueue_settled(
    container: Container, order_id: str, outcome: PaymentOutcome, amount: int
) -> None:
    await container.jobs().enqueue(
        SETTLED_JOB_KIND,
        settled(order_id, outcome, amount),
        key=f"{SETTLED_JOB_KIND}:{order_id}:{outcome.value}",
    )
