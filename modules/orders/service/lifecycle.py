"""The steps that move an order and that more than one of its users take: the checkout (a free
claim is paid at once), the jobs (a payment settles, an order expires) and staff (cancel, retry).
Each step is one conditional UPDATE on the order's current status, inside the caller's
transaction where there is one."""

from collections.abc import Callable
from datetime import datetime, timedelta

from tortoise.transactions import in_transaction

from core.errors import NotFound
from core.jobs import JobQueue
from modules.catalog.schemas import ProductType
from modules.catalog.service import CatalogService
from modules.esim.schemas import PROVISION_JOB, ProvisionRequest
from modules.identity.schemas import MailRecipient
from modules.orders.enums import OrderStatus, TransitionCause
from modules.orders.repository import OrderRepository, StoredOrder, TransitionRow
from modules.orders.service.common import PROMISE_JOB, StockHolds, _not_found, log, utc_now
from modules.promos.service import PromoService


class OrderLifecycle:
    def __init__(
        self,
        *,
        repository: OrderRepository,
        catalog: CatalogService,
        promos: PromoService,
        stock: StockHolds,
        jobs: JobQueue,
        provision_attempts: int = 8,
        promise_minutes: int = 70,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._promise = timedelta(minutes=promise_minutes)
        self._repository = repository
        self._catalog = catalog
        self._promos = promos
        self._stock = stock
        self._jobs = jobs
        self._provision_attempts = provision_attempts
        self._clock = clock

    async def stored(self, order_id: str) -> StoredOrder:
        """The order as stored now; NotFound (the buyer's words) when there is none."""
        order = await self._repository.get(order_id)
        if order is None:
            raise _not_found()
        return order

    async def start_provisioning(
        self, order: StoredOrder, recipient: MailRecipient | None, now: datetime
    ) -> StoredOrder:
        """Paid: the esim module is asked (a durable job in this transaction) to issue the
        eSIM, add the package or reserve the SIM card. An eSIM or a package is `provesioning`
        until it answers; a SIM card stays `paid` until its buyer activates it."""
        await self.enqueue_provisioning(order, recipient)
        if order.lines[0].type is ProductType.SIM_BUNDLE:
            return order
        # The delivery promise: checked once, PROVISION_PROMISE_MINUTES after the payment.
        await self._jobs.enqueue(
            PROMISE_JOB,
            {"order_id": order.order_id},
            key=f"{PROMISE_JOB}:{order.order_id}",
            run_after=now + self._promise,
        )
        await self._repository.move(
            order.order_id,
            from_status=OrderStatus.PAID,
            to_status=OrderStatus.PROVISIONING,
            cause=TransitionCause.PROVISION_STARTED,
            at=now,
        )
        return await self.stored(order.order_id)

    async def enqueue_provisioning(
        self, order: StoredOrder, recipient: MailRecipient | None, *, retry: int = 0
    ) -> None:
        line = order.lines[0]
        try:
            product = await self._catalog.product(product_id=line.product_id)
        except NotFound:
            product = None
        validity = product.items[0].validity_days if product and product.items else 0
        rule = (
            {
                "validity_starts": product.validity.starts.value,
                "install_within_days": product.validity.install_within_days,
            }
            if product
            else {}
        )
        request = ProvisionRequest(
            order_id=order.order_id,
            uid=order.uid,
            email=recipient.email if recipient else None,
            name=recipient.display_name if recipient else None,
            language="en" if order.language == "en" else "id",
            product_id=line.product_id,
            product_type=line.type.value,
            package_name=line.name,
            package_name_en=line.name_en,
            validity_days=validity,
            **rule,
            iccid=line.iccid,
        )
        await self._jobs.enqueue(
            PROVISION_JOB,
            request.model_dump(mode="json"),
            # A retry from the back office is a new job (a key names one job for good).
            key=f"{PROVISION_JOB}:{order.order_id}" + (f":retry-{retry}" if retry else ""),
            max_attempts=self._provision_attempts,
        )

    async def event(self, order_id: str, cause: TransitionCause, at: datetime) -> None:
        """A log row that changed nothing; written once per cause, however often the job runs."""
        if any(row.cause is cause for row in await self._repository.transitions(order_id)):
            return
        status = (await self.stored(order_id)).status
        await self._repository.record(TransitionRow(order_id, status, status, cause, at))

    async def close(self, order: StoredOrder, status: OrderStatus, cause: TransitionCause) -> bool:
        """An unpaid order that will never be paid: failed or expired, its promo use and the
        stock unit it held given back, in one transaction."""
        async with in_transaction():
            moved = await self._repository.move(
                order.order_id,
                from_status=OrderStatus.AWAITING_PAYMENT,
                to_status=status,
                cause=cause,
                at=self._clock(),
            )
            if moved and order.promo_code is not None:
                await self._promos.release(code=order.promo_code, order_id=order.order_id)
            if moved:
                await self._stock.release_stock(order_id=order.order_id)
        if moved:
            log.info("order_closed", order_id=order.order_id, status=status.value, cause=cause)
        return moved
