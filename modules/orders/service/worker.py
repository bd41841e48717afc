"""The jobs that move an order: payments.settled, orders.expire and the eSIM's answers."""

from collections.abc import Callable
from datetime import datetime

from pydantic import ValidationError
from tortoise.transactions import in_transaction

from core.jobs import JobContext, JobQueue, PermanentJobError
from modules.esim.schemas import VOID_JOB
from modules.orders.enums import OrderStatus, TransitionCause
from modules.orders.mail import OrderMail
from modules.orders.payment_contract import PaymentOutcome, PaymentService, PaymentSettled
from modules.orders.repository import OrderRepository, StoredOrder
from modules.orders.service.common import (
    EXPIRE_JOB,
    UNDELIVERED_STATES,
    MailRecipients,
    _outcome,
    log,
    utc_now,
)
from modules.orders.service.lifecycle import OrderLifecycle


class OrderJobs:
    """The jobs' side of orders: what a worker runs when a payment settles, an order's time
    runs out, or esim answers."""

    def __init__(
        self,
        *,
        repository: OrderRepository,
        lifecycle: OrderLifecycle,
        payments: PaymentService,
        recipients: MailRecipients,
        mail: OrderMail,
        jobs: JobQueue,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._lifecycle = lifecycle
        self._payments = payments
        self._recipients = recipients
        self._mail = mail
        self._jobs = jobs
        self._clock = clock

    async def on_payment_settled(self, job: JobContext) -> None:
        """Job `payments.settled` (enqueued by payments): paid, failed or expired, each at most
        once, by a conditional UPDATE on the order's current status."""
        try:
            settled = PaymentSettled.model_validate(job.payload)
        except ValidationError as error:
            raise PermanentJobError(f"not a PaymentSettled payload: {error}") from None
        order = await self._repository.get(settled.order_id)
        if order is None:
            raise PermanentJobError(f"no order {settled.order_id!r}")
        if settled.outcome is PaymentOutcome.PAID:
            await self._paid(order, settled)
        elif settled.outcome is PaymentOutcome.FAILED:
            await self._lifecycle.close(
                order, OrderStatus.PAYMENT_FAILED, TransitionCause.PAYMENT_FAILED
            )
        else:
            await self._lifecycle.close(order, OrderStatus.EXPIRED, TransitionCause.PAYMENT_EXPIRED)

    async def _paid(self, order: StoredOrder, settled: PaymentSettled) -> None:
        now = self._clock()
        if settled.gross_amount != order.total_idr:
            log.error(
                "order_paid_amount_mismatch",
                order_id=order.order_id,
                amount_idr=settled.gross_amount,
                expected_idr=order.total_idr,
            )
            await self._lifecycle.event(order.order_id, TransitionCause.AMOUNT_MISMATCH, now)
            return
        recipient = await self._recipients(uid=order.uid)
        async with in_transaction():
            moved = await self._repository.move(
                order.order_id,
                from_status=OrderStatus.AWAITING_PAYMENT,
                to_status=OrderStatus.PAID,
                cause=TransitionCause.PAYMENT_PAID,
                at=now,
                paid_at=now,
            )
            if moved:
                paid = await self._lifecycle.stored(order.order_id)
                await self._mail.paid(paid, recipient)
                await self._lifecycle.start_provisioning(paid, recipient, now)
        if moved:
            log.info("order_paid", order_id=order.order_id, amount_idr=order.total_idr)
            return
        # Paid after the order expired or failed: the money is recorded by payments and the
        # order stays as it is; the log keeps a row that changed nothing, for support.
        current = await self._lifecycle.stored(order.order_id)
        if current.status in {OrderStatus.EXPIRED, OrderStatus.PAYMENT_FAILED}:
            log.warning("order_paid_late", order_id=order.order_id, status=current.status.value)
            await self._lifecycle.event(order.order_id, TransitionCause.LATE_PAYMENT, now)

    async def on_provisioned(self, job: JobContext) -> None:
        """Job `esim.provisioned`: the order's eSIM or package works, or its SIM is active."""
        outcome = _outcome(job)
        now = self._clock()
        for from_status in (OrderStatus.PROVISIONING, OrderStatus.PAID):
            if await self._repository.move(
                outcome.order_id,
                from_status=from_status,
                to_status=OrderStatus.PROVISIONED,
                cause=TransitionCause.PROVISIONED,
                at=now,
            ):
                log.info("order_provisioned", order_id=outcome.order_id, iccid=outcome.iccid)
                return
        order = await self._repository.get(outcome.order_id)
        if order is not None and order.status is OrderStatus.REFUNDED:
            # Refunded while late; the eSIM came after all: nobody may use what was paid back.
            await self._jobs.enqueue(
                VOID_JOB, {"order_id": order.order_id}, key=f"{VOID_JOB}:{order.order_id}"
            )
            log.warning("refunded_order_delivered_late", order_id=order.order_id)

    async def check_promise(self, job: JobContext) -> None:
        """Job `orders.promise_check`: an eSIM or package not delivered within the promise
        (PROVISION_PROMISE_MINUTES): the log row staff's dashboard lists, and one e-mail that
        offers the buyer the money back at once (written once, however often the job runs)."""
        order_id = job.payload.get("order_id") if isinstance(job.payload, dict) else None
        order = await self._repository.get(order_id) if isinstance(order_id, str) else None
        if order is None or order.status not in UNDELIVERED_STATES:
            return
        history = await self._repository.transitions(order.order_id)
        if any(row.cause is TransitionCause.PROMISE_BROKEN for row in history):
            return
        recipient = await self._recipients(uid=order.uid)
        async with in_transaction():
            await self._lifecycle.event(
                order.order_id, TransitionCause.PROMISE_BROKEN, self._clock()
            )
            await self._mail.late(order, recipient)
        log.warning("delivery_promise_broken", order_id=order.order_id)

    async def on_provision_failed(self, job: JobContext) -> None:
        """Job `esim.provision_failed`: the telco kept refusing; support takes it from here."""
        outcome = _outcome(job)
        # A SIM card order waits `paid` for its card, an eSIM or package `provesioning`: either
        # way a paid order that cannot be fulfilled says so, never stays `paid` in silence.
        for from_status in (OrderStatus.PROVISIONING, OrderStatus.PAID):
            if await self._repository.move(
                outcome.order_id,
                from_status=from_status,
                to_status=OrderStatus.PROVISION_FAILED,
                cause=TransitionCause.PROVISION_FAILED,
                at=self._clock(),
            ):
                log.error(
                    "order_provision_failed", order_id=outcome.order_id, reason=outcome.reason
                )
                return

    async def expire(self, job: JobContext) -> None:
        """Job `orders.expire`: an order still unpaid at its expiry expires; its payment is
        cancelled first, so a payment arriving later is recorded but not taken."""
        order_id = job.payload.get("order_id") if isinstance(job.payload, dict) else None
        if not isinstance(order_id, str):
            raise PermanentJobError(f"not an order id: {order_id!r}")
        order = await self._repository.get(order_id)
        if order is None or order.status is not OrderStatus.AWAITING_PAYMENT:
            return
        if self._clock() < order.expires_at:
            # The payment page expires later than the order first did: wait for it.
            await self._jobs.enqueue(
                EXPIRE_JOB,
                {"order_id": order.order_id},
                key=f"{EXPIRE_JOB}:{order.order_id}:{order.expires_at:%Y%m%dT%H%M%S}",
                run_after=order.expires_at,
            )
            return
        if not await self._payments.cancel_payment(order_id=order.order_id):
            # Staff saw the money just before the deadline: payments.settled pays the order.
            log.info("order_expiry_skipped_paid", order_id=order.order_id)
            return
        await self._lifecycle.close(order, OrderStatus.EXPIRED, TransitionCause.UNPAID_IN_TIME)
