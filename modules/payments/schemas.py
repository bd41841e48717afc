"""The payments module's DTOs. The orders module uses them through the payments-orders contract
(modules/orders/payment_contract.py); the notification model is Midtrans' HTTP notification."""

from datetime import datetime
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from modules.payments.enums import PaymentMethod

SETTLED_JOB_KIND = "payments.settled"
# The provider is asked for an order's transaction (modules/payments/jobs.py).
CHECK_JOB_KIND = "payments.check"
# Which open gateway payments to ask about, every PAYMENT_RECONCILE_MINUTES.
SWEEP_JOB_KIND = "payments.reconcile"
# The provider is told that the store expired or cancelled an order.
CLOSE_JOB_KIND = "payments.close_at_provider"

__all__ = [
    "SETTLED_JOB_KIND",
    "BankAccount",
    "BankAccounts",
    "Notification",
    "NotificationAnswer",
    "PaymentCustomer",
    "PaymentItem",
    "PaymentMethod",
    "PaymentOutcome",
    "PaymentPage",
    "PaymentRequest",
    "PaymentSettled",
]


class PaymentItem(BaseModel):
    id: str
    name: str
    price: int
    quantity: int


class PaymentCustomer(BaseModel):
    name: str
    email: str
    phone: str | None = None


class PaymentRequest(BaseModel):
    order_id: str
    gross_amount: int
    items: list[PaymentItem]
    customer: PaymentCustomer
    language: Literal["id", "en"] = "id"


class PaymentPage(BaseModel):
    payment_url: str
    expires_at: datetime


class PaymentOutcome(StrEnum):
    PAID = "paid"
    FAILED = "failed"
    EXPIRED = "expired"


class PaymentSettled(BaseModel):
    """The payload of SETTLED_JOB_KIND, enqueued by payments and handled by orders."""

    order_id: str
    outcome: PaymentOutcome
    gross_amount: int
    method: str
    transaction_id: str | None = None
    reference: str | None = None


class Notification(BaseModel):
    """The fields of a Midtrans HTTP notification this store reads (it sends more; they are
    kept in the stored raw body)."""

    model_config = ConfigDict(extra="allow", str_max_length=256)

    order_id: str = Field(min_length=1, max_length=64)
    status_code: str = Field(min_length=1, max_length=8)
    gross_amount: str = Field(min_length=1, max_length=32, description='e.g. "104000.00"')
    signature_key: str = Field(default="", max_length=256)
    transaction_status: str = Field(min_length=1, max_length=32)
    transaction_id: str | None = Field(default=None, max_length=64)
    fraud_status: str | None = Field(default=None, max_length=32)
    payment_type: str | None = Field(default=None, max_length=64)
    transaction_time: str | None = Field(default=None, max_length=32)
    status_message: str | None = Field(default=None, max_length=256)


class BankAccount(BaseModel):
    bank: str = Field(description="e.g. BCA")
    number: str = Field(description="as printed, e.g. 5270 4455 21")
    holder: str = Field(description="the account holder")


class BankAccounts(BaseModel):
    accounts: list[BankAccount]
    pay_within_hours: int


def bank_account(text: str) -> BankAccount:
    """TRANSFER_BANK_ACCOUNTS' form: "<bank> <number> a.n. <holder>"."""
    head, _, holder = text.partition(" a.n. ")
    bank, _, number = head.strip().partition(" ")
    return BankAccount(bank=bank, number=number.strip(), holder=holder.strip())


class NotificationAnswer(BaseModel):
    order_id: str
    status: str = Field(description="The payment's state after this notification")


class AwaitingPayment(BaseModel):
    """A cash or transfer payment waiting for staff to see the money (the back office's queue)."""

    order_id: str
    method: str
    gross_amount: int
    created_at: datetime


class ReceivedNotification(BaseModel):
    """A provider notification as staff see it: what it said and what it did."""

    transaction_status: str
    effect: str
    reason: str | None = None  # why a refused one was refused
    source: str = "notification"  # or "status_check": asked of the provider by the store
    received_at: datetime


class RefusedNotification(BaseModel):
    """A verified notification (or a pulled status) the store refused: the back office's list
    of payments whose amount or status did not match, with the body as received."""

    order_id: str
    transaction_status: str
    reason: str
    source: str
    body: str
    received_at: datetime


class PaymentHistory(BaseModel):
    """An order's payment for the back office."""

    method: str
    status: str
    gross_amount: int
    paid_amount: int | None
    transaction_id: str | None
    payment_type: str | None
    created_at: datetime
    settled_at: datetime | None
    notifications: list[ReceivedNotification]


REFUND_JOB_KIND = "payments.refund"  # enqueued when a refund is approved; carries order_id


class PayoutDetails(BaseModel):
    """Where a cash or transfer order's money is sent back: the buyer's own bank account."""

    model_config = ConfigDict(str_strip_whitespace=True)
    bank_name: str = Field(min_length=2, max_length=60, pattern=r"^[\w .&'-]+$")
    account_number: str = Field(min_length=5, max_length=34, pattern=r"^[0-9 -]+$")
    account_holder: str = Field(min_length=2, max_length=100)


class RefundView(BaseModel):
    """An order's refund as the buyer and staff see it."""

    order_id: str
    state: str = Field(
        description="awaiting_approval, approved, refunded, payout_pending, paid_out or failed"
    )
    method: str = Field(description="gateway, cash or transfer")
    amount: int
    reason: str
    requested_by: str
    approved_by: str | None = None
    bank_name: str | None = None
    account_number: str | None = None
    account_holder: str | None = None
    provider_reference: str | None = None
    failure: str | None = None
    created_at: datetime
    done_at: datetime | None = None
