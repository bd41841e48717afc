"""The orders module's requests, answers and error codes."""

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

from modules.catalog.schemas import CURRENCY_IDR, ProductType
from modules.orders.enums import DeliveryType, OrderStatus, ShippingStep, TransitionCause
from modules.orders.payment_contract import PaymentMethod

# A sent SIM card's steps may be taken once it is paid, and while its card works.
SHIPPABLE_STATES = (OrderStatus.PAID, OrderStatus.PROVISIONING, OrderStatus.PROVISIONED)

# SPEC §9: made on the client, ten characters A-Z and 0-9.
ORDER_ID_PATTERN = r"^[A-Z0-9]{10}$"
# SPEC §4 "Payment_url result": the words the client reads instead of a page's address.
CASH_ANSWER = "cash"
TRANSFER_ANSWER = "transfer"
PROMO_CLAIM_ANSWER = "{address}"  # the client then shows the claim-success screen (method=promo)


class OrderErrorCode(StrEnum):
    NOT_FOUND = "order_not_found"
    ID_TAKEN = "order_id_taken"
    PRODUCT_NOT_FOUND = "order_product_not_found"
    ICCID_REQUIRED = "order_iccid_required"
    ICCID_NOT_USABLE = "order_iccid_not_usable"
    ICCID_INVALID = "order_iccid_invalid"
    ADDRESS_INCOMPLETE = "order_address_incomplete"
    PICKUP_LOCATION_REQUIRED = "order_pickup_location_required"
    PICKUP_LOCATION_NOT_FOUND = "order_pickup_location_not_found"
    DELIVERY_TYPE_REQUIRED = "order_delivery_type_required"
    PROMO_CHANGED = "order_promo_changed"
    ALREADY_PAID = "order_already_paid"
    NOT_PAYABLE = "order_not_payable"
    NOT_SENT = "order_not_sent_to_address"  # a delivery step for an order not sent anywhere
    STEP_OUT_OF_ORDER = "order_delivery_step_out_of_order"
    COURIER_REQUIRED = "order_courier_required"
    PROMO_NO_LONGER_VALID = "order_promo_no_longer_valid"
    CANNOT_ORDER_AGAIN = "order_cannot_be_made_again"
    NOT_REFUNDABLE = "order_not_refundable"
    REFUND_EXISTS = "order_refund_exists"


def _id_text(value: object) -> object:
    # Location ids arrive as numbers or strings; they are kept as text.
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else value


LocationId = Annotated[str, BeforeValidator(_id_text), Field(min_length=1, max_length=64)]


class _Input(BaseModel):
    # Unknown fields (a price, a total) are ignored: every amount is the server's.
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)


class OrderDetailInput(_Input):
    product_id: str = Field(min_length=1, max_length=64)
    currency: str = Field(default=CURRENCY_IDR, pattern=f"^{CURRENCY_IDR}$")
    quantity: int = Field(default=1, ge=1, le=1, description="always 1 (SPEC §9)")
    iccid: str | None = Field(default=None, max_length=32)


class DeliveryAddress(_Input):
    street: str | None = Field(default=None, max_length=500)
    city: str | None = Field(default=None, max_length=120)
    state: str | None = Field(default=None, max_length=120, description="the province")
    postal_code: str | None = Field(default=None, max_length=10)


class OrderCreate(_Input):
    """POST /api/order/create (SPEC §3 Order creation payload)."""

    order_id: str = Field(pattern=ORDER_ID_PATTERN, description="10 characters A-Z 0-9")
    promo_code: str | None = Field(default=None, max_length=32)
    order_details: list[OrderDetailInput] = Field(
        min_length=1, max_length=1, description="one product per order"
    )
    region: str | None = Field(default=None, max_length=16)
    country: str | None = Field(default=None, max_length=16)
    delivery_type: DeliveryType | None = None
    pickup_location: LocationId | None = None
    delivery_address: DeliveryAddress | None = None
    payment_method: PaymentMethod

    @field_validator("promo_code", "region", "country", mode="after")
    @classmethod
    def _upper_or_none(cls, value: str | None) -> str | None:
        return value.upper() if value else None


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class OrderDetail(_Frozen):
    product_id: str
    name: str = Field(description="the product's name when it was bought (Indonesian)")
    name_en: str = Field(description="the same name in English")
    type: ProductType
    quantity: int
    price: int = Field(description="whole Rupiah, from the catalog")
    iccid: str | None = None


