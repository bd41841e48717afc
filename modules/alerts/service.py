"""Usage alerts: a sweep reads every sold SIM's packages at the telco and enqueues the alerts
due, one job per package and threshold (the job key makes a second enqueue add nothing); each
alert job checks the buyer still wants alerts, then records the alert (a unique row) and writes
the e-mail in one transaction, so an alert goes out once even when its job runs twice."""

import asyncio
import hashlib
import re
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import structlog
from tortoise.exceptions import IntegrityError

from core.errors import NotFound, Unavailable
from core.jobs import JobContext, JobQueue, PermanentJobError
from core.language import Language
from modules.accounts.service import AccountsService
from modules.alerts.enums import AlertKind
from modules.alerts.links import Unsubscribe, UnsubscribeLinks, top_up_path
from modules.alerts.repository import AlertRepository, StoredAlert
from modules.alerts.rules import due_alerts
from modules.alerts.schemas import SEND_JOB, SWEEP_JOB, AlertJob, SweepReport
from modules.catalog.service import CatalogService
from modules.esim.schemas import OwnedIccid, Package
from modules.esim.service import BuyerService, UsageService
from modules.identity.schemas import MailRecipient
from modules.notifications.schemas import Language as MailLanguage
from modules.notifications.schemas import MailKind
from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)

PAGE = 200  # sold ICCIDs read per query
TELCO_CALLS_AT_ONCE = 8
SEND_ATTEMPTS = 5
WIB = ZoneInfo("Asia/Jakarta")
_PLAIN_ID = re.compile(r"^[A-Za-z0-9._-]{1,60}$")

Recipients = Callable[..., Awaitable[MailRecipient | None]]


def utc_now() -> datetime:
    return datetime.now(UTC)


