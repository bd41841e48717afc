"""Payment storage: the only code touching the payment models. A status change is one
conditional UPDATE, so a notification delivered twice at once moves a payment once."""

import contextlib
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from tortoise.exceptions import IntegrityError

from modules.payments.enums import (
    GatewayName,
    NotificationSource,
    PaymentMethod,
    PaymentStatus,
    RefundState,
    Refusal,
)
from modules.payments.models import Payment, PaymentNotification, Refund
from modules.payments.schemas import PayoutDetails, RefundView

REFUSED = "refused"  # a notification's effect when it was refused


@dataclass(frozen=True)
class StoredPayment:
    order_id: str
    method: PaymentMethod
    gross_amount: int
    status: PaymentStatus
    gateway: GatewayName | None
    payment_url: str | None
    expires_at: datetime | None
    transaction_id: str | None
    language: str


def _stored(row: Payment) -> StoredPayment:
    return StoredPayment(
        order_id=row.order_id,
        method=row.method,
        gross_amount=row.gross_amount,
        status=row.status,
        gateway=row.gateway,
        payment_url=row.payment_url,
        expires_at=row.expires_at,
        transaction_id=row.transaction_id,
        language=row.language,
    )


class PaymentRepository:
    async def get(self, order_id: str) -> StoredPayment | None:
        row = await Payment.get_or_none(order_id=order_id)
        return _stored(row) if row else None

    async def row(self, order_id: str) -> Payment | None:
        return await Payment.get_or_none(order_id=order_id)

    async def notification_rows(self, order_id: str) -> list[PaymentNotification]:
        return await PaymentNotification.filter(order_id=order_id).order_by("id")

    async def add(
        self,
        *,
        order_id: str,
        method: PaymentMethod,
        gross_amount: int,
        gateway: GatewayName | None = None,
        language: str = "id",
    ) -> StoredPayment:
        """The order's payment, made once: a second call (a retry, a racing request) finds
        the first one's row."""
        with contextlib.suppress(IntegrityError):
            await Payment.create(
                order_id=order_id,
                method=method,
                gross_amount=gross_amount,
                gateway=gateway,
                language=language,
            )
        stored = await self.get(order_id)
        assert stored is not None  # noqa: S101 - just written or already there
        return stored

    async def attach_page(self, order_id: str, *, url: str, expires_at: datetime) -> StoredPayment:
        """The first page made for the order stays its page."""
        await Payment.filter(order_id=order_id, payment_url__isnull=True).update(
            payment_url=url, expires_at=expires_at
        )
        stored = await self.get(order_id)
        assert stored is not None  # noqa: S101 - attach follows add
        return stored

    async def settle_paid(
        self,
        order_id: str,
        *,
        at: datetime,
        paid_amount: int,
        transaction_id: str | None = None,
        payment_type: str | None = None,
        methods: Iterable[PaymentMethod] = tuple(PaymentMethod),
    ) -> bool:
        """Money arrived: paid from any other state (a late payment is still money), once."""
        moved = await Payment.filter(
            order_id=order_id, status__not=PaymentStatus.PAID, method__in=list(methods)
        ).update(
            status=PaymentStatus.PAID,
            settled_at=at,
            paid_amount=paid_amount,
            transaction_id=transaction_id,
            payment_type=payment_type,
        )
        return moved == 1

    async def close(self, order_id: str, *, to: PaymentStatus, at: datetime) -> bool:
        """Failed, expired or cancelled: only a payment still waiting closes."""
        moved = await Payment.filter(order_id=order_id, status=PaymentStatus.PENDING).update(
            status=to, settled_at=at
        )
        return moved == 1

    async def record_notification(
        self,
        *,
        order_id: str,
        transaction_status: str,
        body: str,
        effect: str,
        source: NotificationSource = NotificationSource.NOTIFICATION,
    ) -> None:
        await PaymentNotification.create(
            order_id=order_id,
            transaction_status=transaction_status,
            body=body,
            effect=effect,
            source=source,
        )

    async def record_refusal(
        self,
        *,
        order_id: str,
        transaction_status: str,
        body: str,
        reason: Refusal,
        source: NotificationSource,
    ) -> None:
        """Kept once per body (a unique digest): the provider's retries, copies sent at once
        and the schedule's repeated questions add no rows."""
        row = PaymentNotification(
            order_id=order_id,
            transaction_status=transaction_status,
            body=body,
            effect=REFUSED,
            reason=reason,
            source=source,
            refused_digest=hashlib.sha256(body.encode()).hexdigest(),
        )
        await PaymentNotification.bulk_create([row], ignore_conflicts=True)

    async def refused(self, *, limit: int) -> list[PaymentNotification]:
        return (
            await PaymentNotification.filter(effect=REFUSED)
            .order_by("-received_at", "-id")
            .limit(limit)
        )

    async def open_gateway_payments(
        self, *, expiring_before: datetime, expiring_after: datetime, limit: int
    ) -> list[str]:
        """Gateway payments still waiting whose page expires (or expired) in this window."""
        return await (
            Payment.filter(
                status=PaymentStatus.PENDING,
                method=PaymentMethod.GATEWAY,
                expires_at__lte=expiring_before,
                expires_at__gte=expiring_after,
            )
            .order_by("expires_at", "order_id")
            .limit(limit)
            .values_list("order_id", flat=True)
        )

    async def awaiting_offline(self, *, limit: int) -> list[Payment]:
        """Cash and transfer payments still pending, oldest first."""
        return (
            await Payment.filter(
                status=PaymentStatus.PENDING,
                method__in=(PaymentMethod.CASH, PaymentMethod.TRANSFER),
            )
            .order_by("created_at", "order_id")
            .limit(limit)
        )

    async def notifications(self, order_id: str) -> list[tuple[str, str]]:
        rows = await PaymentNotification.filter(order_id=order_id).order_by("id")
        return [(row.transaction_status, row.effect) for row in rows]


