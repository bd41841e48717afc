"""The built-in payment provider (development and tests): a hosted page served by this app, its
own book of transactions, Midtrans' notification (same fields, same signature) and the same
status, expire and cancel calls the store makes of Midtrans' Core API."""

import hashlib
import hmac
import json
import random
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import structlog
from tortoise.exceptions import IntegrityError

from core.errors import DomainError, NotFound
from modules.payments.adapters import GatewayError, GatewayPage
from modules.payments.enums import GatewayName
from modules.payments.models import SandboxTransaction
from modules.payments.repository import PaymentRepository, StoredPayment
from modules.payments.rules import SANDBOX_STATUS_CODES
from modules.payments.schemas import PaymentRequest
from modules.payments.signature import notification_signature

log = structlog.get_logger(__name__)

SANDBOX_PATH = "/payment/sandbox"
# Midtrans writes transaction times in Western Indonesia Time.
_JAKARTA = timezone(timedelta(hours=7), "WIB")


def utc_now() -> datetime:
    return datetime.now(UTC)


class SandboxGateway:
    """A payment provider that lives inside the store: its page is
    /payment/sandbox/{order_id}/{key}, where the key is an HMAC of the order id, so the same
    order always gets the same page and nobody guesses another's. `notification_loss` is the
    share of its notifications it never delivers (a bad day's knob: the store must learn the
    truth from the status API instead)."""

    name = GatewayName.SANDBOX

    def __init__(
        self,
        *,
        public_url: str,
        server_key: str,
        notification_loss: float = 0.0,
        rng: Callable[[], float] = random.random,
    ) -> None:
        self._public_url = public_url.rstrip("/")
        self._server_key = server_key
        self._loss = notification_loss
        self._rng = rng

    def key_for(self, order_id: str) -> str:
        digest = hmac.new(
            self._server_key.encode(), f"sandbox-page:{order_id}".encode(), hashlib.sha256
        )
        return digest.hexdigest()[:40]

    def key_matches(self, order_id: str, key: str) -> bool:
        return hmac.compare_digest(self.key_for(order_id).encode(), key.encode())

    def loses_notification(self) -> bool:
        return self._rng() < self._loss

    async def create_page(
        self, *, request: PaymentRequest, expires_at: datetime, minutes: int
    ) -> GatewayPage:
        url = (
            f"{self._public_url}{SANDBOX_PATH}/{request.order_id}/{self.key_for(request.order_id)}"
        )
        return GatewayPage(payment_url=url, expires_at=expires_at)

    async def record(
        self,
        *,
        order_id: str,
        transaction_status: str,
        payment_type: str | None,
        gross_amount: int | None,
        at: datetime,
    ) -> tuple[SandboxTransaction, bool]:
        """The transaction's one outcome, written once: (the book's row, whether this call wrote
        it). A second decision, or a close after a payment, finds the first."""
        try:
            row = await SandboxTransaction.create(
                order_id=order_id,
                transaction_id=str(uuid.uuid4()),
                transaction_status=transaction_status,
                payment_type=payment_type,
                gross_amount=gross_amount,
                transaction_time=at,
            )
        except IntegrityError:
            return await SandboxTransaction.get(order_id=order_id), False
        return row, True

    def body(self, row: SandboxTransaction, *, status_message: str) -> dict[str, Any]:
        """The transaction in Midtrans' words, signed as Midtrans signs."""
        status_code = SANDBOX_STATUS_CODES[row.transaction_status]
        gross_amount = f"{row.gross_amount or 0}.00"
        at = row.transaction_time.astimezone(_JAKARTA).strftime("%Y-%m-%d %H:%M:%S")
        body: dict[str, Any] = {
            "transaction_time": at,
            "transaction_status": row.transaction_status,
            "transaction_id": row.transaction_id,
            "status_message": status_message,
            "status_code": status_code,
            "signature_key": notification_signature(
                order_id=row.order_id,
                status_code=status_code,
                gross_amount=gross_amount,
                server_key=self._server_key,
            ),
            "payment_type": row.payment_type,
            "order_id": row.order_id,
            "merchant_id": "KELANA-SANDBOX",
            "gross_amount": gross_amount,
            "fraud_status": "accept",
            "currency": "IDR",
        }
        if row.transaction_status == "settlement":
            body["settlement_time"] = at
        return body

    async def status(self, *, order_id: str) -> dict[str, Any] | None:
        """GET /v2/{order_id}/status: None (Midtrans' 404) while the buyer has chosen nothing."""
        row = await SandboxTransaction.get_or_none(order_id=order_id)
        if row is None or row.payment_type is None:
            return None
        return self.body(row, status_message="Success, transaction is found")

    async def close(self, *, order_id: str, expire: bool) -> None:
        """POST /v2/{order_id}/expire or /cancel: the page takes no money from now on. A
        transaction decided already stays as it is (Midtrans' 412)."""
        status = "expire" if expire else "cancel"
        _, closed = await self.record(
            order_id=order_id,
            transaction_status=status,
            payment_type=None,
            gross_amount=None,
            at=utc_now(),
        )
        log.info("sandbox_transaction_closed", order_id=order_id, status=status, changed=closed)

    async def refund(self, *, order_id: str, refund_key: str, amount: int, reason: str) -> str:
        """POST /v2/{order_id}/refund: a settled transaction's money back, once per refund_key
        (the same key again answers the same refund, as Midtrans does); anything not settled,
        or a second refund with another key, is refused (Midtrans' 412)."""
        moved = await SandboxTransaction.filter(
            order_id=order_id, transaction_status="settlement", refund_key__isnull=True
        ).update(
            transaction_status="refund",
            refund_key=refund_key,
            refund_amount=amount,
            refunded_at=utc_now(),
        )
        row = await SandboxTransaction.get_or_none(order_id=order_id)
        if row is None or row.refund_key != refund_key:
            raise GatewayError(f"refund refused for {order_id}: not settled or refunded already")
        log.info("sandbox_refund", order_id=order_id, amount=amount, new=bool(moved))
        return f"SANDBOX-REFUND-{row.transaction_id[:8]}"


