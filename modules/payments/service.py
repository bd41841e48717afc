"""Payment use cases: a gateway page per order, the provider's notifications and the statuses the
store pulls from it (one path for both), cash and transfer payments confirmed by staff. Each state
change enqueues `payments.settled` in its transaction."""

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import structlog
from pydantic import ValidationError
from tortoise.transactions import in_transaction

from core.errors import Conflict, Invalid, NotFound, Unauthorized, Unavailable
from core.jobs import JobQueue
from modules.payments.adapters import Gateway, GatewayError
from modules.payments.enums import (
    NotificationSource,
    PaymentErrorCode,
    PaymentMethod,
    PaymentStatus,
)
from modules.payments.repository import PaymentRepository, StoredPayment
from modules.payments.rules import REFUSED_ANSWERS, Verdict, judge, next_sweep
from modules.payments.schemas import (
    CHECK_JOB_KIND,
    CLOSE_JOB_KIND,
    SETTLED_JOB_KIND,
    SWEEP_JOB_KIND,
    AwaitingPayment,
    Notification,
    NotificationAnswer,
    PaymentHistory,
    PaymentOutcome,
    PaymentPage,
    PaymentRequest,
    PaymentSettled,
    ReceivedNotification,
    RefusedNotification,
)
from modules.payments.signature import signature_matches

log = structlog.get_logger(__name__)

UNAVAILABLE = "Pembayaran online sedang tidak tersedia. Silakan coba lagi nanti."
_OUTCOME_OF = {
    PaymentStatus.PAID: PaymentOutcome.PAID,
    PaymentStatus.FAILED: PaymentOutcome.FAILED,
    PaymentStatus.EXPIRED: PaymentOutcome.EXPIRED,
}


def utc_now() -> datetime:
    return datetime.now(UTC)


