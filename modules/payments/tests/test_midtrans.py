"""The Midtrans Snap adapter against a local server that speaks Snap's contract."""

import base64
from collections.abc import Callable
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from core.errors import Unavailable
from core.settings import Settings
from modules.payments.enums import PaymentMethod
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
        self.cancel_status = "200"  # what it answers for a transaction it knows

    async def cancel(self, request: web.Request) -> web.Response:
        """Core API POST /v2/{order_id}/cancel: 200 for a transaction it has, 404 otherwise
        (the HTTP status stays 200; the body says)."""
        expected = "Basic " + base64.b64encode(f"{SERVER_KEY}:".encode()).decode()
        if request.headers.get("Authorization") != expected:
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


async def test_a_given_up_order_is_cancelled_at_midtrans_too(
    midtrans_store: tuple[TestClient, PaymentService], snap: Snap
) -> None:
    _, service = midtrans_store
    await service.start_gateway_payment(request=payment_request("ORDER00304"))
    await service.expect_offline_payment(
        order_id="ORDER00305", gross_amount=80_000, method=PaymentMethod.TRANSFER
    )

    closed = await service.cancel_payment(order_id="ORDER00304")
    again = await service.cancel_payment(order_id="ORDER00304")
    transfer = await service.cancel_payment(order_id="ORDER00305")

    assert (closed, again, transfer) == (True, True, True)
    assert snap.cancelled == ["ORDER00304"]  # once, and never for a bank transfer
    assert snap.authorizations[-1].startswith("Basic ")


async def test_a_cancel_midtrans_does_not_confirm_still_closes_the_order(
    midtrans_store: tuple[TestClient, PaymentService], snap: Snap, log_events: Any
) -> None:
    _, service = midtrans_store
    await service.start_gateway_payment(request=payment_request("ORDER00306"))
    await service.start_gateway_payment(request=payment_request("ORDER00307"))
    snap.received = [seen for seen in snap.received if "00306" not in str(seen)]
    snap.cancel_status = "500"

    unknown_there = await service.cancel_payment(order_id="ORDER00306")  # 404: nothing to do
    failing = await service.cancel_payment(order_id="ORDER00307")  # 500: logged, still closed

    assert (unknown_there, failing) == (True, True)
    events = {event["event"]: event for event in log_events()}
    assert events["payment_cancelled_at_gateway"]["order_id"] == "ORDER00306"
    assert events["payment_cancel_not_confirmed"]["order_id"] == "ORDER00307"
    assert "SB-Mid" not in str(events)  # the server key is never logged
