"""What the order use cases share: the constants, the views of a stored order, and what orders
asks of other modules (each a Protocol naming only what is called)."""

import hashlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol

import structlog
from pydantic import ValidationError

from core.errors import NotFound
from core.jobs import JobContext, PermanentJobError
from modules.esim.schemas import ProvisionOutcome
from modules.identity.schemas import MailRecipient
from modules.locations.schemas import DeliveryQuote, PickupLocationView
from modules.orders.enums import OrderStatus, ShippingStep
from modules.orders.payment_contract import PaymentMethod
from modules.orders.repository import (
    Shipping,
    StoredOrder,
)
from modules.orders.schemas import (
    CASH_ANSWER,
    TRANSFER_ANSWER,
    DeliveryStepView,
    DeliveryView,
    OrderCreated,
    OrderDetail,
    OrderErrorCode,
    OrderView,
)

log = structlog.get_logger(__name__)

EXPIRE_JOB = "orders.expire"
# Enqueued when an eSIM or a package is paid, to run PROVISION_PROMISE_MINUTES later: still not
# delivered, the buyer is told and may take the money back at once; staff see it.
PROMISE_JOB = "orders.promise_check"
# Still waiting for its eSIM or package: what the delivery promise is kept or broken for.
UNDELIVERED_STATES = frozenset(
    {OrderStatus.PAID, OrderStatus.PROVISIONING, OrderStatus.PROVISION_FAILED}
)
PAID_STATES = frozenset(
    {
        OrderStatus.PAID,
        OrderStatus.PROVISIONING,
        OrderStatus.PROVISIONED,
        OrderStatus.PROVISION_FAILED,
    }
)
# An order whose payment failed, ran out or was cancelled (the provider's page or staff) can be
# made again from the same lines (POST /api/order/{id}/pay-again).
PAY_AGAIN_STATES = frozenset({OrderStatus.PAYMENT_FAILED, OrderStatus.EXPIRED})
OFFLINE_ANSWERS = {PaymentMethod.CASH: CASH_ANSWER, PaymentMethod.TRANSFER: TRANSFER_ANSWER}


_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def again_id(order_id: str, uid: str) -> str:
    """The id of the order that pays `order_id` again: 10 characters A-Z 0-9, the same every
    time for the same order and owner."""
    digest = int.from_bytes(hashlib.sha256(f"again:{uid}:{order_id}".encode()).digest(), "big")
    chars = []
    for _ in range(10):
        digest, index = divmod(digest, len(_ALPHABET))
        chars.append(_ALPHABET[index])
    return "".join(chars)


def utc_now() -> datetime:
    return datetime.now(UTC)


class PickupLocations(Protocol):
    """What orders asks of the locations module: does this pickup point exist, what is it
    (for a cash order's e-mail), and what sending a SIM card to a province costs."""

    async def pickup_location_exists(self, *, location_id: str) -> bool: ...

    async def pickup_point(self, *, location_id: str) -> PickupLocationView | None: ...

    def delivery_quote(self, *, province: str) -> DeliveryQuote: ...


MailRecipients = Callable[..., Awaitable[MailRecipient | None]]


class StockHolds(Protocol):
    """What orders asks of esim while an order waits for its money: keep one card of the
    stock for it (a 409 when none is left), and give it back when the order closes unpaid."""

    async def hold_stock(self, *, product_type: str, uid: str, order_id: str) -> str | None: ...

    async def release_stock(self, *, order_id: str) -> int: ...


class IccidChecks(Protocol):
    """What the checkout asks of esim about a data package's ICCID."""

    def normalised_iccid(self, text: str) -> str | None: ...

    async def iccid_usable(self, *, uid: str, iccid: str) -> bool: ...


class EsimMail(Protocol):
    """What staff ask of esim: the eSIM e-mail once more."""

    async def mail_esim_again(
        self, *, order_id: str, email: str, name: str | None, language: str
    ) -> bool: ...


@dataclass(frozen=True)
class ExpiryTimes:
    """How long an unpaid order waits, by payment method (a gateway order: until its payment
    page expires, this long when no page was made)."""

    gateway: timedelta
    transfer: timedelta
    cash: timedelta

    def after(self, method: PaymentMethod) -> timedelta:
        return {
            PaymentMethod.GATEWAY: self.gateway,
            PaymentMethod.TRANSFER: self.transfer,
            PaymentMethod.CASH: self.cash,
        }[method]


def _details(order: StoredOrder) -> tuple[OrderDetail, ...]:
    return tuple(
        OrderDetail(
            product_id=line.product_id,
            name=line.name,
            name_en=line.name_en or line.name,
            type=line.type,
            quantity=line.quantity,
            price=line.price_idr,
            iccid=line.iccid,
        )
        for line in order.lines
    )


def _delivery(shipping: Shipping | None) -> DeliveryView | None:
    if shipping is None:
        return None
    times = {
        ShippingStep.PACKED: shipping.packed_at,
        ShippingStep.SHIPPED: shipping.shipped_at,
        ShippingStep.DELIVERED: shipping.delivered_at,
    }
    return DeliveryView(
        fee=shipping.fee_idr,
        days=shipping.days,
        step=shipping.step,
        steps=tuple(DeliveryStepView(step=step, at=at) for step, at in times.items() if at),
        courier=shipping.courier,
        tracking_number=shipping.tracking_number,
    )


def _created(order: StoredOrder) -> OrderCreated:
    return OrderCreated(
        order_id=order.order_id,
        status=order.status,
        total_amount=order.total_idr,
        subtotal_amount=order.subtotal_idr,
        discount_amount=order.discount_idr,
        delivery_fee_amount=order.shipping.fee_idr if order.shipping else 0,
        delivery_days=order.shipping.days if order.shipping else None,
        promo_code=order.promo_code,
        payment_method=order.payment_method,
        order_details=_details(order),
    )


def _view(order: StoredOrder) -> OrderView:
    return OrderView(
        order_id=order.order_id,
        status=order.status,
        created_at=order.created_at,
        final_amount=order.total_idr,
        subtotal_amount=order.subtotal_idr,
        discount_amount=order.discount_idr,
        delivery_fee_amount=order.shipping.fee_idr if order.shipping else 0,
        promo_code=order.promo_code,
        payment_method=order.payment_method,
        order_details=_details(order),
        delivery=_delivery(order.shipping),
        can_pay_again=order.status in PAY_AGAIN_STATES,
    )


def _not_found() -> NotFound:
    return NotFound("Order tidak ditemukan", code=OrderErrorCode.NOT_FOUND)


def _blank(value: str | None) -> bool:
    return not (value or "").strip()


def _outcome(job: JobContext) -> ProvisionOutcome:
    try:
        return ProvisionOutcome.model_validate(job.payload)
    except ValidationError as error:
        raise PermanentJobError(f"not a ProvisionOutcome: {error}") from None
