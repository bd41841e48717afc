"""The back office's orders: what staff type in the search box turned into the orders module's
filters, one order with everything other modules know of it, the actions staff take on it (each
written to the audit log) and the filtered list as CSV. What it asks of other modules is in
ports.py, what it hands the pages in views.py, the CSV's shape in export.py."""

import re
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import replace
from datetime import UTC, datetime, time, timedelta
from typing import Any

import structlog

from core.errors import Invalid
from core.jobs import JobQueue
from modules.backoffice.formats import WIB
from modules.backoffice.orders.export import csv_header, csv_rows
from modules.backoffice.orders.filters import ORDER_ID, OrderFilters
from modules.backoffice.orders.ports import (
    Buyers,
    Orders,
    Outbox,
    PaymentHistories,
    Phones,
    ProvisionLookups,
)
from modules.backoffice.orders.views import Figures, OrderFile, OrderPage, OrderRow
from modules.backoffice.service import Record
from modules.catalog.schemas import ProductType
from modules.esim.schemas import PROVISION_FAILED_JOB, PROVISION_JOB, PROVISIONED_JOB
from modules.orders.schemas import (
    OrderCursor,
    OrderForStaff,
    OrderSearch,
    OrderStatus,
    ShippingStep,
)
from modules.orders.service import EXPIRE_JOB
from modules.payments.schemas import SETTLED_JOB_KIND, PaymentMethod

log = structlog.get_logger(__name__)

PAGE_SIZE = 50
EXPORT_BATCH = 500
_ICCID = re.compile(r"^89\d{16,18}$")
_PHONE = re.compile(r"^\+?[\d\s().-]{6,24}$")
ORDER_JOB_KINDS = (
    PROVISION_JOB,
    PROVISIONED_JOB,
    PROVISION_FAILED_JOB,
    EXPIRE_JOB,
    SETTLED_JOB_KIND,
)