@dataclass(frozen=True)
class SandboxView:
    payment: StoredPayment
    expired: bool
    decided: str | None  # the provider's transaction_status, once the page was used or closed


class SandboxPage:
    """What the buyer does on the sandbox's hosted page."""

    def __init__(
        self,
        *,
        gateway: SandboxGateway,
        repository: PaymentRepository,
        deliver: Callable[[bytes], Awaitable[object]],
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._gateway = gateway
        self._repository = repository
        self._deliver = deliver  # the store's notification door
        self._clock = clock

    async def view(self, *, order_id: str, key: str) -> SandboxView:
        """What the page shows; an unknown order or a wrong key is not there."""
        payment = await self._repository.get(order_id)
        if payment is None or not self._gateway.key_matches(order_id, key):
            raise NotFound("Halaman pembayaran tidak ditemukan")
        expired = payment.expires_at is not None and payment.expires_at <= self._clock()
        row = await SandboxTransaction.get_or_none(order_id=order_id)
        decided = row.transaction_status if row is not None else None
        return SandboxView(payment=payment, expired=expired, decided=decided)

    async def decide(self, *, order_id: str, key: str, pay: bool, payment_type: str) -> bool:
        """The buyer paid or cancelled: the provider writes it in its book, then notifies the
        store as Midtrans does. True when the provider holds the money."""
        view = await self.view(order_id=order_id, key=key)
        status = "settlement" if pay else "cancel"
        if view.expired:
            status = "expire"
        row, new = await self._gateway.record(
            order_id=order_id,
            transaction_status=status,
            payment_type=payment_type,
            gross_amount=view.payment.gross_amount,
            at=self._clock(),
        )
        if new:
            await self._notify(row)
        return row.transaction_status == "settlement"

    async def _notify(self, row: SandboxTransaction) -> None:
        if self._gateway.loses_notification():
            log.warning("sandbox_notification_lost", order_id=row.order_id)
            return
        body = self._gateway.body(row, status_message="midtrans payment notification")
        try:
            await self._deliver(json.dumps(body).encode())
        except DomainError as error:  # the store refused it: a provider only logs that
            log.warning("sandbox_notification_refused", order_id=row.order_id, code=error.code)