def _refund(row: Refund) -> RefundView:
    return RefundView(
        order_id=row.order_id,
        state=row.state.value,
        method=row.method.value,
        amount=row.amount,
        reason=row.reason,
        requested_by=row.requested_by,
        approved_by=row.approved_by,
        bank_name=row.bank_name,
        account_number=row.account_number,
        account_holder=row.account_holder,
        provider_reference=row.provider_reference,
        failure=row.failure,
        created_at=row.created_at,
        done_at=row.done_at,
    )


class RefundRepository:
    """Refunds: one row per order (its primary key), so twenty requests at once make one; each
    step is a conditional UPDATE from the state before it."""

    async def open(
        self,
        *,
        order_id: str,
        method: PaymentMethod,
        amount: int,
        reason: str,
        requested_by: str,
        state: RefundState,
        approved_by: str | None,
        payout: PayoutDetails | None,
    ) -> RefundView | None:
        """The new refund; None when the order has one already (nothing written)."""
        try:
            row = await Refund.create(
                order_id=order_id,
                refund_key=f"KLN-RF-{order_id}",
                method=method,
                amount=amount,
                reason=reason,
                requested_by=requested_by,
                state=state,
                approved_by=approved_by,
                bank_name=payout.bank_name if payout else None,
                account_number=payout.account_number if payout else None,
                account_holder=payout.account_holder if payout else None,
            )
        except IntegrityError:
            return None
        return _refund(row)

    async def get(self, order_id: str) -> RefundView | None:
        row = await Refund.get_or_none(order_id=order_id)
        return _refund(row) if row else None

    async def key(self, order_id: str) -> str | None:
        row = await Refund.get_or_none(order_id=order_id)
        return row.refund_key if row else None

    async def of_orders(self, order_ids: Iterable[str]) -> dict[str, RefundView]:
        ids = list(order_ids)
        if not ids:
            return {}
        return {row.order_id: _refund(row) for row in await Refund.filter(order_id__in=ids)}

    async def move(
        self, order_id: str, *, from_state: RefundState, to_state: RefundState, **changes: object
    ) -> bool:
        moved = await Refund.filter(order_id=order_id, state=from_state).update(
            state=to_state, **changes
        )
        return moved == 1

    async def listed(self, *, states: Iterable[RefundState], limit: int) -> list[RefundView]:
        rows = await Refund.filter(state__in=list(states)).order_by("-created_at").limit(limit)
        return [_refund(row) for row in rows]