class OrderDesk:
    def __init__(
        self,
        *,
        orders: Orders,
        identity: Buyers,
        accounts: Phones,
        payments: PaymentHistories,
        esim: ProvisionLookups,
        notifications: Outbox,
        jobs: JobQueue,
        record: Record,
        clock: Callable[[], datetime],
    ) -> None:
        self._orders = orders
        self._identity = identity  # addresses
        self._accounts = accounts  # phone numbers
        self._payments = payments
        self._esim = esim
        self._notifications = notifications
        self._jobs = jobs
        self._record = record
        self._clock = clock

    async def figures(self) -> Figures:
        today = datetime.combine(self._clock().astimezone(WIB).date(), time(), WIB)
        monday = today - timedelta(days=today.weekday())
        return Figures(
            today=await self._orders.figures(since=today.astimezone(UTC)),
            week=await self._orders.figures(since=monday.astimezone(UTC)),
            care=await self._orders.needing_care(),
        )

    async def _search(self, filters: OrderFilters) -> OrderSearch:
        """The filters as the orders module's search; the text is an order id, an e-mail
        address, an ICCID or a phone number, tried in that order."""
        search = OrderSearch(
            status=OrderStatus(filters.status) if filters.status else None,
            payment_method=PaymentMethod(filters.method) if filters.method else None,
            product_type=ProductType(filters.product_type) if filters.product_type else None,
            # In UTC: SQLite compares the stored text, which is UTC.
            created_from=datetime.combine(filters.date_from, time(), WIB).astimezone(UTC)
            if filters.date_from
            else None,
            created_before=datetime.combine(
                filters.date_to + timedelta(days=1), time(), WIB
            ).astimezone(UTC)
            if filters.date_to
            else None,
        )
        text = filters.text
        if not text:
            return search
        compact = re.sub(r"[\s-]", "", text)
        if "@" in text:
            account = await self._identity.account_by_email(text)
            return replace(search, uids=(account.uid,) if account else ())
        if _ICCID.match(compact):
            return replace(search, order_ids=await self._esim.orders_with_iccid(iccid=compact))
        order_id = compact.upper()
        # Ten digits may be an order id or a phone number: only then is the order looked up first.
        maybe_phone = bool(_PHONE.match(text))
        if ORDER_ID.match(order_id) and (
            not maybe_phone
            or await self._orders.search(OrderSearch(order_ids=(order_id,)), limit=1)
        ):
            return replace(search, order_ids=(order_id,))
        if maybe_phone:
            return replace(search, uids=await self._accounts.uids_with_phone(phone=text))
        return replace(search, order_ids=())

    async def _rows(self, orders: Sequence[OrderForStaff]) -> list[OrderRow]:
        emails = await self._identity.emails_of(uids=tuple({order.uid for order in orders}))
        return [OrderRow(order, emails.get(order.uid, "")) for order in orders]

    async def page(self, filters: OrderFilters, *, after: OrderCursor | None) -> OrderPage:
        search = await self._search(filters)
        orders = await self._orders.search(search, after=after, limit=PAGE_SIZE + 1)
        shown = orders[:PAGE_SIZE]
        more = len(orders) > PAGE_SIZE
        last = shown[-1] if shown else None
        return OrderPage(
            rows=await self._rows(shown),
            next_cursor=OrderCursor(last.created_at, last.order_id) if more and last else None,
        )

    async def export(self, filters: OrderFilters, *, by: str) -> AsyncIterator[bytes]:
        """The filtered list as CSV (UTF-8 with a BOM, for spreadsheets), in batches."""
        search = await self._search(filters)
        await self._record(by, "orders.export", "orders", None, filters.as_query())
        yield csv_header()
        after: OrderCursor | None = None
        while True:
            orders = await self._orders.search(search, after=after, limit=EXPORT_BATCH)
            if not orders:
                return
            yield csv_rows(await self._rows(orders))
            if len(orders) < EXPORT_BATCH:
                return
            after = OrderCursor(orders[-1].created_at, orders[-1].order_id)

    async def order_file(self, order_id: str) -> OrderFile:
        """Raises the orders module's NotFound for an unknown id."""
        order, transitions = await self._orders.order_for_staff(order_id=order_id)
        buyer = await self._identity.mail_recipient(uid=order.uid)
        phone = await self._accounts.phone_of(uid=order.uid)
        mails = []
        if buyer is not None and buyer.email:
            sent = await self._notifications.outbox(recipient=buyer.email, limit=100)
            mails = [mail for mail in sent if order_id in mail.subject or order_id in mail.body]
        jobs = await self._jobs.jobs(
            keys=tuple(f"{kind}:{order_id}" for kind in ORDER_JOB_KINDS), limit=50
        )
        return OrderFile(
            order=order,
            transitions=transitions,
            buyer=buyer,
            phone=phone,
            payment=await self._payments.history(order_id=order_id),
            provision=await self._esim.provision_facts(order_id=order_id),
            jobs=jobs,
            mails=mails,
        )

    async def cancel(self, order_id: str, *, by: str) -> bool:
        moved = await self._orders.cancel_unpaid(order_id=order_id)
        if moved:
            await self._record(
                by,
                "order.cancel",
                order_id,
                {"status": OrderStatus.AWAITING_PAYMENT.value},
                {"status": OrderStatus.EXPIRED.value},
            )
        return moved

    async def retry(self, order_id: str, *, by: str) -> bool:
        moved = await self._orders.retry_provisioning(order_id=order_id)
        if moved:
            await self._record(
                by,
                "order.retry_provisioning",
                order_id,
                {"status": OrderStatus.PROVISION_FAILED.value},
                {"status": OrderStatus.PROVISIONING.value},
            )
        return moved

    async def late_payments(self) -> list[OrderRow]:
        return await self._rows(await self._orders.late_payments(limit=50))

    async def late_deliveries(self) -> list[OrderRow]:
        return await self._rows(await self._orders.late_deliveries(limit=50))

    async def settle_late(self, order_id: str, *, by: str, reference: str) -> bool:
        """Raises Invalid without a reference (the refund's, or why it was honoured)."""
        reference = reference.strip()[:200]
        if not reference:
            raise Invalid("Tulis referensi pengembalian dana atau catatannya", field="reference")
        settled = await self._orders.settle_late_payment(order_id=order_id)
        if settled:
            await self._record(
                by, "order.settle_late_payment", order_id, None, {"reference": reference}
            )
        return settled

    async def refund(self, order_id: str, *, by: str, reference: str) -> bool:
        """A paid order that failed to provision, its money given back (the reference goes to
        the audit log). Raises Invalid without a reference."""
        reference = reference.strip()[:200]
        if not reference:
            raise Invalid("Tulis referensi pengembalian dana", field="reference")
        refunded = await self._orders.refund_unfulfilled(order_id=order_id)
        if refunded:
            await self._record(
                by,
                "order.refund",
                order_id,
                {"status": OrderStatus.PROVISION_FAILED.value},
                {"status": OrderStatus.REFUNDED.value, "reference": reference},
            )
        return refunded

    async def advance_delivery(
        self, order_id: str, *, by: str, step: str, courier: str = "", tracking_number: str = ""
    ) -> None:
        """A sent SIM card one step on (packed, shipped, delivered), written to the audit log.
        Raises the orders module's Conflict (out of order, or not sent), Invalid (no courier or
        tracking number) and NotFound; an unknown step is Invalid too."""
        try:
            wanted = ShippingStep(step)
        except ValueError:
            raise Invalid("Langkah pengiriman tidak dikenal", field="step") from None
        order = await self._orders.advance_delivery(
            order_id=order_id, step=wanted, courier=courier, tracking_number=tracking_number
        )
        after: dict[str, Any] = {"step": wanted.value}
        if wanted is ShippingStep.SHIPPED:
            after |= {
                "courier": order.shipping.courier,
                "tracking_number": order.shipping.tracking_number,
            }
        before = {"step": wanted.before.value if wanted.before else None}
        await self._record(by, f"order.delivery_{wanted.value}", order_id, before, after)

    async def resend(self, order_id: str, *, by: str) -> bool:
        sent = await self._orders.resend_esim(order_id=order_id)
        if sent:
            await self._record(by, "order.resend_esim", order_id, None, {"mail": "esim_ready"})
        return sent
