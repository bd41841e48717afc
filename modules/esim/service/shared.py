"""What two of the esim services share, as small objects each is handed: the signed links of
the eSIM e-mail, the answers to orders by job, and the stock report with its low-stock warning."""

import hashlib
import hmac
from datetime import UTC, datetime

import structlog

from core.jobs import JobQueue
from modules.esim.enums import IccidStatus, SimKind
from modules.esim.repository import EsimRepository
from modules.esim.schemas import (
    PROVISION_FAILED_JOB,
    PROVISIONED_JOB,
    IccidRecord,
    ProvisionOutcome,
)

log = structlog.get_logger(__name__)

ORDERS_PAGE = "/riwayat-order"
QR_PATH = "/esim/qr"

# A data package goes on a SIM or eSIM its buyer owns that is sold (assigned) or live (active).
TOP_UP_STATUSES = frozenset({IccidStatus.ASSIGNED, IccidStatus.ACTIVE})


def utc_now() -> datetime:
    return datetime.now(UTC)


def iccid_record(row: object) -> IccidRecord:
    return IccidRecord(
        iccid=row.iccid,  # type: ignore[attr-defined]
        type=row.kind.value,  # type: ignore[attr-defined]
        vendor=row.vendor,  # type: ignore[attr-defined]
        status=row.status.value,  # type: ignore[attr-defined]
        assigned_at=row.assigned_at,  # type: ignore[attr-defined]
    )


class EsimLinks:
    """The store's addresses the eSIM e-mail carries: the QR as an image behind a key only the
    buyer's mail knows (provisioning writes it, the buyer's QR route checks it), and the page
    of the buyer's orders."""

    def __init__(self, *, public_url: str, link_secret: str) -> None:
        self._public_url = public_url.rstrip("/")
        self._secret = link_secret.encode()

    def _key(self, order_id: str) -> str:
        digest = hmac.new(self._secret, f"esim-qr:{order_id}".encode(), hashlib.sha256)
        return digest.hexdigest()[:32]

    def qr_url(self, order_id: str) -> str:
        """The QR as an image the e-mail can show: a link only the buyer's mail knows."""
        return f"{self._public_url}{QR_PATH}/{order_id}/{self._key(order_id)}.png"

    def qr_key_fits(self, order_id: str, key: str) -> bool:
        return hmac.compare_digest(self._key(order_id).encode(), key.encode())

    @property
    def orders_url(self) -> str:
        return self._public_url + ORDERS_PAGE


class ProvisionOutcomes:
    """esim's answers to orders, durable jobs: an order provisioned (an eSIM issued, a package
    added, a SIM card activated) or failed for good."""

    def __init__(self, *, jobs: JobQueue) -> None:
        self._jobs = jobs

    async def provisioned(self, order_id: str, iccid: str) -> None:
        outcome = ProvisionOutcome(order_id=order_id, iccid=iccid)
        await self._jobs.enqueue(
            PROVISIONED_JOB, outcome.model_dump(mode="json"), key=f"{PROVISIONED_JOB}:{order_id}"
        )

    async def failed(self, order_id: str, reason: str, *, job_id: int) -> None:
        outcome = ProvisionOutcome(order_id=order_id, reason=reason)
        await self._jobs.enqueue(
            PROVISION_FAILED_JOB,
            outcome.model_dump(mode="json"),
            # One answer per failed job: a retry from the back office may fail again.
            key=f"{PROVISION_FAILED_JOB}:{order_id}:{job_id}",
        )


class StockWatch:
    """The stock available by kind, with a warning in the log for a kind that runs low (after a
    sale takes a unit, after an import, at each /metrics scrape)."""

    def __init__(self, *, repository: EsimRepository, low_stock: int) -> None:
        self._repository = repository
        self._low_stock = low_stock

    async def report(self) -> dict[SimKind, int]:
        stock = await self._repository.stock()
        for kind, count in stock.items():
            if count < self._low_stock:
                log.warning(
                    "iccid_stock_low", kind=kind.value, available=count, threshold=self._low_stock
                )
        return stock
