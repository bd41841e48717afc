"""The payment gateways behind one Protocol: the built-in sandbox (a provider-hosted page served
by this app) and Midtrans Snap (its real HTTP contract)."""

import hashlib
import hmac
from dataclasses import dataclass
from datetime import datetime
from math import ceil
from typing import Any, Protocol
from urllib.parse import quote

import aiohttp
import structlog

from modules.payments.enums import GatewayName
from modules.payments.schemas import PaymentRequest

log = structlog.get_logger(__name__)

SANDBOX_PATH = "/payment/sandbox"
# The Core API's status codes that leave nothing to cancel: cancelled now, no such transaction,
# or a transaction that can no longer change.
_CANCEL_DONE = {"200", "404", "412"}
# Snap's limits on its text fields.
_ITEM_NAME_MAX = 50
_NAME_MAX = 255


@dataclass(frozen=True)
class GatewayPage:
    payment_url: str
    expires_at: datetime


class GatewayError(Exception):
    """The provider refused or could not be reached; the message is for the log only."""


class Gateway(Protocol):
    name: GatewayName

    async def create_page(
        self, *, request: PaymentRequest, expires_at: datetime, minutes: int
    ) -> GatewayPage: ...

    async def cancel(self, *, order_id: str) -> None:
        """Close the order's page at the provider, so nobody pays a given-up order there."""


class SandboxGateway:
    """A payment provider that lives inside the store, for development and tests: its page is
    /payment/sandbox/{order_id}/{key}, where the key is an HMAC of the order id, so the same
    order always gets the same page and nobody guesses another's."""

    name = GatewayName.SANDBOX

    def __init__(self, *, public_url: str, server_key: str) -> None:
        self._public_url = public_url.rstrip("/")
        self._server_key = server_key.encode()

    def key_for(self, order_id: str) -> str:
        digest = hmac.new(self._server_key, f"sandbox-page:{order_id}".encode(), hashlib.sha256)
        return digest.hexdigest()[:40]

    def key_matches(self, order_id: str, key: str) -> bool:
        return hmac.compare_digest(self.key_for(order_id).encode(), key.encode())

    async def create_page(
        self, *, request: PaymentRequest, expires_at: datetime, minutes: int
    ) -> GatewayPage:
        url = (
            f"{self._public_url}{SANDBOX_PATH}/{request.order_id}/{self.key_for(request.order_id)}"
        )
        return GatewayPage(payment_url=url, expires_at=expires_at)

    async def cancel(self, *, order_id: str) -> None:
        """The sandbox page reads the payment's state, which is closed already."""


class MidtransGateway:
    """Snap: POST {snap_url}/snap/v1/transactions with the server key as Basic auth user; the
    answer's redirect_url is the page the buyer pays on."""

    name = GatewayName.MIDTRANS

    def __init__(
        self,
        *,
        server_key: str,
        snap_url: str,
        finish_url: str,
        api_url: str = "https://api.sandbox.midtrans.com",
        timeout_seconds: float = 15,
    ) -> None:
        self._authorization = aiohttp.encode_basic_auth(server_key, "")
        self._endpoint = snap_url.rstrip("/") + "/snap/v1/transactions"
        self._api = api_url.rstrip("/")
        self._finish_url = finish_url
        self._timeout = aiohttp.ClientTimeout(total=timeout_seconds)

    def transaction(self, request: PaymentRequest, *, minutes: int) -> dict[str, Any]:
        return {
            "transaction_details": {
                "order_id": request.order_id,
                "gross_amount": request.gross_amount,
            },
            "item_details": [
                {
                    "id": item.id,
                    "price": item.price,
                    "quantity": item.quantity,
                    "name": item.name[:_ITEM_NAME_MAX],
                }
                for item in request.items
            ],
            "customer_details": {
                "first_name": request.customer.name[:_NAME_MAX],
                "email": request.customer.email,
                **({"phone": request.customer.phone} if request.customer.phone else {}),
            },
            "callbacks": {"finish": self._finish_url},
            "expiry": {"unit": "minutes", "duration": max(1, ceil(minutes))},
        }

    async def create_page(
        self, *, request: PaymentRequest, expires_at: datetime, minutes: int
    ) -> GatewayPage:
        body = self.transaction(request, minutes=minutes)
        headers = {"Accept": "application/json", "Authorization": self._authorization}
        try:
            async with (
                aiohttp.ClientSession(timeout=self._timeout) as session,
                session.post(self._endpoint, json=body, headers=headers) as answer,
            ):
                data = await answer.json(content_type=None)
                status = answer.status
        except (aiohttp.ClientError, TimeoutError, ValueError) as error:
            raise GatewayError(f"snap unreachable: {type(error).__name__}") from None
        redirect_url = data.get("redirect_url") if isinstance(data, dict) else None
        if status not in (200, 201) or not isinstance(redirect_url, str):
            messages = data.get("error_messages") if isinstance(data, dict) else None
            raise GatewayError(f"snap answered {status}: {messages}")
        return GatewayPage(payment_url=redirect_url, expires_at=expires_at)

    async def cancel(self, *, order_id: str) -> None:
        """Core API POST /v2/{order_id}/cancel. Midtrans answers 404 when the buyer never
        opened the page (nothing to cancel) and 412 when the transaction can no longer change
        (it expired or was paid: a payment still arrives as a notification)."""
        headers = {"Accept": "application/json", "Authorization": self._authorization}
        url = f"{self._api}/v2/{quote(order_id, safe='')}/cancel"
        try:
            async with (
                aiohttp.ClientSession(timeout=self._timeout) as session,
                session.post(url, headers=headers) as answer,
            ):
                data = await answer.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as error:
            raise GatewayError(f"core api unreachable: {type(error).__name__}") from None
        # The Core API puts its own status in the body; the HTTP status is 200 either way.
        code = str(data.get("status_code", "")) if isinstance(data, dict) else ""
        if code not in _CANCEL_DONE:
            raise GatewayError(f"cancel answered {code or answer.status}")
