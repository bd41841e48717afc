"""The Midtrans Snap adapter against a local server that speaks Snap's contract."""

import base64
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from dependency_injector import providers

from core.errors import Unavailable
from core.jobs import JobRow, JobState
from core.settings import Settings
from core.testing_clock import FakeClock
from modules.payments.enums import PaymentMethod, PaymentStatus
from modules.payments.repository import PaymentRepository
from modules.payments.schemas import CLOSE_JOB_KIND, SETTLED_JOB_KIND
from modules.payments.service import PaymentService
from modules.payments.tests.conftest import Provider, payment_request

SERVER_KEY = "SB-Mid-server-kelana-test"


class Snap:
    """POST /snap/v1/transactions as Midtrans answers it: 201 with token and redirect_url for
    a new order id, 401 without the server key, 400 for an order id it has seen."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []
        self.authorizations: list[str] = []
        self.refuse_with: int | None = None
        self.cancelled: list[str] = []
        self.expired: list[str] = []
        self.cancel_status = "200"  # what it answers for a transaction it knows
        # The Status API's answer per order (what the buyer did); none: "404, not found".
        self.statuses: dict[str, dict[str, Any]] = {}
        self.asked: list[str] = []

    @staticmethod
    def _authorized(request: web.Request) -> bool:
        expected = "Basic " + base64.b64encode(f"{SERVER_KEY}:".encode()).decode()
        return request.headers.get("Authorization") == expected

    async def status(self, request: web.Request) -> web.Response:
        """Core API GET /v2/{order_id}/status: the transaction, or status_code 404 in the body
        (the HTTP status of the Core API stays 200)."""
        if not self._authorized(request):
            return web.json_response({"status_code": "401", "status_message": "unauthorized"})
        order_id = request.match_info["order_id"]
        self.asked.append(order_id)
        if order_id not in self.statuses:
            return web.json_response(
                {"status_code": "404", "status_message": "Transaction doesn't exist."}
            )
        return web.json_response(self.statuses[order_id])

    async def cancel(self, request: web.Request) -> web.Response:
        """Core API POST /v2/{order_id}/cancel: 200 for a transaction it has, 404 otherwise
        (the HTTP status stays 200; the body says)."""
        if not self._authorized(request):
            return web.json_response({"status_code": "401"})
        order_id = request.match_info["order_id"]
        self.cancelled.append(order_id)
        known = any(seen["transaction_details"]["order_id"] == order_id for seen in self.received)
        if not known:
            return web.json_response({"status_code": "404", "status_message": "not found"})
        return web.json_response(
            {
                "status_code": self.cancel_status,
                "transaction_status": "cancel",
                "order_id": order_id,
            }
        )

    async def expire(self, request: web.Request) -> web.Response:
        """Core API POST /v2/{order_id}/expire: 407 "transaction has expired", 412 when the
        transaction can no longer change (paid), 404 when there is none."""
        if not self._authorized(request):
            return web.json_response({"status_code": "401"})
        order_id = request.match_info["order_id"]
        self.expired.append(order_id)
        paid = self.statuses.get(order_id, {}).get("transaction_status") == "settlement"
        if paid:
            return web.json_response(
                {
                    "status_code": "412",
                    "status_message": "Merchant cannot modify the status of the transaction",
                }
            )
        return web.json_response(
            {"status_code": "407", "status_message": "Success, transaction has expired"}
        )

    async def transactions(self, request: web.Request) -> web.Response:
        self.authorizations.append(request.headers.get("Authorization", ""))
        expected = "Basic " + base64.b64encode(f"{SERVER_KEY}:".encode()).decode()
        if request.headers.get("Authorization") != expected:
            return web.json_response(
                {"error_messages": ["Access denied due to unauthorized transaction"]}, status=401
            )
        if self.refuse_with is not None:
            return web.json_response({"error_messages": ["down"]}, status=self.refuse_with)
        body = await request.json()
        order_id = body["transaction_details"]["order_id"]
        if any(seen["transaction_details"]["order_id"] == order_id for seen in self.received):
            return web.json_response(
                {"error_messages": ["transaction_details.order_id has already been taken"]},
                status=400,
            )
        self.received.append(body)
        token = f"tok-{order_id.lower()}"
        return web.json_response(
            {
                "token": token,
                "redirect_url": f"https://app.sandbox.midtrans.com/snap/v4/redirection/{token}",
            },
            status=201,
        )


@pytest.fixture
async def snap() -> Any:
    fake = Snap()
    app = web.Application()
    app.router.add_post("/snap/v1/transactions", fake.transactions)
    app.router.add_post("/v2/{order_id}/cancel", fake.cancel)
    app.router.add_post("/v2/{order_id}/expire", fake.expire)
    app.router.add_get("/v2/{order_id}/status", fake.status)
    server = TestServer(app)
    await server.start_server()
    fake.url = str(server.make_url("")).rstrip("/")  # type: ignore[attr-defined]
    yield fake
    await server.close()


@pytest.fixture
def settings(
    make_settings: Callable[..., Settings], migrated_database_url: str, snap: Snap
) -> Settings:
    return make_settings(
        database_url=migrated_database_url,
        payment_gateway="midtrans",
        midtrans_server_key=SERVER_KEY,
        midtrans_snap_url=snap.url,  # type: ignore[attr-defined]
        midtrans_api_url=snap.url,  # type: ignore[attr-defined]
        public_url="https://kelana.example",
    )


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime.now(UTC))


@pytest.fixture
def container(container: Any, clock: FakeClock) -> Any:
    container.payments.clock.override(providers.Object(clock))
    return container


@pytest.fixture
def settled_jobs(container: Any) -> Callable[[], Any]:
    async def listed() -> list[JobRow]:
        return await container.jobs().jobs(kind=SETTLED_JOB_KIND, states=tuple(JobState))

    return listed


@pytest.fixture
async def midtrans_store(client: TestClient, container: Any) -> tuple[TestClient, PaymentService]:
    return client, container.payments.service()


async def test_a_payment_page_is_snaps_redirect_url(
    midtrans_store: tuple[TestClient, PaymentService], snap: Snap
) -> None:
    _, service = midtrans_store

    page = await service.start_gateway_payment(request=payment_request("ORDER00301", 104_000))
    again = await service.start_gateway_payment(request=payment_request("ORDER00301", 104_000))

    assert page.payment_url == "https://app.sandbox.midtrans.com/snap/v4/redirection/tok-order00301"
    assert again.payment_url == page.payment_url
    assert len(snap.received) == 1
    sent = snap.received[0]
    assert sent["transaction_details"] == {"order_id": "ORDER00301", "gross_amount": 104_000}
    items = sent["item_details"]
    assert sum(item["price"] * item["quantity"] for item in items) == 104_000
    assert sent["customer_details"]["email"] == "ani@example.com"
    assert sent["callbacks"]["finish"] == "https://kelana.example/payment/finish"
    assert sent["expiry"] == {"unit": "minutes", "duration": 60}


@pytest.mark.parametrize("status", [401, 500, 503])
async def test_snap_refusing_is_a_503_for_the_buyer(
    midtrans_store: tuple[TestClient, PaymentService], snap: Snap, status: int
) -> None:
    _, service = midtrans_store
    snap.refuse_with = status

    with pytest.raises(Unavailable):
        await service.start_gateway_payment(request=payment_request("ORDER00302"))


async def test_notifications_are_verified_with_the_merchants_server_key(
    midtrans_store: tuple[TestClient, PaymentService],
) -> None:
    client, service = midtrans_store
    await service.start_gateway_payment(request=payment_request("ORDER00303"))
    merchant = Provider(client, SERVER_KEY)
    impostor = Provider(client, "a-guessed-key")

    refused = await impostor.send("ORDER00303")
    accepted = await merchant.send("ORDER00303")

    assert refused.status == 401
    assert accepted.status == 200
    assert (await accepted.json())["data"]["status"] == "paid"


async def test_the_sandbox_page_does_not_exist_with_midtrans(
    midtrans_store: tuple[TestClient, PaymentService],
) -> None:
    client, _ = midtrans_store

    response = await client.get("/payment/sandbox/ORDER00304/" + "0" * 40)

    assert response.status != 200 or "sandbox" not in (await response.text()).lower()


def test_midtrans_without_a_server_key_refuses_to_start(
    make_settings: Callable[..., Settings],
) -> None:
    with pytest.raises(ValueError, match="MIDTRANS_SERVER_KEY"):
        make_settings(payment_gateway="midtrans")


def settlement(order_id: str, amount: str = "104000.00") -> dict[str, Any]:
    """The Status API's answer for a paid QRIS transaction, as Midtrans documents it."""
    return {
        "status_code": "200",
        "status_message": "Success, transaction is found",
        "transaction_id": "0f5b7a3e-2222-4c0e-8f5e-1a2b3c4d5e6f",
        "order_id": order_id,
        "gross_amount": amount,
        "currency": "IDR",
        "payment_type": "qris",
        "transaction_time": "2026-11-24 10:00:00",
        "transaction_status": "settlement",
        "fraud_status": "accept",
        "settlement_time": "2026-11-24 10:01:00",
    }


