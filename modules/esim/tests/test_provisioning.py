"""Provisioning after payment: the telco issues the eSIM once, whatever fails on the way."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import PermanentJobError
from modules.esim.adapters import TelcoError
from modules.esim.schemas import PROVISION_FAILED_JOB, PROVISIONED_JOB
from modules.esim.service import BuyerService, ProvisioningService
from modules.esim.tests.conftest import decode_qr, provision_job

Jobs = Callable[[str], Awaitable[list[str]]]


async def test_an_esim_gets_a_profile_a_qr_and_an_email(
    buyer: BuyerService,
    provisioning: ProvisioningService,
    seeded_container: Container,
    jobs_of: Jobs,
    telco_simulator: Any,
) -> None:
    await provisioning.provision(provision_job("ORDER10001"))

    details = (await buyer.order_iccid(uid="uid-ani", order_id="ORDER10001")).iccid_details
    code = details.activation_code
    assert code is not None
    assert code.startswith("LPA:1$smdp.sim.kelana.test$")
    assert details.qr_code_format == "base64_png"
    assert decode_qr(details.qr_code or "") == code
    assert details.ios_install_url == (
        "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata="
        + code.replace(":", "%3A").replace("$", "%24")
    )
    assert details.android_install_url.startswith("https://esimsetup.android.com/")  # type: ignore[union-attr]
    assert await jobs_of(PROVISIONED_JOB) == [f"{PROVISIONED_JOB}:ORDER10001"]
    (mail,) = await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com")
    assert mail.subject == "eSIM Anda siap dipasang (order ORDER10001)"
    assert details.matching_id in mail.body
    assert "esimsetup.apple.com" in mail.body
    assert list(telco_simulator.state.sims) == [details.iccid]


async def test_running_the_job_again_issues_nothing_new(
    buyer: BuyerService, provisioning: ProvisioningService, jobs_of: Jobs, telco_simulator: Any
) -> None:
    await provisioning.provision(provision_job("ORDER10002"))
    first = (await buyer.order_iccid(uid="uid-ani", order_id="ORDER10002")).iccid_details

    await provisioning.provision(provision_job("ORDER10002", attempt=2))

    again = (await buyer.order_iccid(uid="uid-ani", order_id="ORDER10002")).iccid_details
    assert again.iccid == first.iccid
    assert again.activation_code == first.activation_code
    assert await jobs_of(PROVISIONED_JOB) == [f"{PROVISIONED_JOB}:ORDER10002"]
    assert len(telco_simulator.state.answers) == 1


async def test_a_crash_after_the_telco_answered_is_finished_on_the_next_run_with_the_same_profile(
    provisioning: ProvisioningService,
    seeded_container: Container,
    jobs_of: Jobs,
    telco_simulator: Any,
) -> None:
    repository = seeded_container.esim.repository()
    real_finish = repository.finish_provision
    crashes = {"left": 1}

    async def crash_once(*args: Any, **kwargs: Any) -> bool:
        if crashes["left"]:
            crashes["left"] -= 1
            raise RuntimeError("the worker died here")
        return await real_finish(*args, **kwargs)

    repository.finish_provision = crash_once  # type: ignore[method-assign]
    with pytest.raises(RuntimeError):
        await provisioning.provision(provision_job("ORDER10003"))
    assert await jobs_of(PROVISIONED_JOB) == []

    await provisioning.provision(provision_job("ORDER10003", attempt=2))

    assert await jobs_of(PROVISIONED_JOB) == [f"{PROVISIONED_JOB}:ORDER10003"]
    # The retry carried the same Idempotency-Key: the telco made one profile, not two.
    assert len(telco_simulator.state.answers) == 1
    assert len(telco_simulator.state.sims) == 1


async def test_telco_failures_are_retried_then_the_order_fails(
    provisioning: ProvisioningService, jobs_of: Jobs, telco_simulator: Any
) -> None:
    telco_simulator.state.failure_rate = 1.0

    with pytest.raises(TelcoError):
        await provisioning.provision(provision_job("ORDER10004", attempt=1, max_attempts=3))
    assert await jobs_of(PROVISION_FAILED_JOB) == []
    await provisioning.provision(provision_job("ORDER10004", attempt=3, max_attempts=3))

    assert await jobs_of(PROVISION_FAILED_JOB) == [f"{PROVISION_FAILED_JOB}:ORDER10004:0"]
    assert await jobs_of(PROVISIONED_JOB) == []


async def test_a_sim_card_is_reserved_for_its_buyer_without_the_telco(
    buyer: BuyerService, provisioning: ProvisioningService, jobs_of: Jobs, telco_simulator: Any
) -> None:
    await provisioning.provision(provision_job("ORDER10005", product_type="sim_bundle"))

    (card,) = (await buyer.iccids(uid="uid-ani")).iccids
    assert card.type == "physical_sim"
    assert card.status == "assigned"
    assert await jobs_of(PROVISIONED_JOB) == []  # it goes live when its buyer activates it
    assert telco_simulator.state.sims == {}


async def test_a_job_that_is_not_a_provision_request_is_dead_at_once(
    provisioning: ProvisioningService,
) -> None:
    job = provision_job("ORDER10006")
    job.payload["product_type"] = "spaceship"

    with pytest.raises(PermanentJobError):
        await provisioning.provision(job)
