"""Provisioning: the job esim.provision after payment, exactly once towards the telco, and
what orders asks of esim around it (a unit held at checkout and given back when the order
closes unpaid, a top-up's ICCID checked, the eSIM e-mail sent once more)."""

from collections.abc import Callable, Sequence
from datetime import datetime

import structlog
from pydantic import ValidationError

from core.errors import Conflict
from core.jobs import JobContext, PermanentJobError
from modules.esim.adapters import Telco, TelcoError
from modules.esim.enums import EsimErrorCode, IccidStatus, InstallState, SimKind
from modules.esim.iccids import is_valid_iccid, normalise
from modules.esim.qr import install_links
from modules.esim.repository import EsimRepository, SoldOut
from modules.esim.schemas import EsimRefundFacts, ProvisionRequest
from modules.esim.service.install import InstallReminders
from modules.esim.service.shared import (
    TOP_UP_STATUSES,
    EsimLinks,
    ProvisionOutcomes,
    StockWatch,
    utc_now,
)
from modules.notifications.schemas import Language, MailKind
from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)

SOLD_OUT = "Maaf, stok produk ini sedang habis. Silakan pilih produk lain atau coba lagi nanti."
# What a product type takes from the stock; a data package tops up a SIM the buyer has.
_KIND_OF = {"sim_bundle": SimKind.PHYSICAL, "esim_bundle": SimKind.ESIM}


