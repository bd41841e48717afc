"""The telco simulator asks for the reseller API's key, as the real one does, and the store
sends it: without it, or with another one, nothing is issued, activated or listed."""

from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import pytest
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import DEV_TELCO_API_KEY
from modules.esim.adapters import HttpTelco, TelcoError
from modules.esim.schemas import PROVISION_FAILED_JOB, PROVISIONED_JOB
from modules.esim.service import ProvisioningService
from modules.esim.tests.conftest import provision_job

Jobs = Callable[[str], Awaitable[list[str]]]
ICCID = "8962000000000000003"
CALLS = [
    ("POST", "/v1/profiles", {"iccid": ICCID, "package": {"name": "eSIM 5GB"}}),
    ("POST", f"/v1/sims/{ICCID}/activation", {"order_id": "ORDER10201"}),
    ("POST", f"/v1/sims/{ICCID}/packages", {"package": {"name": "Data 3GB"}}),
    ("GET", f"/v1/sims/{ICCID}/packages", None),
]
WRONG_KEYS = [
    {},
    {"X-Api-Key": ""},
    {"X-Api-Key": "kelana-dev-telco-kez"},
    {"X-Api-Key": DEV_TELCO_API_KEY + "x"},
    {"X-Api-Key": "kunci-ü-salah"},
    {"Authorization": f"Bearer {DEV_TELCO_API_KEY}"},
]


@pytest.mark.parametrize("headers", WRONG_KEYS)
async def test_a_call_without_the_key_is_a_401_and_changes_nothing(
    telco_simulator: Any, headers: dict[str, str]
) -> None:
    async with aiohttp.ClientSession() as session:
        for method, path, body in CALLS:
            async with session.request(
                method,
                telco_simulator.url + path,
                json=body,
                headers={**headers, "Idempotency-Key": f"key-{path}"},
            ) as answer:
                assert answer.status == 401, path
                assert await answer.json() == {"message": "invalid api key"}

    assert telco_simulator.state.sims == {}
    assert telco_simulator.state.answers == {}


async def test_the_right_key_is_served(telco_simulator: Any) -> None:
    telco = HttpTelco(base_url=telco_simulator.url, api_key=DEV_TELCO_API_KEY)

    profile = await telco.issue_esim(
        iccid=ICCID, package={"name": "eSIM 5GB"}, order_id="ORDER10202", idempotency_key="k1"
    )

    assert profile.iccid == ICCID
    assert [package.name for package in await telco.packages(iccid=ICCID)] == ["eSIM 5GB"]


async def test_a_store_sending_another_key_is_refused_at_once(telco_simulator: Any) -> None:
    telco = HttpTelco(base_url=telco_simulator.url, api_key="not-the-key")

    with pytest.raises(TelcoError) as refused:
        await telco.issue_esim(iccid=ICCID, package={}, order_id="ORDER10203", idempotency_key="k2")

    assert not refused.value.retryable
    assert "not-the-key" not in str(refused.value)
    assert telco_simulator.state.received == 1  # no retry: the key will not get better
    assert telco_simulator.state.sims == {}


async def test_provisioning_with_a_refused_key_fails_the_order_visibly(
    provisioning: ProvisioningService,
    seeded_container: Container,
    jobs_of: Jobs,
    telco_simulator: Any,
) -> None:
    telco_simulator.state.api_key = "the-reseller-rotated-its-key"

    await provisioning.provision(provision_job("ORDER10204", attempt=1, max_attempts=8))

    assert await jobs_of(PROVISION_FAILED_JOB) == [f"{PROVISION_FAILED_JOB}:ORDER10204:0"]
    assert await jobs_of(PROVISIONED_JOB) == []
    assert telco_simulator.state.sims == {}
