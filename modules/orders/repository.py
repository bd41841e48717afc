"""Order storage: the only code touching the order models. Every status change is one
conditional UPDATE on the current status plus its row in the transition log."""

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from tortoise.exceptions import IntegrityError
from tortoise.expressions import Q, Subquery
from tortoise.functions import Count, Sum
from tortoise.queryset import QuerySet
from tortoise.transactions import in_transaction

from modules.catalog.schemas import ProductType
from modules.orders.enums import DeliveryType, OrderStatus, ShippingStep, TransitionCause
from modules.orders.models import OrderLine, OrderRecord, OrderTransition
from modules.orders.payment_contract import PaymentMethod
from modules.orders.schemas import OrderCursor, OrderSearch


class OrderIdTaken(Exception):
    """Another order already has this id (the same request sent twice, or another user's)."""


@dataclass(frozen=True)
class LineRow:
    product_id: str
    name: str
    type: ProductType
    quantity: int
    price_idr: int
    iccid: str | None = None
    name_en: str = ""


@dataclass(frozen=True)
class NewOrder:
    order_id: str
    uid: str
    payment_method: PaymentMethod
    subtotal_idr: int
    discount_idr: int
    total_idr: int
    promo_code: str | None
    location_code: str | None
    delivery_type: DeliveryType | None
    pickup_location_id: str | None
    delivery_street: str | None
    delivery_city: str | None
    delivery_state: str | None
    delivery_postal_code: str | None
    language: str
    created_at: datetime
    expires_at: datetime
    lines: tuple[LineRow, ...]
    delivery_fee_idr: int = 0
    delivery_days: int | None = None
    recipient_name: str | None = None
    recipient_phone: str | None = None


@dataclass(frozen=True)
class StoredOrder:
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
    payment_url: str | None
    expires_at: datetime
    created_at: datetime
    paid_at: datetime | None
    lines: tuple[LineRow, ...] = field(default=())
    location_code: str | None = None
    delivery_type: DeliveryType | None = None
    # The delivery address as one line ("street, city, state postal code"), when delivered.
    delivery_address: str | None = None
    # The same address in its parts, as the buyer gave them (an order made again reuses them).
    delivery_street: str | None = None
    delivery_city: str | None = None
    delivery_state: str | None = None
    delivery_postal_code: str | None = None
    shipping: "Shipping | None" = None  # a SIM card sent to an address


@dataclass(frozen=True)
class Shipping:
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
class TransitionRow:
    order_id: str
    from_status: OrderStatus | None
    to_status: OrderStatus
    cause: TransitionCause
    at: datetime


def _address(record: OrderRecord) -> str | None:
    if not record.delivery_street:
        return None
    place = " ".join(part for part in (record.delivery_state, record.delivery_postal_code) if part)
    return ", ".join(part for part in (record.delivery_street, record.delivery_city, place) if part)


def _shipping(record: OrderRecord, lines: Sequence[OrderLine]) -> Shipping | None:
    sent = record.delivery_type == DeliveryType.DELIVERY and any(
        line.type == ProductType.SIM_BUNDLE for line in lines
    )
    if not sent:
        return None
    return Shipping(
        fee_idr=record.delivery_fee_idr,
        days=record.delivery_days,
        recipient_name=record.recipient_name,
        recipient_phone=record.recipient_phone,
        step=ShippingStep(record.shipping_step) if record.shipping_step else None,
        packed_at=record.packed_at,
        shipped_at=record.shipped_at,
        delivered_at=record.delivered_at,
        courier=record.courier,
        tracking_number=record.tracking_number,
    )


def _searched(search: OrderSearch, after: OrderCursor | None) -> QuerySet[OrderRecord]:
    """The back office's filters as one query; each has an index (see the models' Meta)."""
    query = OrderRecord.all()
    if search.order_ids is not None:
        query = query.filter(order_id__in=search.order_ids)
    if search.uids is not None:
        query = query.filter(uid__in=search.uids)
    if search.status is not None:
        query = query.filter(status=search.status)
    if search.payment_method is not None:
        query = query.filter(payment_method=search.payment_method)
    if search.product_type is not None:
        typed = OrderLine.filter(type=search.product_type).values("order_id")
        query = query.filter(order_id__in=Subquery(typed))
    if search.created_from is not None:
        query = query.filter(created_at__gte=search.created_from)
    if search.created_before is not None:
        query = query.filter(created_at__lt=search.created_before)
    if after is not None:
        query = query.filter(
            Q(created_at__lt=after.created_at)
            | Q(created_at=after.created_at, order_id__lt=after.order_id)
        )
    return query.order_by("-created_at", "-order_id")


