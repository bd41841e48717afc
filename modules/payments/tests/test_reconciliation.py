"""A notification can be lost: the store asks the provider (here the built-in sandbox, which answers
Midtrans' Status API from its own book) and every paid order is paid once, notifications or not.
Orders are bought through the store's HTTP API, as the checkout does."""

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import urlsplit

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise import connections

from core.jobs import JobQueue, JobState
from core.testing_clock import FakeClock
from modules.payments.enums import PaymentStatus
from modules.payments.repository import PaymentRepository
from modules.payments.sandbox import SandboxGateway
from modules.payments.schemas import CHECK_JOB_KIND, SETTLED_JOB_KIND
from modules.payments.service import PaymentService

NOW = datetime(2026, 11, 24, 3, 2, tzinfo=UTC)
BUYER = "uid-rina"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(NOW)


@pytest.fixture
def seeded_container(seeded_container: Container, clock: FakeClock) -> Container:
    """The store with a sandbox that delivers none of its notifications, on the fake clock."""
    seeded_container.payments.clock.override(providers.Object(clock))
    seeded_container.orders.clock.override(providers.Object(clock))
    seeded_container.promos.clock.override(providers.Object(clock))
    seeded_container.jobs.override(
        providers.Singleton(JobQueue, database=seeded_container.database, clock=clock)
    )
    seeded_container.payments.gateway.override(
        providers.Singleton(
            SandboxGateway,
            public_url="http://localhost:8080",
            server_key=seeded_container.payments.server_key,
            notification_loss=1.0,
        )
    )
    return seeded_container


Buy = Callable[[str], Awaitable[str]]


@pytest.fixture
async def buy_and_pay(seeded_client: TestClient, id_token: Callable[..., Awaitable[str]]) -> Buy:
    """An eSIM ordered and paid on the sandbox page; the answer is the sandbox page's path."""
    headers = {"Authorization": f"Bearer {await id_token(BUYER)}"}

    async def buy(order_id: str) -> str:
        created = await seeded_client.post(
            "/api/order/create", json=_order(order_id), headers=headers
        )
        assert created.status == 200, await created.text()
        paying = await seeded_client.post(f"/api/order/{order_id}/pay", headers=headers)
        assert paying.status == 200, await paying.text()
        path = urlsplit((await paying.json())["data"]["payment_url"]).path
        paid = await seeded_client.post(
            path, data={"decision": "pay", "payment_type": "qris"}, allow_redirects=False
        )
        assert paid.headers["Location"].startswith("/payment/thankyou?status=2")
        return path

    return buy


def _order(order_id: str) -> dict[str, Any]:
    return {
        "order_id": order_id,
        "promo_code": None,
        "order_details": [{"product_id": "jp-esim-5gb-5d", "currency": "IDR", "quantity": 1}],
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


async def _order_rows(sql: str) -> dict[str, int]:
    rows = await connections.get("default").execute_query_dict(sql)
    return {row["order_id"]: row["n"] for row in rows}


async def _settled_per_order(container: Container) -> dict[str, int]:
    jobs = await container.jobs().jobs(states=tuple(JobState), kind=SETTLED_JOB_KIND, limit=10_000)
    counts: dict[str, int] = {}
    for job in jobs:
        order_id = str(job.key).split(":")[1]
        counts[order_id] = counts.get(order_id, 0) + 1
    return counts


async def _status(order_id: str) -> PaymentStatus:
    payment = await PaymentRepository().get(order_id)
    assert payment is not None
    return payment.status


async def test_a_hundred_paid_orders_whose_notifications_were_lost_are_paid_once_each(
    seeded_container: Container, clock: FakeClock, buy_and_pay: Buy
) -> None:
    order_ids = [f"RECON{number:05d}" for number in range(100)]
    for order_id in order_ids:
        await buy_and_pay(order_id)
    runner = seeded_container.job_runner()
    await runner.run_until_idle()
    unpaid_before = [order_id for order_id in order_ids if await _status(order_id) != "paid"]

    # Past PAYMENT_RECONCILE_MINUTES (5), well before the pages expire (60), twice over.
    for _ in range(3):
        clock.now += timedelta(minutes=6)
        await runner.run_until_idle()

    assert unpaid_before == order_ids  # nothing was heard from the provider
    assert all([await _status(order_id) is PaymentStatus.PAID for order_id in order_ids])
    assert await _settled_per_order(seeded_container) == dict.fromkeys(order_ids, 1)
    paid_transitions = await _order_rows(
        "SELECT order_id, COUNT(*) AS n FROM orders_transition "
        "WHERE cause = 'payment_paid' GROUP BY order_id"
    )
    assert paid_transitions == dict.fromkeys(order_ids, 1)
    statuses = await _order_rows(
        "SELECT order_id, CASE WHEN status = 'awaiting_payment' THEN 0 ELSE 1 END AS n "
        "FROM orders_order"
    )
    assert statuses == dict.fromkeys(order_ids, 1)


async def test_an_order_paid_just_before_its_page_expires_is_paid_not_expired(
    seeded_container: Container, clock: FakeClock, buy_and_pay: Buy
) -> None:
    await buy_and_pay("RECON00200")
    clock.now = NOW + timedelta(minutes=60, seconds=1)  # the order's expiry runs with the rest

    await seeded_container.job_runner().run_until_idle()

    assert await _status("RECON00200") is PaymentStatus.PAID
    assert await _settled_per_order(seeded_container) == {"RECON00200": 1}
    causes = await _order_rows(
        "SELECT cause AS order_id, COUNT(*) AS n FROM orders_transition "
        "WHERE order_id = 'RECON00200' GROUP BY cause"
    )
    assert causes.get("payment_paid") == 1
    assert "unpaid_in_time" not in causes


async def test_the_sandbox_answers_the_status_api_for_a_paid_order_and_closes_its_page(
    seeded_client: TestClient,
    seeded_container: Container,
    clock: FakeClock,
    buy_and_pay: Buy,
) -> None:
    path = await buy_and_pay("RECON00300")
    service: PaymentService = seeded_container.payments.service()
    sandbox = seeded_container.payments.gateway()
    await sandbox.close(order_id="RECON00301", expire=True)  # no such order: nothing breaks

    answered = await sandbox.status(order_id="RECON00300")
    checks = await seeded_container.jobs().jobs(states=tuple(JobState), kind=CHECK_JOB_KIND)

    assert answered is not None
    assert (answered["transaction_status"], answered["status_code"]) == ("settlement", "200")
    assert answered["gross_amount"] == "104000.00"
    assert [job.key for job in checks] == [f"{CHECK_JOB_KIND}:RECON00300:expiry"]
    assert await service.check_at_provider(order_id="RECON00300") is PaymentStatus.PAID
    page = await (await seeded_client.get(path)).text()
    assert 'value="pay"' not in page
