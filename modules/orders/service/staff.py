"""What the back office asks of orders: the list staff search, one order whole, and the actions
staff take on an order (cancel it unpaid, try a failed provisioning again, send its eSIM again)."""

from collections.abc import Callable
from datetime import datetime, timedelta

from tortoise.transactions import in_transaction

from core.errors import Conflict, Invalid
from modules.catalog.schemas import ProductType
from modules.orders.enums import OrderStatus, ShippingStep, TransitionCause
from modules.orders.mail import OrderMail
from modules.orders.payment_contract import PaymentService
from modules.orders.repository import OrderRepository, StoredOrder, TransitionRow
from modules.orders.schemas import (
    SHIPPABLE_STATES,
    OrderCursor,
    OrderErrorCode,
    OrderFigures,
    OrderForStaff,
    OrderLineForStaff,
    OrderSearch,
    OrdersNeedingCare,
    OrderTransitionForStaff,
    ShippingForStaff,
)
from modules.orders.service.common import (
    UNDELIVERED_STATES,
    EsimMail,
    MailRecipients,
    log,
    utc_now,
)
from modules.orders.service.lifecycle import OrderLifecycle

MAX_PAGE = 1000
# An eSIM still provisioning this long after payment needs someone to look at it.
STUCK_AFTER = timedelta(minutes=30)


def _for_staff(order: StoredOrder) -> OrderForStaff:
    """The stored order as the back office reads it (the repository's rows stay here)."""
    shipping = order.shipping
    return OrderForStaff(
        order_id=order.order_id,
        uid=order.uid,
        status=order.status,
        payment_method=order.payment_method,
        subtotal_idr=order.subtotal_idr,
        discount_idr=order.discount_idr,
        total_idr=order.total_idr,
        promo_code=order.promo_code,
        pickup_location_id=order.pickup_location_id,
        language=order.language,
        expires_at=order.expires_at,
        created_at=order.created_at,
        paid_at=order.paid_at,
        lines=tuple(
            OrderLineForStaff(
                product_id=line.product_id,
                name=line.name,
                type=line.type,
                quantity=line.quantity,
                price_idr=line.price_idr,
                iccid=line.iccid,
                name_en=line.name_en,
            )
            for line in order.lines
        ),
        location_code=order.location_code,
        delivery_type=order.delivery_type,
        delivery_address=order.delivery_address,
        shipping=ShippingForStaff(
            fee_idr=shipping.fee_idr,
            days=shipping.days,
            recipient_name=shipping.recipient_name,
            recipient_phone=shipping.recipient_phone,
            step=shipping.step,
            packed_at=shipping.packed_at,
            shipped_at=shipping.shipped_at,
            delivered_at=shipping.delivered_at,
            courier=shipping.courier,
            tracking_number=shipping.tracking_number,
        )
        if shipping is not None
        else None,
    )


def _transition_for_staff(row: TransitionRow) -> OrderTransitionForStaff:
    return OrderTransitionForStaff(
        from_status=row.from_status, to_status=row.to_status, cause=row.cause, at=row.at
    )