class PaymentService:
    def __init__(
        self,
        *,
        repository: PaymentRepository,
        gateway: Gateway | None,
        jobs: JobQueue,
        server_key: str | None,
        page_minutes: int,
        reconcile_minutes: int = 5,
        clock: Callable[[], datetime] = utc_now,
        on_refused: Callable[[str, str], None] | None = None,
    ) -> None:
        self._repository = repository
        # Told (reason, source) of each refusal: /metrics counts them for the alert rules.
        self._on_refused = on_refused
        self._gateway = gateway
        self._jobs = jobs
        self._server_key = server_key
        self._page_minutes = page_minutes
        self._reconcile_minutes = reconcile_minutes
        self._clock = clock

    def now(self) -> datetime:
        return self._clock()

    async def schedule_reconciliation(self) -> None:
        """The next sweep of open gateway payments (one job, however many ask for it)."""
        key, at = next_sweep(self._clock(), minutes=self._reconcile_minutes)
        await self._jobs.enqueue(SWEEP_JOB_KIND, key=key, run_after=at)

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
        # A notification can be lost: when the page expires the provider is asked (and on the
        # schedule of modules/payments/jobs.py while it is open).
        await self._jobs.enqueue(
            CHECK_JOB_KIND,
            {"order_id": request.order_id},
            key=f"{CHECK_JOB_KIND}:{request.order_id}:expiry",
            run_after=stored.expires_at,
        )
        await self.schedule_reconciliation()
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
                    reason=note.reason.value if note.reason else None,
                    source=note.source.value,
                    received_at=note.received_at,
                )
                for note in await self._repository.notification_rows(order_id)
            ],
        )

    async def refused_notifications(self, *, limit: int = 50) -> list[RefusedNotification]:
        """Notifications (and pulled statuses) refused for a wrong amount or status, newest
        first, each with its body as received: the back office's list for staff."""
        return [
            RefusedNotification(
                order_id=row.order_id,
                transaction_status=row.transaction_status,
                reason=row.reason.value if row.reason else "",
                source=row.source.value,
                body=row.body,
                received_at=row.received_at,
            )
            for row in await self._repository.refused(limit=limit)
        ]

    async def cancel_payment(self, *, order_id: str) -> bool:
        """The order expired or was given up: the provider is asked first (a payment whose
        notification was lost still pays the order), then a waiting payment closes and the
        provider is told by a job (money that still arrives later is recorded as paid all the
        same). False when the payment was paid first, so the order must not be closed."""
        payment = await self._repository.get(order_id)
        if payment is None:
            return True
        at_provider = self._at_our_gateway(payment)
        if at_provider and payment.status is PaymentStatus.PENDING:
            try:
                await self.check_at_provider(order_id=order_id)
            except GatewayError as error:
                log.warning("payment_status_unknown", order_id=order_id, reason=str(error))
        now = self._clock()
        async with in_transaction():
            closed = await self._repository.close(order_id, to=PaymentStatus.CANCELLED, at=now)
            if closed and at_provider:
                expired = payment.expires_at is not None and payment.expires_at <= now
                await self._jobs.enqueue(
                    CLOSE_JOB_KIND,
                    {"order_id": order_id, "expire": expired},
                    key=f"{CLOSE_JOB_KIND}:{order_id}",
                )
        if closed:
            return True
        current = await self._repository.get(order_id)
        return current is None or current.status is not PaymentStatus.PAID

    def _at_our_gateway(self, payment: StoredPayment) -> bool:
        return (
            payment.method is PaymentMethod.GATEWAY
            and bool(payment.payment_url)
            and self._gateway is not None
            and payment.gateway == self._gateway.name
        )

    async def close_at_provider(self, *, order_id: str, expire: bool) -> None:
        """Job `payments.close_at_provider`: the provider expires or cancels the transaction,
        so its page takes no money; then what it says now is recorded (a payment that got
        there first is money, and staff see it as a late payment). Errors retry the job."""
        if self._gateway is None:
            return
        await self._gateway.close(order_id=order_id, expire=expire)
        log.info("payment_closed_at_gateway", order_id=order_id, expire=expire)
        await self.check_at_provider(order_id=order_id)

    async def check_at_provider(self, *, order_id: str) -> PaymentStatus | None:
        """Ask the provider for the transaction (Midtrans' Status API, with our server key) and
        apply its answer exactly as a notification: the same amount and status checks, the same
        once-only moves. No signature is needed for an answer to our own authenticated call.
        Raises GatewayError when the provider cannot say."""
        payment = await self._repository.get(order_id)
        if payment is None or not self._at_our_gateway(payment):
            return None
        assert self._gateway is not None  # noqa: S101 - checked just above
        answer = await self._gateway.status(order_id=order_id)
        if answer is None:  # no transaction there: the buyer never chose a way to pay
            return payment.status
        try:
            notification = Notification.model_validate(answer)
        except ValidationError:
            raise GatewayError("status answer unreadable") from None
        if notification.order_id != order_id:
            raise GatewayError("status answer names another order")
        current, _ = await self._apply(
            notification, raw=json.dumps(answer), source=NotificationSource.STATUS_CHECK
        )
        return current.status

    # --- the provider's notifications ---------------------------------------------------------

    async def receive_notification(self, *, body: bytes) -> NotificationAnswer:
        """A Midtrans HTTP notification: verified, checked against the payment, stored as
        received, and applied at most once. Duplicates and late arrivals change nothing; a
        wrong amount or a status_code that does not go with its status is kept, refused and
        shown to staff."""
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
        current, verdict = await self._apply(
            notification, raw=body.decode(), source=NotificationSource.NOTIFICATION
        )
        if verdict.refusal is not None:
            message, code = REFUSED_ANSWERS[verdict.refusal]
            raise Conflict(message, code=code)
        return NotificationAnswer(order_id=current.order_id, status=current.status.value)

    async def _apply(
        self, notification: Notification, *, raw: str, source: NotificationSource
    ) -> tuple[StoredPayment, Verdict]:
        """The one path of a notification and of a pulled status. A pulled status that changes
        nothing is not stored (the schedule asks often); a refused one is stored once."""
        payment = await self._repository.get(notification.order_id)
        if payment is None:
            raise NotFound("Order tidak ditemukan", code=PaymentErrorCode.UNKNOWN_ORDER)
        verdict = judge(notification, expected_amount=payment.gross_amount)
        if verdict.refusal is not None:
            log.error(
                "payment_notification_refused",
                order_id=payment.order_id,
                reason=verdict.refusal.value,
                source=source.value,
                transaction_status=notification.transaction_status,
                status_code=notification.status_code,
                amount=notification.gross_amount,
                expected_idr=payment.gross_amount,
            )
            await self._repository.record_refusal(
                order_id=payment.order_id,
                transaction_status=notification.transaction_status,
                body=raw,
                reason=verdict.refusal,
                source=source,
            )
            if self._on_refused is not None:
                self._on_refused(verdict.refusal.value, source.value)
            return payment, verdict
        target = verdict.target
        now = self._clock()
        async with in_transaction():
            moved = False
            if target is PaymentStatus.PAID:
                moved = await self._repository.settle_paid(
                    payment.order_id,
                    at=now,
                    paid_amount=payment.gross_amount,
                    transaction_id=notification.transaction_id,
                    payment_type=notification.payment_type,
                )
            elif target is not None:
                moved = await self._repository.close(payment.order_id, to=target, at=now)
            if moved or source is NotificationSource.NOTIFICATION:
                await self._repository.record_notification(
                    order_id=payment.order_id,
                    transaction_status=notification.transaction_status,
                    body=raw,
                    effect=target.value if moved and target else "unchanged",
                    source=source,
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
            source=source.value,
            transaction_status=notification.transaction_status,
            moved=moved,
        )
        current = await self._repository.get(payment.order_id)
        assert current is not None  # noqa: S101 - payments are never deleted
        return current, verdict

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