class DeliveryStepView(_Frozen):
    step: ShippingStep
    at: datetime


class DeliveryView(_Frozen):
    """A SIM card sent to an address: what sending it cost, when it should arrive, and the
    steps staff took (packed, shipped with its courier and tracking number, delivered)."""

    fee: int = Field(description="whole Rupiah, part of the order's total")
    days: int | None = Field(description="expected days from payment to the door")
    step: ShippingStep | None = Field(description="the last step taken; None: not packed yet")
    steps: tuple[DeliveryStepView, ...] = Field(description="the steps taken, oldest first")
    courier: str | None = None
    tracking_number: str | None = None


class OrderCreated(_Frozen):
    """SPEC §3 Order response."""

    order_id: str
    status: OrderStatus
    total_amount: int = Field(description="what the buyer pays, in whole Rupiah")
    subtotal_amount: int
    discount_amount: int
    delivery_fee_amount: int = Field(description="sending a SIM card to an address; else 0")
    delivery_days: int | None = Field(description="expected days, for a SIM card sent")
    promo_code: str | None
    payment_method: PaymentMethod
    order_details: tuple[OrderDetail, ...]


class OrderPickupPoint(_Frozen):
    """Where a cash or pickup order is collected, as the point is now."""

    id: str
    name: str
    address: str
    city: str
    opening_hours: str


class OrderView(_Frozen):
    """SPEC §3 Order, as GET /api/order lists it."""

    order_id: str
    status: OrderStatus
    created_at: datetime
    final_amount: int
    subtotal_amount: int
    discount_amount: int
    delivery_fee_amount: int = Field(description="sending a SIM card to an address; else 0")
    promo_code: str | None
    payment_method: PaymentMethod
    order_details: tuple[OrderDetail, ...]
    delivery: DeliveryView | None = Field(
        default=None, description="only for a SIM card sent to an address"
    )
    can_pay_again: bool = Field(
        default=False,
        description="its payment failed, expired or was cancelled: POST /api/order/{id}/pay-again",
    )
    pickup_point: OrderPickupPoint | None = Field(
        default=None, description="GET /api/order/{id} only: the pickup point it names"
    )
    can_refund: bool = Field(
        default=False,
        description="an eSIM never installed, within the refund window: "
        "POST /api/order/{id}/refund",
    )
    refund_until: datetime | None = Field(
        default=None, description="the last moment the buyer can ask for that refund"
    )
    refund_state: str | None = Field(
        default=None,
        description="its refund, once asked: awaiting_approval, approved, refunded, "
        "payout_pending, paid_out or failed",
    )


class PaymentAnswer(_Frozen):
    """SPEC §3 Payment response: a page's https address, `cash`, `transfer`, or `{address}`
    for a fully discounted promo claim (SPEC §4, Payment_url result)."""

    payment_url: str


class PayAgainAnswer(_Frozen):
    """POST /api/order/{id}/pay-again: the order to pay now (made afresh from the same lines,
    priced again) and how to pay it, as POST /api/order/{id}/pay answers."""

    order_id: str
    total_amount: int
    payment_method: PaymentMethod
    payment_url: str


class ReceiptAccess(_Frozen):
    """POST /api/order/{id}/receipt-access: the receipt page's address; the answer also sets a
    short-lived cookie that lets this browser open it."""

    url: str


@dataclass(frozen=True)
class ReceiptLine:
    name: str
    name_en: str
    quantity: int
    price_idr: int


