"""What every eSIM use case shares: the dependencies, the constants and the provisioned job."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

import structlog

from core.jobs import JobQueue
from modules.esim.adapters import Telco
from modules.esim.enums import IccidStatus, SimKind
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


@dataclass(frozen=True)
class ImportProblem:
    """One bad line of an ICCID file: its number, why (a code the back office words in the
    reader's language) and what it held."""

    line: int
    reason: str  # not_iccid, bad_type, vendor_too_long, twice, not_utf8, not_csv, too_many
    value: str

    def __str__(self) -> str:
        return (
            f"line {self.line}: "
            + {
                "not_iccid": f"{self.value!r} is not an ICCID (19-20 digits, 89…, Luhn)",
                "bad_type": f"type {self.value!r} is not physical_sim or esim",
                "vendor_too_long": f"vendor longer than {VENDOR_MAX} characters",
                "twice": f"{self.value} is in the file twice",
                "not_utf8": "the file is not UTF-8 text",
                "not_csv": "not readable as CSV (a field too long, or a NUL character)",
                "too_many": f"more than {self.value} rows in one file",
            }[self.reason]
        )


class ImportProblems(ValueError):
    """A CSV with bad rows: nothing of it was imported."""

    def __init__(self, problems: list[ImportProblem]) -> None:
        super().__init__("\n".join(str(problem) for problem in problems))
        self.details = problems
        self.problems = [str(problem) for problem in problems]


# A data package goes on a SIM or eSIM its buyer owns that is sold (assigned) or live (active).
TOP_UP_STATUSES = frozenset({IccidStatus.ASSIGNED, IccidStatus.ACTIVE})


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
