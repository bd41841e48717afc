"""The payment gateways behind one Protocol: Midtrans (Snap for the page, the Core API for a
transaction's status, expiring and cancelling it: its real HTTP contract) here, and the built-in
sandbox (modules/payments/sandbox.py), which answers the same calls."""

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

# The Core API's status codes that leave nothing to close: cancelled (200) or expired (407) now,
# no such transaction (404: the buyer never chose a way to pay), or a transaction that can no
# longer change (412: paid or closed already; its status says which).
_CLOSE_DONE = {"cancel": {"200", "404", "412"}, "expire": {"407", "404", "412"}}
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

    async def status(self, *, order_id: str) -> dict[str, Any] | None:
        """The provider's transaction for the order, as its Status API answers it (the fields
        of a notification); None when it has none (the buyer never chose a way to pay)."""

    async def close(self, *, order_id: str, expire: bool) -> None:
        """Expire (the page's time ran out) or cancel (given up) the order's transaction at
        the provider, so nobody pays a closed order there. Done when already closed."""

    async def refund(self, *, order_id: str, refund_key: str, amount: int, reason: str) -> str:
        """Give a settled payment's money back; the provider's reference of the refund. The
        same refund_key asked again is the same refund (a retry never refunds twice)."""


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

    async def status(self, *, order_id: str) -> dict[str, Any] | None:
        """Core API GET /v2/{order_id}/status, the server key as Basic auth user."""
        data = await self._core("GET", order_id, "status")
        code = str(data.get("status_code", ""))
        if code == "404":
            return None
        if not isinstance(data.get("transaction_status"), str):
            raise GatewayError(f"status answered {code or 'no status'}")
        return data

    async def close(self, *, order_id: str, expire: bool) -> None:
        """Core API POST /v2/{order_id}/expire or /cancel. Midtrans answers 404 when the buyer
        never chose a way to pay (nothing to close) and 412 when the transaction can no longer
        change (it was paid or closed: its status tells which)."""
        action = "expire" if expire else "cancel"
        data = await self._core("POST", order_id, action)
        code = str(data.get("status_code", ""))
        if code not in _CLOSE_DONE[action]:
            raise GatewayError(f"{action} answered {code or 'no status'}")

    async def refund(self, *, order_id: str, refund_key: str, amount: int, reason: str) -> str:
        """Core API POST /v2/{order_id}/refund with the merchant's refund_key: Midtrans takes a
        request with a key it has seen as a retry of that refund, never a second one."""
        body = {"refund_key": refund_key, "amount": amount, "reason": reason[:_NAME_MAX]}
        data = await self._core("POST", order_id, "refund", body=body)
        code = str(data.get("status_code", ""))
        if code != "200" or data.get("transaction_status") not in {"refund", "partial_refund"}:
            raise GatewayError(f"refund answered {code or 'no status'}")
        return str(data.get("refund_chargeback_id") or data.get("refund_key") or refund_key)

    async def _core(
        self, method: str, order_id: str, action: str, *, body: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        headers = {"Accept": "application/json", "Authorization": self._authorization}
        url = f"{self._api}/v2/{quote(order_id, safe='')}/{action}"
        try:
            async with (
                aiohttp.ClientSession(timeout=self._timeout) as session,
                session.request(method, url, headers=headers, json=body) as answer,
            ):
                data = await answer.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as error:
            raise GatewayError(f"core api unreachable: {type(error).__name__}") from None
        # The Core API puts its own status in the body; the HTTP status is mostly 200 either way.
        if not isinstance(data, dict):
            raise GatewayError(f"{action} answered HTTP {answer.status} without a body")
        return data
