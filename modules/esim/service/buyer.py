"""What the buyer sees and does: ICCIDs, the eSIM's QR, activation and packages, and whether
a kind of card is in stock."""

from collections.abc import Callable
from datetime import datetime, timedelta

import structlog

from core.errors import Conflict, Invalid, NotFound, Unavailable
from modules.esim.adapters import Telco, TelcoError
from modules.esim.enums import EsimErrorCode, IccidStatus, SimKind
from modules.esim.iccids import is_valid_iccid, normalise
from modules.esim.qr import install_links, qr_base64_png, qr_png
from modules.esim.repository import EsimRepository, StoredIccid, StoredProvision
from modules.esim.schemas import (
    Activated,
    IccidDetails,
    IccidList,
    OrderIccid,
    Package,
    Packages,
    StockAvailability,
)
from modules.esim.service.shared import (
    TOP_UP_STATUSES,
    EsimLinks,
    ProvisionOutcomes,
    iccid_record,
    utc_now,
)

log = structlog.get_logger(__name__)

INVALID_ICCID = "Nomor ICCID tidak valid. Periksa kembali 19 atau 20 digit yang dimulai dengan 89."


def _package(name: str, validity_days: int) -> dict[str, object]:
    """The package sold with this order, as the telco is told it when an eSIM is issued."""
    return {"name": name, **({"validity_days": validity_days} if validity_days else {})}


def _validity(provision: StoredProvision, sold_at: datetime | None) -> dict[str, object]:
    """The plan's rule: its days start at first connection or installation, never at purchase;
    the eSIM is to be installed (the card activated) within a number of days of the sale."""
    return {
        "validity_days": provision.validity_days or None,
        "validity_starts": provision.validity_starts,
        "install_by": (
            sold_at + timedelta(days=provision.install_within_days) if sold_at else None
        ),
    }


def _install(record: StoredIccid | None) -> dict[str, object]:
    """An eSIM's install state as the telco's events left it; nothing for a SIM card."""
    if record is None or record.kind is not SimKind.ESIM:
        return {}
    return {
        "install_state": record.install_state.value,
        "installed_device": record.installed_device,
        **({"install_state_at": record.install_state_at} if record.install_state_at else {}),
    }