async def test_a_given_up_order_is_cancelled_at_midtrans_too(
    midtrans_store: tuple[TestClient, PaymentService], snap: Snap, container: Any
) -> None:
    _, service = midtrans_store
    await service.start_gateway_payment(request=payment_request("ORDER00304"))
    await service.expect_offline_payment(
        order_id="ORDER00305", gross_amount=80_000, method=PaymentMethod.TRANSFER
    )

    closed = await service.cancel_payment(order_id="ORDER00304")
    again = await service.cancel_payment(order_id="ORDER00304")
    transfer = await service.cancel_payment(order_id="ORDER00305")
    await container.job_runner().run_until_idle()
    await container.job_runner().run_until_idle()

    assert (closed, again, transfer) == (True, True, True)
    assert snap.asked == ["ORDER00304", "ORDER00304"]  # before closing, and after telling it
    assert snap.cancelled == ["ORDER00304"]  # once, and never for a bank transfer
    assert snap.expired == []  # its page had not run out: given up, not expired
    assert snap.authorizations[-1].startswith("Basic ")


async def test_a_close_midtrans_does_not_confirm_is_tried_again_and_the_order_still_closes(
    midtrans_store: tuple[TestClient, PaymentService],
    snap: Snap,
    container: Any,
    log_events: Any,
) -> None:
    _, service = midtrans_store
    await service.start_gateway_payment(request=payment_request("ORDER00306"))
    await service.start_gateway_payment(request=payment_request("ORDER00307"))
    snap.received = [seen for seen in snap.received if "00306" not in str(seen)]
    snap.cancel_status = "500"

    unknown_there = await service.cancel_payment(order_id="ORDER00306")  # 404: nothing to do
    failing = await service.cancel_payment(order_id="ORDER00307")  # 500: tried again later
    await container.job_runner().run_until_idle()

    assert (unknown_there, failing) == (True, True)
    jobs = {job.key: job for job in await container.jobs().jobs(kind=CLOSE_JOB_KIND)}
    assert jobs[f"{CLOSE_JOB_KIND}:ORDER00306"].state is JobState.DONE
    retried = jobs[f"{CLOSE_JOB_KIND}:ORDER00307"]
    assert (retried.state, retried.last_error) == (
        JobState.QUEUED,
        "GatewayError('cancel answered 500')",
    )
    events = [event for event in log_events() if event["event"] == "payment_closed_at_gateway"]
    assert [event["order_id"] for event in events] == ["ORDER00306"]
    assert "SB-Mid" not in str(log_events())  # the server key is never logged


