"""The payments module's face as the orders module uses it (the payments-orders contract): the
DTOs of `modules.payments.schemas` and the methods of its service. Orders reads payments through
this file only, so that the payments module's own schemas replace it in one place."""

from datetime import datetime
from enum import StrEnum
from typing import Literal, Protocol

from pydantic import BaseModel


class PaymentMethod(StrEnum):
    """The order payload's payment_method."""

    GATEWAY = "gateway"
    CASH = "cash"
    TRANSFER = "transfer"


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


SETTLED_JOB_KIND = "payments.settled"


class PaymentService(Protocol):
    async def start_gateway_payment(self, *, request: PaymentRequest) -> PaymentPage: ...

    async def expect_offline_payment(
        self, *, order_id: str, gross_amount: int, method: PaymentMethod
    ) -> None: ...

    async def cancel_payment(self, *, order_id: str) -> None: ...