class StaffOrders:
    """The back office's side of orders: it answers staff with its own types, never rows."""

    def __init__(
        self,
        *,
        repository: OrderRepository,
        lifecycle: OrderLifecycle,
        payments: PaymentService,
        recipients: MailRecipients,
        mail: OrderMail,
        esim: EsimMail,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._lifecycle = lifecycle
        self._payments = payments
        self._recipients = recipients
        self._mail = mail
        self._esim = esim
        self._clock = clock

    async def search(
        self, search: OrderSearch, *, after: OrderCursor | None = None, limit: int = 50
    ) -> list[OrderForStaff]:
        """A page of orders, newest first; `after` is the last order of the page before."""
        found = await self._repository.search(search, after=after, limit=min(limit, MAX_PAGE))
        return [_for_staff(order) for order in found]

    async def figures(self, *, since: datetime) -> OrderFigures:
        created, paid, revenue = await self._repository.figures(since=since)
        return OrderFigures(created=created, paid=paid, revenue_idr=revenue)

    async def needing_care(self) -> OrdersNeedingCare:
        return OrdersNeedingCare(
            stuck_provisioning=await self._repository.count(
                status=OrderStatus.PROVISIONING, paid_before=self._clock() - STUCK_AFTER
            ),
            provision_failed=await self._repository.count(status=OrderStatus.PROVISION_FAILED),
        )

    async def late_payments(self, *, limit: int = 50) -> list[OrderForStaff]:
        """Orders whose money came after they expired or failed, or was not the order's
        amount, and that staff have not settled yet (refunded or honoured)."""
        found = await self._repository.orders_with_event(
            (TransitionCause.LATE_PAYMENT, TransitionCause.AMOUNT_MISMATCH),
            unless=TransitionCause.LATE_SETTLED,
            limit=limit,
        )
        return [_for_staff(order) for order in found]

    async def late_deliveries(self, *, limit: int = 50) -> list[OrderForStaff]:
        """eSIMs and packages paid and still not delivered past the delivery promise (the
        buyer was e-mailed and may take the money back at once), newest first."""
        found = await self._repository.orders_with_event(
            (TransitionCause.PROMISE_BROKEN,), unless=TransitionCause.PROVISIONED, limit=limit
        )
        return [_for_staff(order) for order in found if order.status in UNDELIVERED_STATES]

    async def settle_late_payment(self, *, order_id: str) -> bool:
        """Staff dealt with the money (the reference goes to the audit log): one log row,
        however often they press. False when there was nothing to settle."""
        await self._lifecycle.stored(order_id)
        history = await self._repository.transitions(order_id)
        causes = {row.cause for row in history}
        late = {TransitionCause.LATE_PAYMENT, TransitionCause.AMOUNT_MISMATCH}
        if not causes & late or TransitionCause.LATE_SETTLED in causes:
            return False
        async with in_transaction():
            # The order's row is locked so that two staff settling at once write one row.
            await self._repository.lock(order_id)
            order = await self._lifecycle.stored(order_id)
            history = await self._repository.transitions(order_id)
            if any(row.cause is TransitionCause.LATE_SETTLED for row in history):
                return False
            await self._repository.record(
                TransitionRow(
                    order_id,
                    order.status,
                    order.status,
                    TransitionCause.LATE_SETTLED,
                    self._clock(),
                )
            )
        return True

    async def order_for_staff(
        self, *, order_id: str
    ) -> tuple[OrderForStaff, list[OrderTransitionForStaff]]:
        """The order whole (any buyer's: the back office checks who asks) and its history."""
        order = await self._lifecycle.stored(order_id)
        history = await self._repository.transitions(order_id)
        return _for_staff(order), [_transition_for_staff(row) for row in history]

    async def cancel_unpaid(self, *, order_id: str) -> bool:
        """Staff give up an unpaid order: its waiting payment closes first, then the order
        expires (cause `staff_cancelled`) and its promo use is given back. False when the order
        no longer waits for payment; a payment that was confirmed meanwhile wins."""
        order = await self._lifecycle.stored(order_id)
        if order.status is not OrderStatus.AWAITING_PAYMENT:
            return False
        if not await self._payments.cancel_payment(order_id=order_id):
            return False  # the money was seen first: the order is about to be paid
        return await self._lifecycle.close(
            order, OrderStatus.EXPIRED, TransitionCause.STAFF_CANCELLED
        )

    async def retry_provisioning(self, *, order_id: str) -> bool:
        """A failed order goes back to the esim module: an eSIM or package `provesioning`
        again, a SIM card `paid` (it waits for its buyer), and a new esim.provision job, in one
        transaction. False when the order had not failed."""
        order = await self._lifecycle.stored(order_id)
        if order.status is not OrderStatus.PROVISION_FAILED:
            return False
        recipient = await self._recipients(uid=order.uid)
        history = await self._repository.transitions(order_id)
        tries = sum(row.cause is TransitionCause.PROVISION_RETRY for row in history)
        is_card = bool(order.lines) and order.lines[0].type is ProductType.SIM_BUNDLE
        async with in_transaction():
            moved = await self._repository.move(
                order_id,
                from_status=OrderStatus.PROVISION_FAILED,
                to_status=OrderStatus.PAID if is_card else OrderStatus.PROVISIONING,
                cause=TransitionCause.PROVISION_RETRY,
                at=self._clock(),
            )
            if moved:
                await self._lifecycle.enqueue_provisioning(order, recipient, retry=tries + 1)
        if moved:
            log.info("order_provision_retried", order_id=order_id, retry=tries + 1)
        return moved

    async def refund_unfulfilled(self, *, order_id: str) -> bool:
        """Staff gave back the money of an order that failed to provision: `refunded`, once
        (a conditional UPDATE), however often they press. False when it had not failed."""
        await self._lifecycle.stored(order_id)
        moved = await self._repository.move(
            order_id,
            from_status=OrderStatus.PROVISION_FAILED,
            to_status=OrderStatus.REFUNDED,
            cause=TransitionCause.STAFF_REFUNDED,
            at=self._clock(),
        )
        if moved:
            log.info("order_refunded", order_id=order_id)
        return moved

    async def resend_esim(self, *, order_id: str) -> bool:
        """The eSIM e-mail (QR code and activation code) once more, to the buyer's address now.
        False when the order is no working eSIM (yet) or its buyer has no address."""
        order = await self._lifecycle.stored(order_id)
        is_esim = bool(order.lines) and order.lines[0].type is ProductType.ESIM_BUNDLE
        if not is_esim or order.status is not OrderStatus.PROVISIONED:
            return False
        recipient = await self._recipients(uid=order.uid)
        if recipient is None or not recipient.email:
            return False
        return await self._esim.mail_esim_again(
            order_id=order_id,
            email=recipient.email,
            name=recipient.display_name,
            language="en" if order.language == "en" else "id",
        )

    async def advance_delivery(
        self,
        *,
        order_id: str,
        step: ShippingStep,
        courier: str | None = None,
        tracking_number: str | None = None,
    ) -> OrderForStaff:
        """A sent SIM card moves one step forward (packed, shipped with courier and tracking
        number, delivered): one conditional UPDATE, its log row and the buyer's e-mail in one
        transaction. Conflict for a step out of order (or taken already by a click at the same
        time), for an order not sent to an address or not paid; Invalid without a courier or
        tracking number when shipping."""
        order = await self._lifecycle.stored(order_id)
        if order.shipping is None:
            raise Conflict(
                "Order ini bukan kartu SIM yang dikirim ke alamat", code=OrderErrorCode.NOT_SENT
            )
        changes: dict[str, str] = {}
        if step is ShippingStep.SHIPPED:
            courier = " ".join((courier or "").split())[:60]
            tracking_number = "".join((tracking_number or "").split())[:64]
            if not courier or not tracking_number:
                raise Invalid(
                    "Kurir dan nomor resi wajib diisi",
                    code=OrderErrorCode.COURIER_REQUIRED,
                    field="tracking_number" if courier else "courier",
                )
            changes = {"courier": courier, "tracking_number": tracking_number}
        recipient = await self._recipients(uid=order.uid)
        async with in_transaction():
            moved = await self._repository.advance_shipping(
                order_id, step=step, statuses=SHIPPABLE_STATES, at=self._clock(), **changes
            )
            if moved:
                order = await self._lifecycle.stored(order_id)
                await self._mail.shipping(order, recipient)
        if not moved:
            current = await self._lifecycle.stored(order_id)
            now_at = current.shipping.step if current.shipping else None
            raise Conflict(
                f"Langkah '{step.value}' hanya setelah "
                f"'{step.before.value if step.before else '-'}' (sekarang: "
                f"'{now_at.value if now_at else '-'}', status {current.status.value})",
                code=OrderErrorCode.STEP_OUT_OF_ORDER,
            )
        log.info("order_delivery_step", order_id=order_id, step=step.value)
        return _for_staff(order)