@dataclass(frozen=True)
class Receipt:
    """What a paid order's receipt shows."""

    order_id: str
    lines: tuple[ReceiptLine, ...]
    subtotal_idr: int
    discount_idr: int
    delivery_idr: int
    total_idr: int
    promo_code: str | None
    payment_method: PaymentMethod
    paid_at: datetime


class OrderPath(BaseModel):
    id: str = Field(pattern=ORDER_ID_PATTERN, description="10 characters A-Z 0-9")


@dataclass(frozen=True)
class OrderSearch:
    """What the back office filters its order list by, every part combined with AND. For the
    id sets, None means any and an empty tuple means none (a search that matched nobody)."""

    order_ids: tuple[str, ...] | None = None
    uids: tuple[str, ...] | None = None
    status: OrderStatus | None = None
    payment_method: PaymentMethod | None = None
    product_type: ProductType | None = None
    created_from: datetime | None = None  # inclusive
    created_before: datetime | None = None  # exclusive


@dataclass(frozen=True)
class OrderCursor:
    """Where a page of the back office's list ends: the list runs newest first, by creation
    time then id, so the next page starts after this pair (keyset paging, fast on any page)."""

    created_at: datetime
    order_id: str


# --- what the back office reads of orders (staff use cases in service/staff.py) ---------------


@dataclass(frozen=True)
class OrderLineForStaff:
    product_id: str
    name: str
    type: ProductType
    quantity: int
    price_idr: int
    iccid: str | None = None
    name_en: str = ""


@dataclass(frozen=True)
class ShippingForStaff:
    """A SIM card sent to an address: its fee, expected days, recipient and the steps taken."""

    fee_idr: int
    days: int | None
    recipient_name: str | None
    recipient_phone: str | None
    step: ShippingStep | None
    packed_at: datetime | None
    shipped_at: datetime | None
    delivered_at: datetime | None
    courier: str | None
    tracking_number: str | None


@dataclass(frozen=True)
class OrderForStaff:
    """One order as staff see it, in the list and on its page (any buyer's)."""

    order_id: str
    uid: str
    status: OrderStatus
    payment_method: PaymentMethod
    subtotal_idr: int
    discount_idr: int
    total_idr: int
    promo_code: str | None
    pickup_location_id: str | None
    language: str
    expires_at: datetime
    created_at: datetime
    paid_at: datetime | None
    lines: tuple[OrderLineForStaff, ...] = ()
    location_code: str | None = None
    delivery_type: DeliveryType | None = None
    delivery_address: str | None = None  # "street, city, state postal code", when delivered
    shipping: ShippingForStaff | None = None  # a SIM card sent to an address


@dataclass(frozen=True)
class OrderTransitionForStaff:
    """One row of an order's history: from which status to which, why and when."""

    from_status: OrderStatus | None
    to_status: OrderStatus
    cause: TransitionCause
    at: datetime


@dataclass(frozen=True)
class OrderFigures:
    created: int
    paid: int
    revenue_idr: int


@dataclass(frozen=True)
class OrdersNeedingCare:
    stuck_provisioning: int  # provesioning for longer than STUCK_AFTER (service/staff.py)
    provision_failed: int


class RefundPayout(_Frozen):
    """The buyer's bank account, for a cash or transfer order's refund."""

    bank_name: str = Field(min_length=2, max_length=60)
    account_number: str = Field(min_length=5, max_length=34, pattern=r"^[0-9 -]+$")
    account_holder: str = Field(min_length=2, max_length=100)


class RefundBody(_Frozen):
    """POST /api/order/{id}/refund: the bank account for a cash or transfer order (a gateway
    payment goes back the way it came)."""

    payout: RefundPayout | None = None


class RefundAnswer(_Frozen):
    order_id: str
    status: OrderStatus
    refund_state: str
    amount: int
    method: PaymentMethod


class RefundPolicy(_Frozen):
    window_days: int = Field(
        description="days after an eSIM's delivery its buyer may refund it if never installed "
        "(0: only through support)"
    )
