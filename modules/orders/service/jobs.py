"""The jobs that move an order: payments.settled, orders.expire and the eSIM's answers."""

from datetime import datetime

from pydantic import ValidationError
from tortoise.transactions import in_transaction

from core.errors import NotFound
from core.jobs import JobContext, PermanentJobError
from modules.catalog.schemas import ProductType
from modules.esim.schemas import PROVISION_JOB, ProvisionRequest
from modules.identity.schemas import MailRecipient
from modules.orders.enums import OrderStatus, TransitionCause
from modules.orders.payment_contract import (
    PaymentOutcome,
    PaymentSettled,
)
from modules.orders.repository import (
    StoredOrder,
    TransitionRow,
)
from modules.orders.service.base import (
    EXPIRE_JOB,
    OrderServiceBase,
    _outcome,
    log,
)


class JobUseCases(OrderServiceBase):
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
            await self._close(order, OrderStatus.PAYMENT_FAILED, TransitionCause.PAYMENT_FAILED)
        else:
            await self._close(order, OrderStatus.EXPIRED, TransitionCause.PAYMENT_EXPIRED)

    async def _paid(self, order: StoredOrder, settled: PaymentSettled) -> None:
        now = self._clock()
        if settled.gross_amount != order.total_idr:
            log.error(
                "order_paid_amount_mismatch",
                order_id=order.order_id,
                amount_idr=settled.gross_amount,
                expected_idr=order.total_idr,
            )
            await self._event(order.order_id, TransitionCause.AMOUNT_MISMATCH, now)
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
                paid = await self._stored(order.order_id)
                await self._mail.paid(paid, recipient)
                await self._start_provisioning(paid, recipient, now)
        if moved:
            log.info("order_paid", order_id=order.order_id, amount_idr=order.total_idr)
            return
        # Paid after the order expired or failed: the money is recorded by payments and the
        # order stays as it is; the log keeps a row that changed nothing, for support.
        current = await self._stored(order.order_id)
        if current.status in {OrderStatus.EXPIRED, OrderStatus.PAYMENT_FAILED}:
            log.warning("order_paid_late", order_id=order.order_id, status=current.status.value)
            await self._event(order.order_id, TransitionCause.LATE_PAYMENT, now)

    async def _start_provisioning(
        self, order: StoredOrder, recipient: MailRecipient | None, now: datetime
    ) -> StoredOrder:
        """Paid: the esim module is asked (a durable job in this transaction) to issue the
        eSIM, add the package or reserve the SIM card. An eSIM or a package is `provesioning`
        until it answers; a SIM card stays `paid` until its buyer activates it."""
        await self._enqueue_provisioning(order, recipient)
        if order.lines[0].type is ProductType.SIM_BUNDLE:
            return order
        await self._repository.move(
            order.order_id,
            from_status=OrderStatus.PAID,
            to_status=OrderStatus.PROVISIONING,
            cause=TransitionCause.PROVISION_STARTED,
            at=now,
        )
        return await self._stored(order.order_id)

    async def _enqueue_provisioning(
        self, order: StoredOrder, recipient: MailRecipient | None, *, retry: int = 0
    ) -> None:
        line = order.lines[0]
        try:
            product = await self._catalog.product(product_id=line.product_id)
        except NotFound:
            product = None
        validity = product.items[0].validity_days if product and product.items else 0
        rule = (
            {
                "validity_starts": product.validity.starts.value,
                "install_within_days": product.validity.install_within_days,
            }
            if product
            else {}
        )
        request = ProvisionRequest(
            order_id=order.order_id,
            uid=order.uid,
            email=recipient.email if recipient else None,
            name=recipient.display_name if recipient else None,
            language="en" if order.language == "en" else "id",
            product_id=line.product_id,
            product_type=line.type.value,
            package_name=line.name,
            package_name_en=line.name_en,
            validity_days=validity,
            **rule,
            iccid=line.iccid,
        )
        await self._jobs.enqueue(
            PROVISION_JOB,
            request.model_dump(mode="json"),
            # A retry from the back office is a new job (a key names one job for good).
            key=f"{PROVISION_JOB}:{order.order_id}" + (f":retry-{retry}" if retry else ""),
            max_attempts=self._provision_attempts,
        )

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

    async def _event(self, order_id: str, cause: TransitionCause, at: datetime) -> None:
        """A log row that changed nothing; written once per cause, however often the job runs."""
        if any(row.cause is cause for row in await self._repository.transitions(order_id)):
            return
        status = (await self._stored(order_id)).status
        await self._repository.record(TransitionRow(order_id, status, status, cause, at))

    async def _close(self, order: StoredOrder, status: OrderStatus, cause: TransitionCause) -> bool:
        """An unpaid order that will never be paid: failed or expired, its promo use and the
        stock unit it held given back, in one transaction."""
        async with in_transaction():
            moved = await self._repository.move(
                order.order_id,
                from_status=OrderStatus.AWAITING_PAYMENT,
                to_status=status,
                cause=cause,
                at=self._clock(),
            )
            if moved and order.promo_code is not None:
                await self._promos.release(code=order.promo_code, order_id=order.order_id)
            if moved:
                await self._esim.release_stock(order_id=order.order_id)
        if moved:
            log.info("order_closed", order_id=order.order_id, status=status.value, cause=cause)
        return moved

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
        await self._close(order, OrderStatus.EXPIRED, TransitionCause.UNPAID_IN_TIME)
