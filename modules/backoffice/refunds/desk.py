"""What the refunds area does: staff ask for a refund with a reason (the buyer's bank account for
a cash or transfer order), an admin approves it, staff record the transfer of a payout. Each
step is in the audit log with who took it."""

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from pydantic import ValidationError

from core.errors import Invalid
from modules.backoffice.service import Staff
from modules.orders.schemas import RefundPayout
from modules.payments.schemas import RefundView

Record = Callable[[str, str, str, dict[str, Any] | None, dict[str, Any] | None], Awaitable[None]]


class OrderRefunds(Protocol):
    """Orders' refund desk: the order's side of a refund (its status, the eSIM, the e-mail)."""

    async def staff_request(
        self, *, order_id: str, by: str, reason: str, payout: RefundPayout | None
    ) -> RefundView: ...

    async def staff_approve(self, *, order_id: str, by: str) -> RefundView: ...


class Payouts(Protocol):
    """Payments' refunds: the list, and a payout staff made."""

    async def refund(self, *, order_id: str) -> RefundView | None: ...

    async def open_refunds(self, *, limit: int = 100) -> list[RefundView]: ...

    async def mark_paid_out(self, *, order_id: str, by: str, reference: str) -> bool: ...


def payout_of(form: dict[str, str]) -> RefundPayout | None:
    """The bank account typed into the request form; None when left empty. Invalid (the
    field's name) when filled in wrongly."""
    given = {name: form.get(name, "").strip() for name in RefundPayout.model_fields}
    if not any(given.values()):
        return None
    try:
        return RefundPayout.model_validate(given)
    except ValidationError as error:
        raise Invalid("payout", field=str(error.errors()[0]["loc"][0])) from None


class RefundDesk:
    def __init__(self, *, orders: OrderRefunds, payouts: Payouts, record: Record) -> None:
        self._orders = orders
        self._payouts = payouts
        self._record = record

    async def listed(self) -> list[RefundView]:
        return await self._payouts.open_refunds(limit=200)

    async def refund(self, order_id: str) -> RefundView | None:
        return await self._payouts.refund(order_id=order_id)

    async def request(
        self, *, staff: Staff, order_id: str, reason: str, form: dict[str, str]
    ) -> RefundView:
        refund = await self._orders.staff_request(
            order_id=order_id, by=staff.email, reason=reason, payout=payout_of(form)
        )
        await self._record(
            staff.email, "refund_requested", order_id, None, {"reason": refund.reason}
        )
        return refund

    async def approve(self, *, staff: Staff, order_id: str) -> RefundView:
        refund = await self._orders.staff_approve(order_id=order_id, by=staff.email)
        await self._record(
            staff.email,
            "refund_approved",
            order_id,
            {"state": "awaiting_approval"},
            {"state": refund.state, "amount": refund.amount},
        )
        return refund

    async def paid_out(self, *, staff: Staff, order_id: str, reference: str) -> bool:
        done = await self._payouts.mark_paid_out(
            order_id=order_id, by=staff.email, reference=reference
        )
        if done:
            await self._record(
                staff.email,
                "refund_paid_out",
                order_id,
                {"state": "payout_pending"},
                {"state": "paid_out", "reference": reference.strip()[:80]},
            )
        return done
