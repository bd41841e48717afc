"""Payment use cases: a gateway page per order, the provider's notifications, cash and transfer
payments confirmed by staff. Each state change enqueues `payments.settled` in its transaction."""

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal, InvalidOperation

import structlog
from pydantic import ValidationError
from tortoise.transactions import in_transaction

from core.errors import Conflict, Invalid, NotFound, Unauthorized, Unavailable
from core.jobs import JobQueue
from modules.payments.adapters import Gateway, GatewayError, SandboxGateway
from modules.payments.enums import PaymentErrorCode, PaymentMethod, PaymentStatus
from modules.payments.repository import PaymentRepository, StoredPayment
from modules.payments.schemas import (
    SETTLED_JOB_KIND,
    AwaitingPayment,
    Notification,
    NotificationAnswer,
    PaymentHistory,
    PaymentOutcome,
    PaymentPage,
    PaymentRequest,
    PaymentSettled,
    ReceivedNotification,
)
from modules.payments.signature import notification_signature, signature_matches

log = structlog.get_logger(__name__)

# Midtrans writes transaction times in Western Indonesia Time.
_JAKARTA = timezone(timedelta(hours=7), "WIB")
UNAVAILABLE = "Pembayaran online sedang tidak tersedia. Silakan coba lagi nanti."
_OUTCOME_OF = {
    PaymentStatus.PAID: PaymentOutcome.PAID,
    PaymentStatus.FAILED: PaymentOutcome.FAILED,
    PaymentStatus.EXPIRED: PaymentOutcome.EXPIRED,
}
# Midtrans' status codes by transaction status (what its notifications carry).
_STATUS_CODES = {"settlement": "200", "capture": "200", "pending": "201", "cancel": "202"}


def utc_now() -> datetime:
    return datetime.now(UTC)


def target_status(transaction_status: str, fraud_status: str | None) -> PaymentStatus | None:
    """Midtrans' transaction_status (and fraud_status for card captures) as our state; None
    for statuses that change nothing (pending, a capture under review, anything unknown)."""
    status = transaction_status.lower()
    if status == "settlement":
        return PaymentStatus.PAID
    if status == "capture":
        return PaymentStatus.PAID if (fraud_status or "accept").lower() == "accept" else None
    if status == "expire":
        return PaymentStatus.EXPIRED
    if status in {"deny", "cancel", "failure"}:
        return PaymentStatus.FAILED
    return None


def whole_rupiah(gross_amount: str) -> int | None:
    """Midtrans writes amounts as "104000.00"; anything not a whole, sane Rupiah is None."""
    try:
        amount = Decimal(gross_amount)
    except InvalidOperation:
        return None
    if not amount.is_finite() or amount != amount.to_integral_value() or not 0 <= amount < 10**15:
        return None
    return int(amount)


@dataclass(frozen=True)
class SandboxView:
    payment: StoredPayment
    expired: bool


