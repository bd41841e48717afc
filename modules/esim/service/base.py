"""What every eSIM use case shares: the dependencies, the constants and the provisioned job."""

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Protocol

import structlog

from core.jobs import JobQueue
from modules.esim.adapters import Telco
from modules.esim.enums import SimKind
from modules.esim.repository import EsimRepository
from modules.esim.schemas import (
    PROVISIONED_JOB,
    IccidRecord,
    ProvisionOutcome,
)
from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)

ORDERS_PAGE = "/riwayat-order"
QR_PATH = "/esim/qr"
# The believable stock `kelana seed` adds: issuer prefix 89 62 (Indonesia) 10 (our issuer id).
SEED_STOCK = {SimKind.PHYSICAL: ("896210", "Kelana SIM"), SimKind.ESIM: ("896211", "Kelana eSIM")}
SEED_COUNT = 200
VENDOR_MAX = 40  # esim_iccid.vendor
INVALID_ICCID = "Nomor ICCID tidak valid. Periksa kembali 19 atau 20 digit yang dimulai dengan 89."


def utc_now() -> datetime:
    return datetime.now(UTC)


class StockFigures(Protocol):
    def set_iccid_stock(self, counts: Mapping[str, int]) -> None: ...


class ImportProblems(ValueError):
    """A CSV with bad rows: nothing of it was imported."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def _record(row: object) -> IccidRecord:
    return IccidRecord(
        iccid=row.iccid,  # type: ignore[attr-defined]
        type=row.kind.value,  # type: ignore[attr-defined]
        vendor=row.vendor,  # type: ignore[attr-defined]
        status=row.status.value,  # type: ignore[attr-defined]
        assigned_at=row.assigned_at,  # type: ignore[attr-defined]
    )


class EsimServiceBase:
    def __init__(
        self,
        *,
        repository: EsimRepository,
        telco: Telco,
        jobs: JobQueue,
        notifications: NotificationService,
        public_url: str,
        link_secret: str,
        low_stock: int,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._telco = telco
        self._jobs = jobs
        self._notifications = notifications
        self._public_url = public_url.rstrip("/")
        self._link_secret = link_secret.encode()
        self._low_stock = low_stock
        self._clock = clock

    async def _provisioned(self, order_id: str, iccid: str) -> None:
        outcome = ProvisionOutcome(order_id=order_id, iccid=iccid)
        await self._jobs.enqueue(
            PROVISIONED_JOB, outcome.model_dump(mode="json"), key=f"{PROVISIONED_JOB}:{order_id}"
        )
