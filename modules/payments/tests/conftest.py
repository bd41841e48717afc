import hashlib
import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp import ClientResponse
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobRow, JobState
from modules.payments.schemas import (
    SETTLED_JOB_KIND,
    PaymentCustomer,
    PaymentItem,
    PaymentMethod,
    PaymentRequest,
)
from modules.payments.service import PaymentService

NOTIFICATION_PATH = "/api/payments/notification"


def payment_request(order_id: str, amount: int = 104_000) -> PaymentRequest:
    return PaymentRequest(
        order_id=order_id,
        gross_amount=amount,
        items=[PaymentItem(id="jp-esim-5gb-5d", name="Japan eSIM 5 GB", price=amount, quantity=1)],
        customer=PaymentCustomer(name="Ani Lestari", email="ani@example.com", phone="+6281234"),
    )


def signed(server_key: str, **fields: Any) -> dict[str, Any]:
    """A notification as Midtrans sends it, signed as Midtrans' documentation says:
    SHA512(order_id + status_code + gross_amount + server key)."""
    body: dict[str, Any] = {
        "transaction_time": "2026-11-24 10:00:00",
        "transaction_status": "settlement",
        "transaction_id": "7f0c2a6e-1111-4d2b-9c56-0a1b2c3d4e5f",
        "status_message": "midtrans payment notification",
        "status_code": "200",
        "payment_type": "qris",
        "gross_amount": "104000.00",
        "fraud_status": "accept",
        "currency": "IDR",
        **fields,
    }
    text = f"{body['order_id']}{body['status_code']}{body['gross_amount']}{server_key}"
    body.setdefault("signature_key", hashlib.sha512(text.encode()).hexdigest())
    return body


class Provider:
    """The payment provider's side: sends notifications to the store."""

    def __init__(self, client: TestClient, server_key: str) -> None:
        self._client = client
        self.server_key = server_key

    async def notify(self, body: dict[str, Any]) -> ClientResponse:
        return await self._client.post(
            NOTIFICATION_PATH,
            data=json.dumps(body),
            headers={"Content-Type": "application/json"},
        )

    async def send(self, order_id: str, **fields: Any) -> ClientResponse:
        return await self.notify(signed(self.server_key, order_id=order_id, **fields))


@pytest.fixture
async def provider(seeded_client: TestClient, seeded_container: Container) -> Provider:
    return Provider(seeded_client, seeded_container.payments.server_key())


@pytest.fixture
def service(seeded_client: TestClient, seeded_container: Container) -> PaymentService:
    """The payments service of a running app (its database open)."""
    return seeded_container.payments.service()


@pytest.fixture
def settled_jobs(seeded_container: Container) -> Callable[[], Awaitable[list[JobRow]]]:
    async def listed() -> list[JobRow]:
        return await seeded_container.jobs().jobs(
            states=tuple(JobState), kind=SETTLED_JOB_KIND, limit=1000
        )

    return listed


async def gateway_payment(service: PaymentService, order_id: str, amount: int = 104_000) -> str:
    page = await service.start_gateway_payment(request=payment_request(order_id, amount))
    return page.payment_url


async def offline_payment(
    service: PaymentService, order_id: str, method: PaymentMethod, amount: int = 104_000
) -> None:
    await service.expect_offline_payment(order_id=order_id, gross_amount=amount, method=method)