def package_key(package_id: str) -> str:
    """The package's id as a job key names it: as is when short and plain, else its digest."""
    if _PLAIN_ID.match(package_id):
        return package_id
    return hashlib.sha256(package_id.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def alert_key(iccid: str, package_id: str, kind: AlertKind) -> str:
    """E.g. `alerts.data:8962...:PKG-000001:75`: one job per package and threshold, ever."""
    return f"alerts.{kind.family}:{iccid}:{package_key(package_id)}:{kind.threshold}"


def next_sweep(now: datetime, *, minutes: int) -> tuple[str, datetime]:
    """The sweep after `now`, on the next whole multiple of `minutes` (UTC): every process that
    asks for it names the same one (its job key)."""
    step = minutes * 60
    at = datetime.fromtimestamp((int(now.timestamp()) // step + 1) * step, UTC)
    return f"{SWEEP_JOB}:{at:%Y%m%dT%H%M%S}", at


def _gigabytes(mb: int, language: Language) -> str:
    text = f"{mb / 1024:.1f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if language == "id" else text


class AlertsService:
    def __init__(
        self,
        *,
        repository: AlertRepository,
        jobs: JobQueue,
        usage: UsageService,
        buyer: BuyerService,
        accounts: AccountsService,
        recipients: Recipients,
        notifications: NotificationService,
        catalog: CatalogService,
        links: UnsubscribeLinks,
        public_url: str,
        sweep_minutes: int,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._jobs = jobs
        self._usage = usage
        self._buyer = buyer
        self._accounts = accounts
        self._recipients = recipients
        self._notifications = notifications
        self._catalog = catalog
        self._links = links
        self._public_url = public_url.rstrip("/")
        self._sweep_minutes = sweep_minutes
        self._clock = clock

    @property
    def sweeping(self) -> bool:
        return self._sweep_minutes > 0

    # --- the sweep -------------------------------------------------------------------------

    async def schedule_sweep(self) -> None:
        """The next sweep (one job, however many processes ask for it)."""
        if not self.sweeping:
            return
        key, at = next_sweep(self._clock(), minutes=self._sweep_minutes)
        await self._jobs.enqueue(SWEEP_JOB, key=key, run_after=at, max_attempts=1)

    async def sweep_job(self, job: JobContext) -> None:
        """Job `alerts.sweep`: a sweep, then the next one."""
        try:
            await self.sweep()
        finally:
            await self.schedule_sweep()

    async def sweep(self) -> SweepReport:
        """Read every sold SIM's packages at the telco and enqueue each alert due."""
        report = SweepReport()
        limit = asyncio.Semaphore(TELCO_CALLS_AT_ONCE)
        after: str | None = None
        while page := await self._usage.owned_iccids(after=after, limit=PAGE):
            after = page[-1].iccid
            wanted = [owned for owned in page if await self._wants_alerts(owned.uid)]
            found = await asyncio.gather(*(self._packages(owned, limit) for owned in wanted))
            report.iccids += len(wanted)
            for owned, packages in zip(wanted, found, strict=True):
                if packages is None:
                    report.unreachable += 1
                    continue
                report.packages += len(packages)
                for package in packages:
                    for kind in due_alerts(package, now=self._clock()):
                        await self._enqueue(owned, package, kind)
                        report.due += 1
            if len(page) < PAGE:
                break
        log.info("usage_alerts_sweep", **report.model_dump())
        return report

    async def _wants_alerts(self, uid: str) -> bool:
        return await self._accounts.wants_usage_alerts(uid=uid)

    async def _packages(self, owned: OwnedIccid, limit: asyncio.Semaphore) -> list[Package] | None:
        async with limit:
            try:
                return (await self._buyer.packages(uid=owned.uid, iccid=owned.iccid)).packages
            except (Unavailable, NotFound):
                log.warning("usage_alerts_telco_unreachable", iccid=owned.iccid)
                return None

    async def _enqueue(self, owned: OwnedIccid, package: Package, kind: AlertKind) -> None:
        payload = AlertJob(
            uid=owned.uid,
            iccid=owned.iccid,
            package_id=package.id[:100],
            kind=kind,
            package_name=package.name[:200],
            package_name_en=package.name_en[:200] if package.name_en else None,
            used_mb=max(0, package.usedMb),
            total_mb=package.totalMb,
            end_time=package.endTime,
            product_id=owned.product_id,
        )
        await self._jobs.enqueue(
            SEND_JOB,
            payload.model_dump(mode="json"),
            key=alert_key(owned.iccid, package.id, kind),
            max_attempts=SEND_ATTEMPTS,
        )

    # --- one alert ---------------------------------------------------------------------------

    async def send_job(self, job: JobContext) -> None:
        """Job `alerts.send`: the e-mail of one alert, unless the buyer stopped them."""
        try:
            alert = AlertJob.model_validate(job.payload)
        except ValueError as error:
            raise PermanentJobError(f"not an alert: {error}") from None
        await self.send(alert)

    async def send(self, alert: AlertJob) -> bool:
        """Write the alert's e-mail once; False when not sent (stopped, no address, sent)."""
        if not await self._wants_alerts(alert.uid):
            log.info("usage_alert_skipped", reason="unsubscribed", kind=alert.kind.value)
            return False
        recipient = await self._recipients(uid=alert.uid)
        if recipient is None or not recipient.email:
            log.info("usage_alert_skipped", reason="no_address", kind=alert.kind.value)
            return False
        language: Language = "en" if recipient.language == "en" else "id"
        values = await self._values(alert, language)
        unsubscribe_url = self._links.url(uid=alert.uid, language=language)
        try:
            async with self._repository.transaction():
                alert_id = await self._repository.claim(
                    iccid=alert.iccid,
                    package_id=alert.package_id,
                    kind=alert.kind,
                )
                outbox_id = await self._notifications.queue(
                    kind=MailKind.USAGE_DATA
                    if alert.kind.family == "data"
                    else MailKind.USAGE_EXPIRY,
                    recipient=recipient.email,
                    language=MailLanguage(language),
                    values={**values, "recipient_name": recipient.display_name},
                    unsubscribe_url=unsubscribe_url,
                )
                await self._repository.mailed(alert_id, outbox_id=outbox_id)
        except IntegrityError:
            log.info("usage_alert_already_sent", kind=alert.kind.value)
            return False
        log.info("usage_alert_written", kind=alert.kind.value, outbox_id=outbox_id)
        return True

    async def _values(self, alert: AlertJob, language: Language) -> dict[str, object]:
        name = alert.package_name_en if language == "en" and alert.package_name_en else None
        end = alert.end_time.astimezone(WIB) if alert.end_time else None
        left = alert.end_time - self._clock() if alert.end_time else None
        return {
            "iccid": alert.iccid,
            "package_name": name or alert.package_name,
            "percent": alert.kind.threshold if alert.kind.family == "data" else None,
            "days": int(alert.kind.threshold[:-1]) if alert.kind.family == "ends" else None,
            "hours_left": max(0, int(left / timedelta(hours=1))) if left else None,
            "used_gb": _gigabytes(alert.used_mb, language),
            "total_gb": _gigabytes(alert.total_mb, language) if alert.total_mb else None,
            "ends_at": (
                f"{end:%d.%m.%Y %H.%M} WIB" if language == "id" else f"{end:%d/%m/%Y %H:%M} WIB"
            )
            if end
            else None,
            "top_up_url": await self._top_up_url(alert, language),
        }

    async def _top_up_url(self, alert: AlertJob, language: Language) -> str:
        scope = location = None
        if alert.product_id:
            try:
                product = await self._catalog.product(product_id=alert.product_id)
            except NotFound:
                product = None
            if product is not None:
                scope, location = product.scope.value, product.location_code
        path = top_up_path(scope=scope, location_code=location, iccid=alert.iccid)
        return f"{self._public_url}{path}{'&lng=en' if language == 'en' else ''}"

    # --- the unsubscribe link ------------------------------------------------------------------

    def read_link(self, token: str) -> Unsubscribe | None:
        return self._links.read(token)

    async def unsubscribe(self, link: Unsubscribe) -> None:
        """Stop the account's usage alerts (a link of a deleted account changes nothing)."""
        if await self._recipients(uid=link.uid) is None:
            return
        await self._accounts.stop_usage_alerts(uid=link.uid)
        log.info("usage_alerts_unsubscribed", via="link")

    async def sent(self, *, iccid: str | None = None) -> list[StoredAlert]:
        return await self._repository.sent(iccid=iccid)

    def now(self) -> datetime:
        return self._clock()
