"""The payments module's face as the orders module uses it (the payments-orders contract): the
DTOs of `modules.payments.schemas` and the methods of its service. Orders reads payments through
this file only, so that the payments module's own schemas replace it in one place."""

from collections.abc import Iterable
from typing import Protocol

from modules.payments.schemas import (
    SETTLED_JOB_KIND,
    PaymentCustomer,
    PaymentItem,
    PaymentMethod,
    PaymentOutcome,
    PaymentPage,
    PaymentRequest,
    PaymentSettled,
    PayoutDetails,
    RefundView,
)

__all__ = [
    "SETTLED_JOB_KIND",
    "PaymentCustomer",
    "PaymentItem",
    "PaymentMethod",
    "PaymentOutcome",
    "PaymentPage",
    "PaymentRequest",
    "PaymentService",
    "PaymentSettled",
    "PayoutDetails",
    "RefundService",
    "RefundView",
]


class PaymentService(Protocol):
    async def start_gateway_payment(self, *, request: PaymentRequest) -> PaymentPage: ...

    async def expect_offline_payment(
        self, *, order_id: str, gross_amount: int, method: PaymentMethod
    ) -> None: ...

    async def cancel_payment(self, *, order_id: str) -> bool: ...


class RefundService(Protocol):
    """Refunds, as orders decide them (payments' RefundService)."""

    async def open_refund(
        self,
        *,
        order_id: str,
        reason: str,
        requested_by: str,
        approved: bool,
        payout: PayoutDetails | None = None,
    ) -> RefundView: ...

    async def approve(self, *, order_id: str, by: str) -> RefundView: ...

    async def refund(self, *, order_id: str) -> RefundView | None: ...

    async def refunds_of(self, *, order_ids: Iterable[str]) -> dict[str, RefundView]: ...