def _stored(record: OrderRecord, lines: Sequence[OrderLine]) -> StoredOrder:
    return StoredOrder(
        order_id=record.order_id,
        uid=record.uid,
        status=OrderStatus(record.status),
        payment_method=PaymentMethod(record.payment_method),
        subtotal_idr=record.subtotal_idr,
        discount_idr=record.discount_idr,
        total_idr=record.total_idr,
        promo_code=record.promo_code,
        pickup_location_id=record.pickup_location_id,
        language=record.language,
        payment_url=record.payment_url,
        expires_at=record.expires_at,
        created_at=record.created_at,
        paid_at=record.paid_at,
        location_code=record.location_code,
        delivery_type=DeliveryType(record.delivery_type) if record.delivery_type else None,
        delivery_address=_address(record),
        shipping=_shipping(record, lines),
        delivery_street=record.delivery_street,
        delivery_city=record.delivery_city,
        delivery_state=record.delivery_state,
        delivery_postal_code=record.delivery_postal_code,
        lines=tuple(
            LineRow(
                product_id=line.product_id,
                name=line.name,
                name_en=line.name_en,
                type=ProductType(line.type),
                quantity=line.quantity,
                price_idr=line.price_idr,
                iccid=line.iccid,
            )
            for line in sorted(lines, key=lambda line: line.id)
        ),
    )


