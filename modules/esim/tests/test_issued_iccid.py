"""The eSIM the buyer gets is the one the store allocated: a telco answer for another ICCID
fails the order visibly instead of handing out someone else's profile."""

import dataclasses
from collections.abc import Awaitable, Callable
from typing import Any

from dependency_injector.containers import DeclarativeContainer as Container
from structlog.testing import capture_logs

from modules.esim.adapters import TelcoProfile
from modules.esim.schemas import PROVISION_FAILED_JOB, PROVISIONED_JOB
from modules.esim.service import BuyerService, ProvisioningService
from modules.esim.tests.conftest import provision_job

Jobs = Callable[[str], Awaitable[list[str]]]
ANOTHER_ICCID = "8962000000000000003"


def telco_answering_for(container: Container, iccid: str) -> None:
    """The reseller API answers a well-formed profile, but for another ICCID."""
    telco = container.esim.telco()
    issue = telco.issue_esim

    async def mixed_up(**kwargs: Any) -> TelcoProfile:
        return dataclasses.replace(await issue(**kwargs), iccid=iccid)

    telco.issue_esim = mixed_up


async def test_a_profile_for_another_iccid_fails_the_order_at_once(
    buyer: BuyerService,
    provisioning: ProvisioningService,
    seeded_container: Container,
    jobs_of: Jobs,
) -> None:
    telco_answering_for(seeded_container, ANOTHER_ICCID)

    with capture_logs() as logs:
        await provisioning.provision(provision_job("ORDER10101", attempt=1, max_attempts=8))

    assert await jobs_of(PROVISION_FAILED_JOB) == [f"{PROVISION_FAILED_JOB}:ORDER10101:0"]
    assert await jobs_of(PROVISIONED_JOB) == []
    details = (await buyer.order_iccid(uid="uid-ani", order_id="ORDER10101")).iccid_details
    assert details.iccid != ANOTHER_ICCID
    assert details.activation_code is None
    assert (
        await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com") == []
    )
    (logged,) = [line for line in logs if line["event"] == "esim_issued_for_another_iccid"]
    assert logged["issued"] == ANOTHER_ICCID
    assert logged["allocated"] == details.iccid


async def test_the_allocated_iccid_written_with_spaces_by_the_telco_is_still_its_own(
    provisioning: ProvisioningService, seeded_container: Container, jobs_of: Jobs
) -> None:
    telco = seeded_container.esim.telco()
    issue = telco.issue_esim

    async def spaced(**kwargs: Any) -> TelcoProfile:
        profile = await issue(**kwargs)
        iccid = profile.iccid
        return dataclasses.replace(profile, iccid=f"{iccid[:4]} {iccid[4:12]} {iccid[12:]}")

    telco.issue_esim = spaced

    await provisioning.provision(provision_job("ORDER10102"))

    assert await jobs_of(PROVISIONED_JOB) == [f"{PROVISIONED_JOB}:ORDER10102"]
