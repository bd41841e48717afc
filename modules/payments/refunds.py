"""Refunds: money given back for a paid order, once. A buyer's own refund is approved when asked;
staff's waits for an admin. An approved refund of a gateway payment is asked of the provider by a
job (`payments.refund`, with the order's fixed refund_key, so a retry never refunds twice); a cash
or transfer refund goes on the payout list, where staff record the transfer they made."""

from collections.abc import Callable, Iterable
from datetime import datetime

import structlog

from core.errors import Conflict, Invalid
from core.jobs import JobContext, JobQueue, PermanentJobError
from modules.payments.adapters import Gateway, GatewayError
from modules.payments.enums import PaymentErrorCode, PaymentMethod, PaymentStatus, RefundState
from modules.payments.repository import PaymentRepository, RefundRepository
from modules.payments.schemas import REFUND_JOB_KIND, PayoutDetails, RefundView
from modules.payments.service import utc_now

log = structlog.get_logger(__name__)

OPEN_STATES = (RefundState.AWAITING_APPROVAL, RefundState.PAYOUT_PENDING, RefundState.FAILED)


class RefundService:
    def __init__(
        self,
        *,
        refunds: RefundRepository,
        payments: PaymentRepository,
        gateway: Gateway | None,
        jobs: JobQueue,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._refunds = refunds
        self._payments = payments
        self._gateway = gateway
        self._jobs = jobs
        self._clock = clock

    async def open_refund(
        self,
        *,
        order_id: str,
        reason: str,
        requested_by: str,
        approved: bool,
        payout: PayoutDetails | None = None,
    ) -> RefundView:
        """A refund of the order's whole payment. Call it in the transaction that decides it:
        twenty calls at once make one refund (the order id is its key); the others get a 409."""
        payment = await self._payments.get(order_id)
        if payment is None or payment.status is not PaymentStatus.PAID:
            raise Conflict("Pembayaran order ini belum diterima", code="payment_not_paid")
        offline = payment.method is not PaymentMethod.GATEWAY
        if offline and payout is None:
            raise Invalid("Rekening tujuan pengembalian dana wajib diisi", field="payout")
        opened = await self._refunds.open(
            order_id=order_id,
            method=payment.method,
            amount=payment.gross_amount,
            reason=reason,
            requested_by=requested_by,
            state=RefundState.APPROVED if approved else RefundState.AWAITING_APPROVAL,
            approved_by=requested_by if approved else None,
            payout=payout if offline else None,
        )
        if opened is None:
            raise Conflict(
                "Order ini sudah memiliki pengembalian dana", code=PaymentErrorCode.REFUND_EXISTS
            )
        if approved:
            await self._start(order_id)
        log.info("refund_opened", order_id=order_id, approved=approved, method=payment.method)
        return opened

    async def approve(self, *, order_id: str, by: str) -> RefundView:
        """An admin approves staff's request (once: a second approval finds it moved)."""
        if not await self._refunds.move(
            order_id,
            from_state=RefundState.AWAITING_APPROVAL,
            to_state=RefundState.APPROVED,
            approved_by=by,
        ):
            raise Conflict(
                "Tidak ada permintaan pengembalian dana yang menunggu persetujuan",
                code=PaymentErrorCode.REFUND_NOT_APPROVABLE,
            )
        await self._start(order_id)
        refund = await self._refunds.get(order_id)
        assert refund is not None  # noqa: S101 - moved above
        return refund

    async def _start(self, order_id: str) -> None:
        await self._jobs.enqueue(
            REFUND_JOB_KIND, {"order_id": order_id}, key=f"{REFUND_JOB_KIND}:{order_id}"
        )

    async def execute(self, job: JobContext) -> None:
        """Job `payments.refund`: the provider gives a gateway payment back (a refusal is
        tried again; the last one leaves the refund `failed` for staff); cash and transfer
        go on the payout list."""
        order_id = job.payload.get("order_id") if isinstance(job.payload, dict) else None
        refund = await self._refunds.get(order_id) if isinstance(order_id, str) else None
        if refund is None:
            raise PermanentJobError(f"no refund for {order_id!r}")
        if refund.state != RefundState.APPROVED:
            return  # done already
        if refund.method != PaymentMethod.GATEWAY:
            await self._refunds.move(
                refund.order_id,
                from_state=RefundState.APPROVED,
                to_state=RefundState.PAYOUT_PENDING,
            )
            log.info("refund_payout_listed", order_id=refund.order_id)
            return
        try:
            reference = await self._ask_provider(refund)
        except GatewayError as error:
            log.warning("refund_refused", order_id=refund.order_id, attempt=job.attempt)
            if not job.is_last_attempt:
                raise
            await self._refunds.move(
                refund.order_id,
                from_state=RefundState.APPROVED,
                to_state=RefundState.FAILED,
                failure=str(error)[:300],
            )
            return
        await self._refunds.move(
            refund.order_id,
            from_state=RefundState.APPROVED,
            to_state=RefundState.REFUNDED,
            provider_reference=reference[:100],
            done_at=self._clock(),
        )
        log.info("refund_done", order_id=refund.order_id, amount=refund.amount)

    async def _ask_provider(self, refund: RefundView) -> str:
        if self._gateway is None:
            raise GatewayError("no payment provider")
        return await self._gateway.refund(
            order_id=refund.order_id,
            refund_key=str(await self._refunds.key(refund.order_id)),
            amount=refund.amount,
            reason=refund.reason,
        )

    async def mark_paid_out(self, *, order_id: str, by: str, reference: str) -> bool:
        """Staff transferred a cash or transfer refund to the buyer's account."""
        if not reference.strip():
            raise Invalid("Referensi transfer wajib diisi", field="reference")
        done = await self._refunds.move(
            order_id,
            from_state=RefundState.PAYOUT_PENDING,
            to_state=RefundState.PAID_OUT,
            provider_reference=f"{reference.strip()[:80]} ({by[:18]})",
            done_at=self._clock(),
        )
        if done:
            log.info("refund_paid_out", order_id=order_id)
        return done

    async def refund(self, *, order_id: str) -> RefundView | None:
        return await self._refunds.get(order_id)

    async def refunds_of(self, *, order_ids: Iterable[str]) -> dict[str, RefundView]:
        return await self._refunds.of_orders(order_ids)

    async def open_refunds(self, *, limit: int = 100) -> list[RefundView]:
        """The back office's list: waiting for approval, to pay out, or refused by the provider."""
        return await self._refunds.listed(states=OPEN_STATES, limit=limit)
