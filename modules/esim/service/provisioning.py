"""Provisioning after payment: the job esim.provision, exactly once towards the telco."""

from pydantic import ValidationError

from core.jobs import JobContext, PermanentJobError
from modules.esim.adapters import TelcoError
from modules.esim.enums import SimKind
from modules.esim.iccids import normalise
from modules.esim.qr import install_links
from modules.esim.repository import SoldOut
from modules.esim.schemas import (
    PROVISION_FAILED_JOB,
    ProvisionOutcome,
    ProvisionRequest,
)
from modules.esim.service.base import (
    ORDERS_PAGE,
    EsimServiceBase,
    log,
)
from modules.notifications.schemas import Language, MailKind


class ProvisioningUseCases(EsimServiceBase):
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
                await self._provisioned(request.order_id, provision.iccid)
                await self._mail_esim(
                    order_id=request.order_id,
                    email=request.email,
                    name=request.name,
                    language=request.language,
                    package_name=request.package_name,
                    activation_code=profile.activation_code,
                )
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
                await self._provisioned(request.order_id, request.iccid)

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
        outcome = ProvisionOutcome(order_id=request.order_id, reason=reason)
        await self._jobs.enqueue(
            PROVISION_FAILED_JOB,
            outcome.model_dump(mode="json"),
            # One answer per failed job: a retry from the back office may fail again.
            key=f"{PROVISION_FAILED_JOB}:{request.order_id}:{job.id}",
        )

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
                "qr_url": self.qr_url(order_id),
                "activation_code": activation_code,
                "smdp_address": smdp,
                "matching_id": matching_id,
                "ios_url": ios,
                "android_url": android,
                "orders_url": self._public_url + ORDERS_PAGE,
            },
        )