class ProvisioningService:
    """What orders asks of esim: the provisioning job's handler, the stock held and released
    for an order, the check of a top-up's ICCID, and the eSIM e-mail again."""

    def __init__(
        self,
        *,
        repository: EsimRepository,
        telco: Telco,
        notifications: NotificationService,
        links: EsimLinks,
        outcomes: ProvisionOutcomes,
        watch: StockWatch,
        reminders: InstallReminders,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._reminders = reminders
        self._repository = repository
        self._telco = telco
        self._notifications = notifications
        self._links = links
        self._outcomes = outcomes
        self._watch = watch
        self._clock = clock

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
                # The unit held when the order was made; an order made before holds existed
                # takes one from stock now.
                iccid = await self._repository.take_held(
                    order_id=request.order_id, at=self._clock()
                )
                try:
                    iccid = iccid or await self._repository.allocate(
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
                    validity_days=request.validity_days,
                    package_name_en=request.package_name_en,
                    product_id=request.product_id,
                    validity_starts=request.validity_starts,
                    install_within_days=request.install_within_days,
                )
        await self._watch.report()
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
        if not await self._issued_as_allocated(job, request, provision.iccid, profile.iccid):
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
                await self._outcomes.provisioned(request.order_id, provision.iccid)
                await self._reminders.schedule(request, delivered_at=self._clock())
                await self._mail_esim(
                    order_id=request.order_id,
                    email=request.email,
                    name=request.name,
                    language=request.language,
                    package_name=request.package_name,
                    activation_code=profile.activation_code,
                )
        log.info("esim_provisioned", order_id=request.order_id, iccid=provision.iccid)

    async def hold_stock(self, *, product_type: str, uid: str, order_id: str) -> str | None:
        """Asked by orders inside the transaction that creates an unpaid order: one unit of what
        it sells is kept for it (one conditional UPDATE), so no two orders are sold the same
        card and none is sold a card the store does not have. A 409 when none is left; None
        for a data package, which takes no unit."""
        kind = _KIND_OF.get(product_type)
        if kind is None:
            return None
        try:
            iccid = await self._repository.allocate(
                kind=kind,
                uid=uid,
                order_id=order_id,
                at=self._clock(),
                status=IccidStatus.HELD,
            )
        except SoldOut:
            log.warning("stock_sold_out", kind=kind.value, order_id=order_id)
            raise Conflict(SOLD_OUT, code=EsimErrorCode.SOLD_OUT) from None
        return iccid

    async def release_stock(self, *, order_id: str) -> int:
        """Asked by orders when an unpaid order expires or is cancelled: its unit goes back."""
        released = await self._repository.release_held(order_id=order_id)
        if released:
            log.info("stock_released", order_id=order_id, units=released)
        return released

    async def refund_facts(self, *, order_ids: Sequence[str]) -> dict[str, EsimRefundFacts]:
        """Asked by orders about eSIM orders that may be refunded: each one's install state and
        when it was delivered (an order with no eSIM issued is absent)."""
        provisions = await self._repository.provisions(order_ids)
        issued = {order_id: p for order_id, p in provisions.items() if p.lpa is not None}
        records = await self._repository.iccids([p.iccid for p in issued.values()])
        facts = {}
        for order_id, provision in issued.items():
            record = records.get(provision.iccid)
            state = record.install_state if record else InstallState.NOT_INSTALLED
            facts[order_id] = EsimRefundFacts(
                order_id=order_id, install_state=state.value, delivered_at=provision.provisioned_at
            )
        return facts

    async def void(self, job: JobContext) -> None:
        """Job `esim.void` (orders refunded an eSIM): the telco voids its profile (the same key
        again is the same void), then the store marks it removed and retires the ICCID."""
        order_id = job.payload.get("order_id") if isinstance(job.payload, dict) else None
        provision = (
            await self._repository.provision(order_id) if isinstance(order_id, str) else None
        )
        if provision is None or provision.lpa is None:
            raise PermanentJobError(f"no eSIM to void for {order_id!r}")
        await self._telco.void_esim(iccid=provision.iccid, idempotency_key=f"void-{order_id}")
        await self._repository.void(provision.iccid, at=self._clock())
        log.info("esim_voided", order_id=order_id, iccid=provision.iccid)

    async def iccid_usable(self, *, uid: str, iccid: str) -> bool:
        """Asked by orders for a data package: is this ICCID the buyer's own SIM or eSIM."""
        record = await self._repository.iccid(normalise(iccid))
        return record is not None and record.owner_uid == uid and record.status in TOP_UP_STATUSES

    @staticmethod
    def normalised_iccid(text: str) -> str | None:
        """Asked by orders where an ICCID enters: the ICCID as the store keeps it (spaces and
        dashes gone, 19-20 ASCII digits starting 89, Luhn checked), None when it is not one."""
        iccid = normalise(text)
        return iccid if is_valid_iccid(iccid) else None

    async def mail_esim_again(
        self, *, order_id: str, email: str, name: str | None, language: str
    ) -> bool:
        """Asked by orders for staff: the eSIM-ready e-mail again, as provisioning sent it;
        False when the order has no activation code (not an eSIM, or not issued yet)."""
        provision = await self._repository.provision(order_id)
        if provision is None or provision.lpa is None:
            return False
        await self._mail_esim(
            order_id=order_id,
            email=email,
            name=name,
            language=language,
            package_name=provision.package_name,
            activation_code=provision.lpa,
        )
        log.info("esim_mail_resent", order_id=order_id)
        return True

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
                    package_name_en=request.package_name_en,
                    product_id=request.product_id,
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
                await self._outcomes.provisioned(request.order_id, request.iccid)

    async def _issued_as_allocated(
        self, job: JobContext, request: ProvisionRequest, allocated: str, issued: str
    ) -> bool:
        """The profile the telco issued must be for the ICCID the store allocated: a profile
        for another one is never handed to the buyer, the order fails for staff to see. Asking
        again with the same Idempotency-Key would only answer the same profile."""
        issued = str(issued)[:40]  # the telco's word, kept short in the log and the reason
        if normalise(issued) == allocated:
            return True
        log.error(
            "esim_issued_for_another_iccid",
            order_id=request.order_id,
            allocated=allocated,
            issued=issued,
        )
        reason = f"telco issued a profile for ICCID {issued}, not the allocated {allocated}"
        await self._failed_or_retry(job, request, reason, retryable=False)
        return False

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
        await self._outcomes.failed(request.order_id, reason, job_id=job.id)

    async def _mail_esim(
        self,
        *,
        order_id: str,
        email: str | None,
        name: str | None,
        language: str,
        package_name: str,
        activation_code: str,
    ) -> None:
        if not email:
            return
        _, smdp, matching_id = activation_code.split("$", 2)
        ios, android = install_links(activation_code)
        await self._notifications.queue(
            kind=MailKind.ESIM_READY,
            recipient=email,
            language=Language.pick(language),
            values={
                "recipient_name": name,
                "order_id": order_id,
                "package_name": package_name,
                "qr_url": self._links.qr_url(order_id),
                "activation_code": activation_code,
                "smdp_address": smdp,
                "matching_id": matching_id,
                "ios_url": ios,
                "android_url": android,
                "orders_url": self._links.orders_url,
            },
        )
