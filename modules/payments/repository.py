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
    Refusal,
)
from modules.payments.models import Payment, PaymentNotification

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