class OrderRepository:
    async def get(self, order_id: str) -> StoredOrder | None:
        record = await OrderRecord.get_or_none(order_id=order_id)
        if record is None:
            return None
        return _stored(record, await OrderLine.filter(order_id=order_id))

    async def of_user(self, uid: str, *, limit: int = 200) -> list[StoredOrder]:
        records = (
            await OrderRecord.filter(uid=uid).order_by("-created_at", "-order_id").limit(limit)
        )
        return await self._with_lines(records)

    async def search(
        self, search: OrderSearch, *, after: OrderCursor | None, limit: int
    ) -> list[StoredOrder]:
        """One page of the back office's list, newest first, starting after `after`."""
        if search.order_ids == () or search.uids == ():
            return []
        return await self._with_lines(await _searched(search, after).limit(limit))

    async def lock(self, order_id: str) -> None:
        """Inside a transaction: the order's row locked until it ends (PostgreSQL; SQLite has
        one writer at a time already)."""
        await OrderRecord.filter(order_id=order_id).select_for_update().first()

    async def orders_with_event(
        self, causes: Sequence[TransitionCause], *, unless: TransitionCause, limit: int
    ) -> list[StoredOrder]:
        """Orders that have a log row of one of `causes` and none of `unless`, newest first."""
        flagged = (
            await OrderTransition.filter(cause__in=list(causes))
            .order_by("-id")
            .limit(limit * 4)
            .values_list("order_id", flat=True)
        )
        settled = set(
            await OrderTransition.filter(cause=unless, order_id__in=list(flagged)).values_list(
                "order_id", flat=True
            )
        )
        wanted = [order_id for order_id in dict.fromkeys(flagged) if order_id not in settled]
        records = await OrderRecord.filter(order_id__in=wanted[:limit])
        order = {order_id: index for index, order_id in enumerate(wanted)}
        records.sort(key=lambda record: order[record.order_id])
        return await self._with_lines(records)

    async def figures(self, *, since: datetime) -> tuple[int, int, int]:
        """Orders made since then, orders paid since then, and the Rupiah they paid."""
        created = await OrderRecord.filter(created_at__gte=since).count()
        paid = (
            await OrderRecord.filter(paid_at__gte=since)
            .annotate(orders=Count("order_id"), revenue=Sum("total_idr"))
            .first()
            .values("orders", "revenue")
        )
        return created, int(paid["orders"] or 0), int(paid["revenue"] or 0)

    async def count(self, *, status: OrderStatus, paid_before: datetime | None = None) -> int:
        query = OrderRecord.filter(status=status)
        if paid_before is not None:
            query = query.filter(paid_at__lt=paid_before)
        return await query.count()

    async def _with_lines(self, records: Sequence[OrderRecord]) -> list[StoredOrder]:
        ids = [record.order_id for record in records]
        lines: dict[str, list[OrderLine]] = {}
        for line in await OrderLine.filter(order_id__in=ids):
            lines.setdefault(line.order_id, []).append(line)  # type: ignore[attr-defined]
        return [_stored(record, lines.get(record.order_id, [])) for record in records]

    async def add(self, order: NewOrder, *, at: datetime, cause: TransitionCause) -> None:
        """Insert the order (awaiting payment), its lines and its first log row; call it inside
        the creation transaction. Raises OrderIdTaken when the id exists (checked by the primary
        key, so two racing requests cannot both insert it)."""
        values: dict[str, Any] = {
            name: getattr(order, name) for name in NewOrder.__dataclass_fields__ if name != "lines"
        }
        values["status"] = OrderStatus.AWAITING_PAYMENT
        try:
            async with in_transaction():
                await OrderRecord.create(**values)
        except IntegrityError:
            raise OrderIdTaken from None
        await OrderLine.bulk_create(
            [
                OrderLine(
                    order_id=order.order_id,
                    product_id=line.product_id,
                    name=line.name,
                    name_en=line.name_en,
                    type=line.type,
                    quantity=line.quantity,
                    price_idr=line.price_idr,
                    iccid=line.iccid,
                )
                for line in order.lines
            ]
        )
        await self.record(
            TransitionRow(order.order_id, None, OrderStatus.AWAITING_PAYMENT, cause, at)
        )

    async def move(
        self,
        order_id: str,
        *,
        from_status: OrderStatus,
        to_status: OrderStatus,
        cause: TransitionCause,
        at: datetime,
        **changes: Any,
    ) -> bool:
        """One conditional UPDATE on the current status, and its log row when it moved the
        order; False (and nothing written) when the order was not in `from_status`."""
        moved = await OrderRecord.filter(order_id=order_id, status=from_status).update(
            status=to_status, **changes
        )
        if moved:
            await self.record(TransitionRow(order_id, from_status, to_status, cause, at))
        return bool(moved)

    async def advance_shipping(
        self,
        order_id: str,
        *,
        step: ShippingStep,
        statuses: Sequence[OrderStatus],
        at: datetime,
        **changes: Any,
    ) -> bool:
        """One conditional UPDATE from the step before `step` (and a status in `statuses`), and
        its log row when it moved the order; False (nothing written) otherwise. Two clicks at
        once: one of them changes the row, the other finds it already moved."""
        moved = await OrderRecord.filter(
            order_id=order_id,
            shipping_step=step.before,
            status__in=list(statuses),
            delivery_type=DeliveryType.DELIVERY,
        ).update(shipping_step=step, **{f"{step.value}_at": at}, **changes)
        if moved:
            status = OrderStatus((await OrderRecord.get(order_id=order_id)).status)
            await self.record(
                TransitionRow(order_id, status, status, TransitionCause(step.value), at)
            )
        return bool(moved)

    async def record(self, row: TransitionRow) -> None:
        await OrderTransition.create(
            order_id=row.order_id,
            from_status=row.from_status,
            to_status=row.to_status,
            cause=row.cause,
            at=row.at,
        )

    async def attach_payment_page(self, order_id: str, *, url: str, expires_at: datetime) -> bool:
        updated = await OrderRecord.filter(
            order_id=order_id, status=OrderStatus.AWAITING_PAYMENT
        ).update(payment_url=url, expires_at=expires_at)
        return bool(updated)

    async def transitions(self, order_id: str) -> list[TransitionRow]:
        rows = await OrderTransition.filter(order_id=order_id).order_by("id")
        return [
            TransitionRow(
                row.order_id,
                OrderStatus(row.from_status) if row.from_status else None,
                OrderStatus(row.to_status),
                TransitionCause(row.cause),
                row.at,
            )
            for row in rows
        ]