class PaymentService:
    def __init__(
        self,
        *,
        repository: PaymentRepository,
        gateway: Gateway | None,
        jobs: JobQueue,
        server_key: str | None,
        page_minutes: int,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._gateway = gateway
        self._jobs = jobs
        self._server_key = server_key
        self._page_minutes = page_minutes
        self._clock = clock

    # --- the payments-orders contract -------------------------------------------------------

    async def start_gateway_payment(self, *, request: PaymentRequest) -> PaymentPage:
        """The order's payment page, made once: asking again returns the same page."""
        if self._gateway is None:
            raise Unavailable(UNAVAILABLE, code=PaymentErrorCode.GATEWAY_UNAVAILABLE)
        payment = await self._repository.add(
            order_id=request.order_id,
            method=PaymentMethod.GATEWAY,
            gross_amount=request.gross_amount,
            gateway=self._gateway.name,
            language=request.language,
        )
        if payment.payment_url is not None and payment.expires_at is not None:
            return PaymentPage(payment_url=payment.payment_url, expires_at=payment.expires_at)
        expires_at = self._clock() + timedelta(minutes=self._page_minutes)
        # No transaction is open here: the provider is called outside any.
        try:
            page = await self._gateway.create_page(
                request=request, expires_at=expires_at, minutes=self._page_minutes
            )
        except GatewayError as error:
            # The reason, not a traceback: the gateway's answer is what support needs.
            log.error(  # noqa: TRY400
                "payment_page_failed", order_id=request.order_id, reason=str(error)
            )
            raise Unavailable(UNAVAILABLE, code=PaymentErrorCode.GATEWAY_UNAVAILABLE) from None
        stored = await self._repository.attach_page(
            request.order_id, url=page.payment_url, expires_at=page.expires_at
        )
        assert stored.payment_url is not None  # noqa: S101 - just attached
        assert stored.expires_at is not None  # noqa: S101
        log.info("payment_page_made", order_id=request.order_id, gateway=self._gateway.name)
        return PaymentPage(payment_url=stored.payment_url, expires_at=stored.expires_at)

    async def expect_offline_payment(
        self, *, order_id: str, gross_amount: int, method: PaymentMethod
    ) -> None:
        """A cash or transfer payment staff will confirm."""
        await self._repository.add(order_id=order_id, method=method, gross_amount=gross_amount)

    async def confirm_offline_payment(self, *, order_id: str) -> bool:
        """Staff saw the cash or the transfer: paid, once. False when it already was."""
        payment = await self._repository.get(order_id)
        if payment is None:
            raise NotFound("Pembayaran untuk order ini tidak ditemukan", field="order_id")
        if payment.method is PaymentMethod.GATEWAY:
            raise Conflict(
                "Pembayaran online dikonfirmasi oleh penyedia pembayaran, bukan oleh staf",
                code=PaymentErrorCode.NOT_CONFIRMABLE,
            )
        async with in_transaction():
            moved = await self._repository.settle_paid(
                order_id,
                at=self._clock(),
                paid_amount=payment.gross_amount,
                methods=(PaymentMethod.CASH, PaymentMethod.TRANSFER),
            )
            if moved:
                await self._settled(payment, PaymentOutcome.PAID, reference="staff")
        log.info("payment_confirmed", order_id=order_id, moved=moved)
        return moved

    async def awaiting_confirmation(self, *, limit: int = 100) -> list[AwaitingPayment]:
        """Cash and transfer payments staff have yet to confirm, oldest first."""
        rows = await self._repository.awaiting_offline(limit=limit)
        return [
            AwaitingPayment(
                order_id=row.order_id,
                method=row.method.value,
                gross_amount=row.gross_amount,
                created_at=row.created_at,
            )
            for row in rows
        ]

    async def history(self, *, order_id: str) -> PaymentHistory | None:
        """The order's payment and every notification the provider sent about it."""
        row = await self._repository.row(order_id)
        if row is None:
            return None
        return PaymentHistory(
            method=row.method.value,
            status=row.status.value,
            gross_amount=row.gross_amount,
            paid_amount=row.paid_amount,
            transaction_id=row.transaction_id,
            payment_type=row.payment_type,
            created_at=row.created_at,
            settled_at=row.settled_at,
            notifications=[
                ReceivedNotification(
                    transaction_status=note.transaction_status,
                    effect=note.effect,
                    received_at=note.received_at,
                )
                for note in await self._repository.notification_rows(order_id)
            ],
        )

    async def cancel_payment(self, *, order_id: str) -> bool:
        """The order expired or was given up: a waiting payment closes (money that still
        arrives later is recorded as paid all the same). False when the payment was paid
        first, so the order must not be closed."""
        if await self._repository.close(order_id, to=PaymentStatus.CANCELLED, at=self._clock()):
            payment = await self._repository.get(order_id)
            if (
                payment is not None
                and payment.payment_url
                and self._gateway is not None
                and payment.gateway == self._gateway.name
            ):
                await self._cancel_at_gateway(order_id)
            return True
        payment = await self._repository.get(order_id)
        return payment is None or payment.status is not PaymentStatus.PAID

    async def _cancel_at_gateway(self, order_id: str) -> None:
        """Best effort: the order is closed here whatever the provider says; money that still
        arrives is recorded as a late payment for staff."""
        assert self._gateway is not None  # noqa: S101 - checked by the caller
        try:
            await self._gateway.cancel(order_id=order_id)
        except GatewayError as error:
            log.warning("payment_cancel_not_confirmed", order_id=order_id, reason=str(error))
        else:
            log.info("payment_cancelled_at_gateway", order_id=order_id)

    # --- the provider's notifications ---------------------------------------------------------

    async def receive_notification(self, *, body: bytes) -> NotificationAnswer:
        """A Midtrans HTTP notification: verified, checked against the payment, stored as
        received, and applied at most once. Duplicates and late arrivals change nothing."""
        try:
            notification = Notification.model_validate_json(body)
        except ValidationError:
            raise Invalid("Notifikasi pembayaran tidak dapat dibaca") from None
        if self._server_key is None or not signature_matches(
            notification.signature_key,
            order_id=notification.order_id,
            status_code=notification.status_code,
            gross_amount=notification.gross_amount,
            server_key=self._server_key,
        ):
            log.warning("payment_notification_forged", order_id=notification.order_id[:64])
            raise Unauthorized(
                "Tanda tangan notifikasi tidak sah", code=PaymentErrorCode.BAD_SIGNATURE
            )
        payment = await self._repository.get(notification.order_id)
        if payment is None:
            raise NotFound("Order tidak ditemukan", code=PaymentErrorCode.UNKNOWN_ORDER)
        raw = body.decode()
        amount = whole_rupiah(notification.gross_amount)
        if amount != payment.gross_amount:
            log.error(
                "payment_amount_mismatch",
                order_id=payment.order_id,
                amount=notification.gross_amount,
                expected_idr=payment.gross_amount,
            )
            await self._repository.record_notification(
                order_id=payment.order_id,
                transaction_status=notification.transaction_status,
                body=raw,
                effect="refused",
            )
            raise Conflict(
                "Jumlah pembayaran tidak sesuai dengan order",
                code=PaymentErrorCode.AMOUNT_MISMATCH,
            )
        target = target_status(notification.transaction_status, notification.fraud_status)
        now = self._clock()
        async with in_transaction():
            moved = False
            if target is PaymentStatus.PAID:
                moved = await self._repository.settle_paid(
                    payment.order_id,
                    at=now,
                    paid_amount=amount,
                    transaction_id=notification.transaction_id,
                    payment_type=notification.payment_type,
                )
            elif target is not None:
                moved = await self._repository.close(payment.order_id, to=target, at=now)
            await self._repository.record_notification(
                order_id=payment.order_id,
                transaction_status=notification.transaction_status,
                body=raw,
                effect=target.value if moved and target else "unchanged",
            )
            if moved and target is not None:
                await self._settled(
                    payment,
                    _OUTCOME_OF[target],
                    transaction_id=notification.transaction_id,
                    reference=notification.payment_type,
                )
        log.info(
            "payment_notification",
            order_id=payment.order_id,
            transaction_status=notification.transaction_status,
            moved=moved,
        )
        current = await self._repository.get(payment.order_id)
        assert current is not None  # noqa: S101 - payments are never deleted
        return NotificationAnswer(order_id=current.order_id, status=current.status.value)

    async def _settled(
        self,
        payment: StoredPayment,
        outcome: PaymentOutcome,
        *,
        transaction_id: str | None = None,
        reference: str | None = None,
    ) -> None:
        settled = PaymentSettled(
            order_id=payment.order_id,
            outcome=outcome,
            gross_amount=payment.gross_amount,
            method=payment.method.value,
            transaction_id=transaction_id,
            reference=reference,
        )
        await self._jobs.enqueue(
            SETTLED_JOB_KIND,
            settled.model_dump(mode="json"),
            key=f"{SETTLED_JOB_KIND}:{payment.order_id}:{outcome.value}",
        )

    # --- the built-in sandbox provider --------------------------------------------------------

    def _sandbox(self) -> SandboxGateway:
        if not isinstance(self._gateway, SandboxGateway):
            raise NotFound()
        return self._gateway

    async def sandbox_view(self, *, order_id: str, key: str) -> SandboxView:
        """What the sandbox page shows; an unknown order or a wrong key is not there."""
        sandbox = self._sandbox()
        payment = await self._repository.get(order_id)
        if payment is None or not sandbox.key_matches(order_id, key):
            raise NotFound("Halaman pembayaran tidak ditemukan")
        expired = payment.expires_at is not None and payment.expires_at <= self._clock()
        return SandboxView(payment=payment, expired=expired)

    async def sandbox_decide(
        self, *, order_id: str, key: str, pay: bool, payment_type: str
    ) -> NotificationAnswer:
        """The buyer paid or cancelled on the sandbox page: the provider notifies the store
        exactly as Midtrans does (same fields, same signature), through the same door."""
        view = await self.sandbox_view(order_id=order_id, key=key)
        assert self._server_key is not None  # noqa: S101 - the sandbox signs with its own key
        transaction_status = "settlement" if pay and not view.expired else "cancel"
        if view.expired:
            transaction_status = "expire"
        status_code = _STATUS_CODES.get(transaction_status, "202")
        gross_amount = f"{view.payment.gross_amount}.00"
        now = self._clock().astimezone(_JAKARTA)
        body = {
            "transaction_time": now.strftime("%Y-%m-%d %H:%M:%S"),
            "transaction_status": transaction_status,
            "transaction_id": str(uuid.uuid4()),
            "status_message": "midtrans payment notification",
            "status_code": status_code,
            "signature_key": notification_signature(
                order_id=order_id,
                status_code=status_code,
                gross_amount=gross_amount,
                server_key=self._server_key,
            ),
            "payment_type": payment_type,
            "order_id": order_id,
            "merchant_id": "KELANA-SANDBOX",
            "gross_amount": gross_amount,
            "fraud_status": "accept",
            "currency": "IDR",
        }
        if transaction_status == "settlement":
            body["settlement_time"] = body["transaction_time"]
        return await self.receive_notification(body=json.dumps(body).encode())