class BuyerService:
    """The esim routes' use cases: the signed-in buyer's SIMs and eSIMs, an order's QR, a SIM
    card's activation, the packages on an ICCID; the QR image of the e-mail; the stock notice."""

    def __init__(
        self,
        *,
        repository: EsimRepository,
        telco: Telco,
        links: EsimLinks,
        outcomes: ProvisionOutcomes,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._telco = telco
        self._links = links
        self._outcomes = outcomes
        self._clock = clock

    async def iccids(self, *, uid: str) -> IccidList:
        """The buyer's SIMs and eSIMs, each with what was bought with it and whether a data
        package can go on it now (assigned or active: a top-up)."""
        rows = await self._repository.iccids_of(uid)
        sold = await self._repository.provisions([row.order_id for row in rows if row.order_id])
        listed = []
        for row in rows:
            provision = sold.get(row.order_id) if row.order_id else None
            listed.append(
                iccid_record(row).model_copy(
                    update={
                        "top_up": row.status in TOP_UP_STATUSES,
                        "order_id": row.order_id,
                        "product_id": provision.product_id if provision else None,
                        "product_name": provision.package_name if provision else None,
                        "product_name_en": (
                            (provision.package_name_en or provision.package_name)
                            if provision
                            else None
                        ),
                        **(_validity(provision, row.assigned_at) if provision else {}),
                        **_install(row),
                    }
                )
            )
        return IccidList(iccids=listed)

    async def order_iccid(self, *, uid: str, order_id: str) -> OrderIccid:
        provision = await self._repository.provision(order_id)
        if provision is None or provision.uid != uid:
            raise NotFound("Data eSIM untuk order ini belum tersedia", field="id")
        record = await self._repository.iccid(provision.iccid)
        code = provision.lpa
        ios, android = install_links(code) if code else (None, None)
        _, smdp, matching_id = code.split("$", 2) if code else (None, None, None)
        return OrderIccid(
            iccid_details=IccidDetails(
                iccid=provision.iccid,
                type=record.kind.value if record else SimKind.ESIM.value,
                status=record.status.value if record else IccidStatus.ASSIGNED.value,
                qr_code=qr_base64_png(code) if code else None,
                qr_code_format="base64_png" if code else None,
                activation_code=code,
                smdp_address=smdp,
                matching_id=matching_id,
                ios_install_url=ios,
                android_install_url=android,
                **_install(record),
            )
        )

    async def qr_image(self, *, order_id: str, key: str) -> bytes:
        provision = await self._repository.provision(order_id)
        if provision is None or provision.lpa is None or not self._links.qr_key_fits(order_id, key):
            raise NotFound()
        return qr_png(provision.lpa)

    async def activate(self, *, uid: str, order_id: str, iccid_text: str) -> Activated:
        """A physical SIM sold with this order goes live on the network, once."""
        iccid = normalise(iccid_text)
        if not is_valid_iccid(iccid):
            raise Invalid(INVALID_ICCID, code=EsimErrorCode.INVALID_ICCID, field="iccid")
        provision = await self._repository.provision(order_id)
        if provision is None or provision.uid != uid:
            raise NotFound("Order tidak ditemukan atau belum dibayar", field="id")
        if provision.product_type != "sim_bundle":
            raise Conflict(
                "Order ini tidak memerlukan aktivasi kartu SIM", code=EsimErrorCode.NOT_ACTIVATABLE
            )
        record = await self._repository.iccid(iccid)
        if record is None:
            raise NotFound(
                "Kartu SIM dengan ICCID ini tidak ada di inventaris kami",
                code=EsimErrorCode.ICCID_NOT_FOUND,
                field="iccid",
            )
        if record.order_id != order_id:
            raise Conflict(
                "Kartu SIM ini bukan kartu untuk order ini. Pindai kartu yang Anda terima.",
                code=EsimErrorCode.ICCID_NOT_THIS_ORDER,
                field="iccid",
            )
        if record.status is not IccidStatus.ACTIVE:
            try:
                await self._telco.activate_sim(
                    iccid=iccid,
                    package=_package(provision.package_name, provision.validity_days),
                    order_id=order_id,
                    idempotency_key=f"activate-{order_id}",
                )
            except TelcoError:
                raise Unavailable(
                    "Aktivasi sedang tidak dapat diproses. Silakan coba lagi sebentar lagi.",
                    code=EsimErrorCode.TELCO_UNAVAILABLE,
                ) from None
            async with self._repository.transaction():
                if await self._repository.mark_active(iccid, at=self._clock()):
                    await self._repository.finish_provision(
                        order_id, lpa=None, reference=None, at=self._clock()
                    )
                    await self._outcomes.provisioned(order_id, iccid)
            log.info("sim_activated", order_id=order_id, iccid=iccid)
        return Activated(order_id=order_id, iccid=iccid, status=IccidStatus.ACTIVE.value)

    async def packages(self, *, uid: str, iccid: str) -> Packages:
        record = await self._repository.iccid(iccid)
        if record is None or record.owner_uid != uid:
            raise NotFound("ICCID tidak ditemukan", field="iccid")
        try:
            listed = await self._telco.packages(iccid=iccid)
        except TelcoError:
            raise Unavailable(
                "Kuota sedang tidak dapat dimuat. Silakan coba lagi.",
                code=EsimErrorCode.TELCO_UNAVAILABLE,
            ) from None
        # The telco names a package as it was sold (Indonesian); the sale kept its English name.
        sold = await self._repository.provisions([i.order_id for i in listed if i.order_id])
        return Packages(
            packages=[
                Package(
                    id=item.id,
                    name=item.name,
                    name_en=(
                        sold[item.order_id].package_name_en
                        if item.order_id in sold and sold[item.order_id].package_name_en
                        else None
                    ),
                    status=item.status,
                    endTime=item.end_time,
                    orderId=item.order_id,
                    packageType=item.package_type,
                    supportRefill=item.support_refill,
                    usedMb=item.used_mb,
                    totalMb=item.total_mb,
                    usageUpdatedAt=item.usage_updated_at,
                    validityDays=item.validity_days,
                )
                for item in listed
            ]
        )

    async def availability(self) -> StockAvailability:
        """Whether each kind of card can be bought now (not how many: that stays in-house)."""
        stock = await self._repository.stock()
        return StockAvailability(
            esim=stock.get(SimKind.ESIM, 0) > 0,
            physical_sim=stock.get(SimKind.PHYSICAL, 0) > 0,
        )
