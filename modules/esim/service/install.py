"""An eSIM after delivery: the telco's signed profile events move its install state forward
(downloaded, installed, enabled, disabled, removed), and an eSIM still not installed a day after
delivery gets one reminder e-mail with its install links."""

import hashlib
import hmac
from collections.abc import Callable
from datetime import datetime, timedelta

import structlog
from pydantic import ValidationError

from core.errors import Invalid, NotFound, Unauthorized
from core.jobs import JobContext, JobQueue, PermanentJobError
from modules.esim.enums import InstallState, SimKind
from modules.esim.qr import install_links
from modules.esim.repository import EsimRepository
from modules.esim.schemas import (
    INSTALL_REMINDER_JOB,
    TELCO_EVENT_STATES,
    ProvisionRequest,
    TelcoEvent,
    TelcoEventReceived,
)
from modules.esim.service.shared import EsimLinks, utc_now
from modules.notifications.schemas import Language, MailKind
from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)

SIGNATURE_PREFIX = "sha256="


class InstallEvents:
    """The telco's webhook: each event verified (HMAC-SHA256 of the body with the shared
    secret), stored once by its id, and the eSIM's state moved forward only."""

    def __init__(self, *, repository: EsimRepository, secret: str) -> None:
        self._repository = repository
        self._secret = secret.encode()

    def _signed(self, body: bytes, given: str | None) -> bool:
        if not given or not given.startswith(SIGNATURE_PREFIX):
            return False
        expected = hmac.new(self._secret, body, hashlib.sha256).hexdigest()
        return hmac.compare_digest(
            expected.encode(), given[len(SIGNATURE_PREFIX) :].encode("utf-8", "replace")
        )

    async def receive(self, *, body: bytes, signature: str | None) -> TelcoEventReceived:
        if not self._signed(body, signature):
            log.warning("telco_event_forged", size=len(body))
            raise Unauthorized("Tanda tangan event operator tidak sah", code="telco_bad_signature")
        try:
            event = TelcoEvent.model_validate_json(body)
        except ValidationError:
            raise Invalid("Event operator tidak dapat dibaca") from None
        record = await self._repository.iccid(event.iccid)
        if record is None or record.kind is not SimKind.ESIM:
            raise NotFound("eSIM tidak dikenal", code="telco_unknown_iccid", field="iccid")
        state = TELCO_EVENT_STATES[event.event]
        moved = await self._repository.record_install_event(
            event_id=event.event_id,
            iccid=event.iccid,
            state=state,
            device=event.device_name,
            occurred_at=event.occurred_at,
        )
        current = await self._repository.iccid(event.iccid)
        assert current is not None  # noqa: S101 - found above, and an ICCID is never deleted
        log.info(
            "telco_event",
            iccid=event.iccid,
            state=state.value,
            outcome={True: "moved", False: "kept", None: "repeat"}[moved],
        )
        return TelcoEventReceived(
            iccid=event.iccid, install_state=current.install_state.value, moved=bool(moved)
        )


class InstallReminders:
    """One reminder e-mail for an eSIM not installed `hours` after it was delivered."""

    def __init__(
        self,
        *,
        repository: EsimRepository,
        jobs: JobQueue,
        notifications: NotificationService,
        links: EsimLinks,
        hours: int,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._jobs = jobs
        self._notifications = notifications
        self._links = links
        self._after = timedelta(hours=hours)
        self._clock = clock

    async def schedule(self, request: ProvisionRequest, *, delivered_at: datetime) -> None:
        """Called in the transaction that delivers the eSIM: one job per order (its key)."""
        if not request.email:
            return
        await self._jobs.enqueue(
            INSTALL_REMINDER_JOB,
            {
                "order_id": request.order_id,
                "email": request.email,
                "name": request.name,
                "language": request.language,
                "package_name": request.package_name
                if request.language == "id"
                else (request.package_name_en or request.package_name),
            },
            key=f"{INSTALL_REMINDER_JOB}:{request.order_id}",
            run_after=delivered_at + self._after,
        )

    async def remind(self, job: JobContext) -> None:
        """Job `esim.install_reminder`: the e-mail, unless the eSIM was installed (or removed,
        or refunded) meanwhile."""
        payload = job.payload if isinstance(job.payload, dict) else {}
        order_id = payload.get("order_id")
        if not isinstance(order_id, str) or not isinstance(payload.get("email"), str):
            raise PermanentJobError("an install reminder names no order or address")
        provision = await self._repository.provision(order_id)
        if provision is None or provision.lpa is None:
            raise PermanentJobError(f"order {order_id} has no eSIM")
        record = await self._repository.iccid(provision.iccid)
        if record is None or record.install_state is not InstallState.NOT_INSTALLED:
            log.info("install_reminder_not_needed", order_id=order_id)
            return
        _, smdp, matching_id = provision.lpa.split("$", 2)
        ios, android = install_links(provision.lpa)
        await self._notifications.queue(
            kind=MailKind.ESIM_INSTALL_REMINDER,
            recipient=payload["email"],
            language=Language.pick(str(payload.get("language") or "")),
            values={
                "recipient_name": payload.get("name"),
                "order_id": order_id,
                "package_name": str(payload.get("package_name") or provision.package_name),
                "qr_url": self._links.qr_url(order_id),
                "smdp_address": smdp,
                "matching_id": matching_id,
                "ios_url": ios,
                "android_url": android,
                "orders_url": self._links.orders_url,
            },
        )
        log.info("install_reminder_sent", order_id=order_id)
