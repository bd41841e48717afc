"""eSIM use cases: stock, provisioning after payment (a durable job, exactly once towards the
telco), the eSIM's QR, activation of a physical SIM, and the packages on an ICCID."""

import csv
import hashlib
import hmac
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

import structlog
from pydantic import ValidationError

from core.errors import Conflict, Invalid, NotFound, Unavailable
from core.jobs import JobContext, JobQueue, PermanentJobError
from modules.esim.adapters import Telco, TelcoError
from modules.esim.enums import EsimErrorCode, IccidStatus, SimKind
from modules.esim.iccids import is_valid_iccid, normalise, with_check_digit
from modules.esim.qr import install_links, qr_base64_png, qr_png
from modules.esim.repository import EsimRepository, NewIccid, SoldOut
from modules.esim.schemas import (
    PROVISION_FAILED_JOB,
    PROVISIONED_JOB,
    Activated,
    IccidDetails,
    IccidList,
    IccidRecord,
    OrderIccid,
    Package,
    Packages,
    ProvisionOutcome,
    ProvisionRequest,
)
from modules.notifications.schemas import Language, MailKind
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


class EsimService:
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

    # --- stock ----------------------------------------------------------------------------------

    async def seed(self) -> int:
        rows = [
            NewIccid(with_check_digit(f"{prefix}{serial:012d}"), kind, vendor)
            for kind, (prefix, vendor) in SEED_STOCK.items()
            for serial in range(1, SEED_COUNT + 1)
        ]
        return await self._repository.add_iccids(rows)

    async def import_csv(self, path: Path) -> int:
        """Rows of iccid,type[,vendor]; any bad row and nothing is imported."""
        rows: list[NewIccid] = []
        problems: list[str] = []
        seen: set[str] = set()
        with path.open(newline="", encoding="utf-8") as handle:
            for line, fields in enumerate(csv.reader(handle), start=1):
                if line == 1 and fields and fields[0].strip().lower() == "iccid":
                    continue
                if not fields or not any(field.strip() for field in fields):
                    continue
                iccid = normalise(fields[0])
                kind_text = fields[1].strip() if len(fields) > 1 else ""
                vendor = fields[2].strip() if len(fields) > 2 else "Kelana"  # noqa: PLR2004
                if not is_valid_iccid(iccid):
                    problems.append(
                        f"line {line}: {fields[0]!r} is not an ICCID (19-20 digits, 89…, Luhn)"
                    )
                elif kind_text not in {kind.value for kind in SimKind}:
                    problems.append(f"line {line}: type {kind_text!r} is not physical_sim or esim")
                elif len(vendor) > VENDOR_MAX:
                    problems.append(f"line {line}: vendor longer than {VENDOR_MAX} characters")
                elif iccid in seen:
                    problems.append(f"line {line}: {iccid} is in the file twice")
                else:
                    seen.add(iccid)
                    rows.append(NewIccid(iccid, SimKind(kind_text), vendor or "Kelana"))
        if problems:
            raise ImportProblems(problems)
        async with self._repository.transaction():
            added = await self._repository.add_iccids(rows)
        await self.report_stock()
        return added

    async def report_stock(self) -> dict[SimKind, int]:
        stock = await self._repository.stock()
        for kind, count in stock.items():
            if count < self._low_stock:
                log.warning(
                    "iccid_stock_low", kind=kind.value, available=count, threshold=self._low_stock
                )
        return stock

    async def count_stock(self, metrics: StockFigures) -> None:
        """A /metrics scrape hook: the stock by kind, and the warning when it runs low."""
        stock = await self.report_stock()
        metrics.set_iccid_stock({kind.value: count for kind, count in stock.items()})

    async def iccid_usable(self, *, uid: str, iccid: str) -> bool:
        """Asked by orders for a data package: is this ICCID the buyer's own SIM or eSIM."""
        record = await self._repository.iccid(normalise(iccid))
        return (
            record is not None
            and record.owner_uid == uid
            and record.status in {IccidStatus.ASSIGNED, IccidStatus.ACTIVE}
        )

    # --- provisioning (job esim.provision) ------------------------------------------------------

    async def provision(self, job: JobContext) -> None:
        try:
            request = ProvisionRequest.model_validate(job.payload)
        except ValidationError as error:
            raise PermanentJobError(f"not a ProvisionRequest: {error}") from None
        key = f"order-{request.order_id}"
        if request.product_type == "data_package":
            await self._top_up(job, request, key)
            return
        kind = SimKind.PHYSICAL if request.product_type == "sim_bundle" else SimKind.ESIM
        async with self._repository.transaction():
            provision = await self._repository.provision(request.order_id)
            if provision is None:
                try:
                    iccid = await self._repository.allocate(
                        kind=kind, uid=request.uid, order_id=request.order_id, at=self._clock()
                    )
                except SoldOut:
                    await self._failed_or_retry(job, request, "sold out", retryable=True)
                    return
                provision = await self._repository.start_provision(
                    order_id=request.order_id,
                    uid=request.uid,
                    iccid=iccid,
                    product_type=request.product_type,
                    package_name=request.package_name,
                )
        await self.report_stock()
        if kind is SimKind.PHYSICAL:
            # The card waits for its buyer; activating it (scan or type its ICCID) finishes.
            log.info("sim_card_reserved", order_id=request.order_id, iccid=provision.iccid)
            return
        if provision.provisioned_at is not None:
            return
        package = {"name": request.package_name, "validity_days": request.validity_days}
        try:
            profile = await self._telco.issue_esim(
                iccid=provision.iccid,
                package=package,
                order_id=request.order_id,
                idempotency_key=key,
            )
        except TelcoError as error:
            await self._failed_or_retry(job, request, str(error), retryable=error.retryable)
            return
        async with self._repository.transaction():
            done = await self._repository.finish_provision(
                request.order_id,
                lpa=profile.activation_code,
                reference=profile.reference,
                at=self._clock(),
            )
            if done:
                await self._repository.mark_active(provision.iccid, at=self._clock())
                await self._provisioned(request.order_id, provision.iccid)
                await self._mail_esim(request, profile.activation_code)
        log.info("esim_provisioned", order_id=request.order_id, iccid=provision.iccid)

    async def _top_up(self, job: JobContext, request: ProvisionRequest, key: str) -> None:
        if not request.iccid:
            raise PermanentJobError("a data package names no ICCID")
        async with self._repository.transaction():
            if await self._repository.provision(request.order_id) is None:
                await self._repository.start_provision(
                    order_id=request.order_id,
                    uid=request.uid,
                    iccid=request.iccid,
                    product_type=request.product_type,
                    package_name=request.package_name,
                )
        package = {"name": request.package_name, "validity_days": request.validity_days}
        try:
            reference = await self._telco.add_package(
                iccid=request.iccid, package=package, order_id=request.order_id, idempotency_key=key
            )
        except TelcoError as error:
            await self._failed_or_retry(job, request, str(error), retryable=error.retryable)
            return
        async with self._repository.transaction():
            if await self._repository.finish_provision(
                request.order_id, lpa=None, reference=reference, at=self._clock()
            ):
                await self._provisioned(request.order_id, request.iccid)

    async def _failed_or_retry(
        self, job: JobContext, request: ProvisionRequest, reason: str, *, retryable: bool
    ) -> None:
        log.warning(
            "provision_attempt_failed",
            order_id=request.order_id,
            attempt=job.attempt,
            of=job.max_attempts,
            reason=reason,
        )
        if retryable and not job.is_last_attempt:
            raise TelcoError(reason, retryable=True)  # the job runs again after its backoff
        outcome = ProvisionOutcome(order_id=request.order_id, reason=reason)
        await self._jobs.enqueue(
            PROVISION_FAILED_JOB,
            outcome.model_dump(mode="json"),
            key=f"{PROVISION_FAILED_JOB}:{request.order_id}",
        )

    async def _provisioned(self, order_id: str, iccid: str) -> None:
        outcome = ProvisionOutcome(order_id=order_id, iccid=iccid)
        await self._jobs.enqueue(
            PROVISIONED_JOB, outcome.model_dump(mode="json"), key=f"{PROVISIONED_JOB}:{order_id}"
        )

    async def _mail_esim(self, request: ProvisionRequest, activation_code: str) -> None:
        if not request.email:
            return
        _, smdp, matching_id = activation_code.split("$", 2)
        ios, android = install_links(activation_code)
        await self._notifications.queue(
            kind=MailKind.ESIM_READY,
            recipient=request.email,
            language=Language.pick(request.language),
            values={
                "recipient_name": request.name,
                "order_id": request.order_id,
                "package_name": request.package_name,
                "qr_url": self.qr_url(request.order_id),
                "activation_code": activation_code,
                "smdp_address": smdp,
                "matching_id": matching_id,
                "ios_url": ios,
                "android_url": android,
                "orders_url": self._public_url + ORDERS_PAGE,
            },
        )

    # --- what the buyer sees -------------------------------------------------------------------

    async def iccids(self, *, uid: str) -> IccidList:
        return IccidList(iccids=[_record(row) for row in await self._repository.iccids_of(uid)])

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
            )
        )

    def _link_key(self, order_id: str) -> str:
        digest = hmac.new(self._link_secret, f"esim-qr:{order_id}".encode(), hashlib.sha256)
        return digest.hexdigest()[:32]

    def qr_url(self, order_id: str) -> str:
        """The QR as an image the e-mail can show: a link only the buyer's mail knows."""
        return f"{self._public_url}{QR_PATH}/{order_id}/{self._link_key(order_id)}.png"

    async def qr_image(self, *, order_id: str, key: str) -> bytes:
        provision = await self._repository.provision(order_id)
        if (
            provision is None
            or provision.lpa is None
            or not hmac.compare_digest(self._link_key(order_id).encode(), key.encode())
        ):
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
                    iccid=iccid, order_id=order_id, idempotency_key=f"activate-{order_id}"
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
                    await self._provisioned(order_id, iccid)
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
        return Packages(
            packages=[
                Package(
                    id=item.id,
                    name=item.name,
                    status=item.status,
                    endTime=item.end_time,
                    orderId=item.order_id,
                    packageType=item.package_type,
                    supportRefill=item.support_refill,
                    usedMb=item.used_mb,
                    totalMb=item.total_mb,
                    usageUpdatedAt=item.usage_updated_at,
                )
                for item in listed
            ]
        )
