"""What the order desk hands the pages: a row of the list, a page of rows, the dashboard's
figures, and one order's file with the actions staff may take on it."""

from dataclasses import dataclass
from datetime import datetime

from core.jobs import JobRow
from modules.esim.service import ProvisionFacts
from modules.identity.schemas import MailRecipient
from modules.notifications.schemas import OutboxEntry
from modules.orders.schemas import (
    SHIPPABLE_STATES,
    OrderCursor,
    OrderFigures,
    OrderForStaff,
    OrdersNeedingCare,
    OrderStatus,
    OrderTransitionForStaff,
    ShippingStep,
)
from modules.payments.schemas import PaymentHistory, PaymentMethod


@dataclass(frozen=True)
class OrderRow:
    order: OrderForStaff
    email: str

    @property
    def products(self) -> str:
        return ", ".join(line.name for line in self.order.lines)

    @property
    def product_type(self) -> str:
        return self.order.lines[0].type.value if self.order.lines else ""


@dataclass(frozen=True)
class OrderPage:
    rows: list[OrderRow]
    next_cursor: OrderCursor | None


@dataclass(frozen=True)
class Figures:
    """The dashboard's orders: today and this week (Monday on) in WIB, and the ones that need
    someone."""

    today: OrderFigures
    week: OrderFigures
    care: OrdersNeedingCare


@dataclass(frozen=True)
class OrderFile:
    """Everything the detail page shows of one order."""

    order: OrderForStaff
    transitions: list[OrderTransitionForStaff]
    buyer: MailRecipient | None  # None: the account is gone
    phone: str | None
    payment: PaymentHistory | None
    provision: ProvisionFacts | None
    jobs: list[JobRow]
    mails: list[OutboxEntry]

    @property
    def can_confirm(self) -> bool:
        return (
            self.order.status is OrderStatus.AWAITING_PAYMENT
            and self.payment is not None
            and self.payment.method in (PaymentMethod.CASH.value, PaymentMethod.TRANSFER.value)
            and self.payment.status == "pending"
        )

    @property
    def can_cancel(self) -> bool:
        return self.order.status is OrderStatus.AWAITING_PAYMENT

    @property
    def can_retry(self) -> bool:
        return self.order.status is OrderStatus.PROVISION_FAILED

    @property
    def late_unsettled(self) -> bool:
        """Money came after the order closed, or another amount: staff refund or honour it."""
        causes = {row.cause.value for row in self.transitions}
        return bool(causes & {"late_payment", "amount_mismatch"}) and "late_settled" not in causes

    @property
    def next_shipping_step(self) -> str:
        """The delivery step staff may take now ("" when none: not sent, unpaid, or done)."""
        shipping = self.order.shipping
        if shipping is None or self.order.status not in SHIPPABLE_STATES:
            return ""
        for step in ShippingStep:
            if step.before == shipping.step:
                return step.value
        return ""

    @property
    def shipping_steps(self) -> list[tuple[str, datetime]]:
        """The steps taken, each with when."""
        shipping = self.order.shipping
        if shipping is None:
            return []
        times = (
            ("packed", shipping.packed_at),
            ("shipped", shipping.shipped_at),
            ("delivered", shipping.delivered_at),
        )
        return [(step, at) for step, at in times if at is not None]

    @property
    def can_resend(self) -> bool:
        return (
            self.order.status is OrderStatus.PROVISIONED
            and self.provision is not None
            and self.provision.has_activation_code
        )
