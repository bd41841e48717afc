"""The payments module's jobs. A notification can be lost, so the store asks the provider itself:
for each gateway payment when its page expires, and every PAYMENT_RECONCILE_MINUTES for those open
longer than that; and it tells the provider when it expires or cancels an order."""

from datetime import timedelta
from typing import Any

import structlog

from core.jobs import JobContext, JobQueue, PermanentJobError
from modules.payments.repository import PaymentRepository
from modules.payments.schemas import CHECK_JOB_KIND, CLOSE_JOB_KIND, SWEEP_JOB_KIND
from modules.payments.service import PaymentService

log = structlog.get_logger(__name__)

# A payment still open this long after its page expired is no longer asked about (staff see it).
STOP_ASKING = timedelta(days=1)
SWEEP_LIMIT = 1000  # orders asked about per sweep; the next sweep takes the rest
CHECK_ATTEMPTS = 3  # a sweep's question; the next sweep asks again anyway


def _order_id(job: JobContext) -> str:
    order_id = job.payload.get("order_id") if isinstance(job.payload, dict) else None
    if not isinstance(order_id, str) or not order_id:
        raise PermanentJobError(f"not an order id: {order_id!r}")
    return order_id


class PaymentJobs:
    def __init__(
        self,
        *,
        service: PaymentService,
        repository: PaymentRepository,
        jobs: JobQueue,
        page_minutes: int,
        reconcile_minutes: int,
    ) -> None:
        self._service = service
        self._repository = repository
        self._jobs = jobs
        self._page = timedelta(minutes=page_minutes)
        self._after = timedelta(minutes=reconcile_minutes)

    def handlers(self) -> dict[str, Any]:
        return {
            CHECK_JOB_KIND: self.check,
            SWEEP_JOB_KIND: self.sweep,
            CLOSE_JOB_KIND: self.close,
        }

    async def check(self, job: JobContext) -> None:
        """Job `payments.check`: the provider's status of one order, applied as a notification
        (once-only moves, so asking twice or racing a notification changes nothing). A provider
        that cannot answer fails the job, which is tried again."""
        await self._service.check_at_provider(order_id=_order_id(job))

    async def close(self, job: JobContext) -> None:
        """Job `payments.close_at_provider` (one per order, by its key)."""
        expire = bool(job.payload.get("expire")) if isinstance(job.payload, dict) else False
        await self._service.close_at_provider(order_id=_order_id(job), expire=expire)

    async def sweep(self, job: JobContext) -> None:
        """Job `payments.reconcile`: a `payments.check` for each gateway payment open longer
        than PAYMENT_RECONCILE_MINUTES, then the next sweep while any payment is open."""
        now = self._service.now()
        # A page made at t expires at t + its minutes: made before now - after.
        due = await self._repository.open_gateway_payments(
            expiring_before=now - self._after + self._page,
            expiring_after=now - STOP_ASKING,
            limit=SWEEP_LIMIT,
        )
        for order_id in due:
            await self._jobs.enqueue(
                CHECK_JOB_KIND,
                {"order_id": order_id},
                key=f"{CHECK_JOB_KIND}:{order_id}:{job.key or now.isoformat()}",
                max_attempts=CHECK_ATTEMPTS,
            )
        still_open = await self._repository.open_gateway_payments(
            expiring_before=now + self._page + self._page,
            expiring_after=now - STOP_ASKING,
            limit=1,
        )
        if still_open:
            await self._service.schedule_reconciliation()
        log.info("payments_reconcile_sweep", asked=len(due), open=bool(still_open))
