"""What the back office asks of the esim module: the stock's levels and its list, which
orders an ICCID belongs to, and an order's provisioning as staff see it."""

from dataclasses import dataclass
from datetime import datetime

from modules.esim.enums import IccidStatus, SimKind
from modules.esim.iccids import normalise
from modules.esim.repository import EsimRepository
from modules.esim.schemas import IccidRecord
from modules.esim.service.shared import iccid_record

STOCK_PAGE_MAX = 500


@dataclass(frozen=True)
class ProvisionFacts:
    """An order's provisioning for the back office: never the activation code itself."""

    iccid: str
    has_activation_code: bool
    telco_reference: str | None
    provisioned_at: datetime | None
    install_state: str | None = None  # an eSIM's, as the telco's events tell it (InstallState)
    installed_device: str | None = None


@dataclass(frozen=True)
class StockLevel:
    """One kind's stock for the back office, against the threshold that warns."""

    kind: SimKind
    counts: dict[IccidStatus, int]
    threshold: int

    @property
    def available(self) -> int:
        return self.counts.get(IccidStatus.AVAILABLE, 0)

    @property
    def low(self) -> bool:
        return self.available < self.threshold


class StaffService:
    """The back office's reading of esim: nothing here writes."""

    def __init__(self, *, repository: EsimRepository, low_stock: int) -> None:
        self._repository = repository
        self._low_stock = low_stock

    async def stock_levels(self) -> list[StockLevel]:
        counts = await self._repository.counts()
        return [
            StockLevel(
                kind=kind,
                counts={status: counts.get((kind, status), 0) for status in IccidStatus},
                threshold=self._low_stock,
            )
            for kind in SimKind
        ]

    async def stock_page(
        self,
        *,
        kind: SimKind | None = None,
        status: IccidStatus | None = None,
        starting: str = "",
        after: str = "",
        limit: int = 50,
    ) -> list[IccidRecord]:
        """ICCIDs in number order; `starting` is the leading digits typed (spaces ignored)."""
        rows = await self._repository.listing(
            kind=kind,
            status=status,
            starting="".join(ch for ch in starting if ch.isdigit())[:20],
            after="".join(ch for ch in after if ch.isdigit())[:20],
            limit=min(limit, STOCK_PAGE_MAX),
        )
        return [iccid_record(row) for row in rows]

    async def orders_with_iccid(self, *, iccid: str) -> tuple[str, ...]:
        """The orders that sold, provisioned or topped up this ICCID."""
        return await self._repository.orders_with_iccid(normalise(iccid))

    async def provision_facts(self, *, order_id: str) -> ProvisionFacts | None:
        provision = await self._repository.provision(order_id)
        if provision is None:
            return None
        record = await self._repository.iccid(provision.iccid)
        esim = record is not None and record.kind is SimKind.ESIM
        return ProvisionFacts(
            iccid=provision.iccid,
            has_activation_code=provision.lpa is not None,
            telco_reference=provision.telco_reference,
            provisioned_at=provision.provisioned_at,
            install_state=record.install_state.value if esim and record else None,
            installed_device=record.installed_device if esim and record else None,
        )