async def test_a_lost_notification_is_learned_from_midtrans_before_the_order_expires(
    midtrans_store: tuple[TestClient, PaymentService], snap: Snap, settled_jobs: Any
) -> None:
    _, service = midtrans_store
    await service.start_gateway_payment(request=payment_request("ORDER00308"))
    snap.statuses["ORDER00308"] = settlement("ORDER00308")  # its notification never came

    closable = await service.cancel_payment(order_id="ORDER00308")

    assert closable is False  # paid: the order must not expire
    payment = await PaymentRepository().get("ORDER00308")
    assert payment is not None
    assert payment.status is PaymentStatus.PAID
    assert [job.key for job in await settled_jobs()] == ["payments.settled:ORDER00308:paid"]
    assert snap.asked == ["ORDER00308"]
    assert snap.cancelled == snap.expired == []
    assert await PaymentRepository().notifications("ORDER00308") == [("settlement", "paid")]


async def test_a_status_with_another_amount_pays_nothing(
    midtrans_store: tuple[TestClient, PaymentService], snap: Snap, settled_jobs: Any
) -> None:
    _, service = midtrans_store
    await service.start_gateway_payment(request=payment_request("ORDER00309"))
    snap.statuses["ORDER00309"] = settlement("ORDER00309", amount="1000.00")

    await service.check_at_provider(order_id="ORDER00309")
    await service.check_at_provider(order_id="ORDER00309")

    payment = await PaymentRepository().get("ORDER00309")
    assert payment is not None
    assert payment.status is PaymentStatus.PENDING
    assert await settled_jobs() == []
    (kept,) = await service.refused_notifications()
    assert (kept.order_id, kept.reason, kept.source) == (
        "ORDER00309",
        "amount_mismatch",
        "status_check",
    )
    assert '"gross_amount": "1000.00"' in kept.body


async def test_an_order_whose_page_ran_out_is_expired_at_midtrans(
    midtrans_store: tuple[TestClient, PaymentService],
    snap: Snap,
    container: Any,
    clock: FakeClock,
) -> None:
    _, service = midtrans_store
    page = await service.start_gateway_payment(request=payment_request("ORDER00310"))
    clock.now = page.expires_at + timedelta(seconds=1)

    closed = await service.cancel_payment(order_id="ORDER00310")
    await container.job_runner().run_until_idle()

    assert closed is True
    assert snap.expired == ["ORDER00310"]
    assert snap.cancelled == []
