"""A buyer with an eSIM in use at the telco simulator, the store's real SMTP path, and a clock
both the store and the simulator read."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import aiohttp
import pytest
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobContext
from core.settings import DEV_TELCO_API_KEY, Settings
from core.testing_clock import FakeClock
from core.testing_smtp import SmtpServer
from modules.esim.schemas import PROVISION_JOB, ProvisionRequest

PUBLIC_URL = "https://toko.kelana.example"
START = datetime(2026, 11, 20, 3, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


@pytest.fixture
def seeded_container(
    seeded_container: Container,
    *,
    make_settings: Callable[..., Settings],
    migrated_database_url: str,
    telco_simulator: Any,
    smtp_server: SmtpServer,
    clock: FakeClock,
) -> Container:
    settings = make_settings(
        database_url=migrated_database_url,
        telco_base_url=telco_simulator.url,
        smtp_url=smtp_server.url,
        public_url=PUBLIC_URL,
    )
    seeded_container.settings.override(providers.Object(settings))
    seeded_container.alerts.clock.override(providers.Object(clock))
    telco_simulator.state.now = clock
    return seeded_container


@dataclass
class Buyer:
    """A traveller with an eSIM whose package started at the destination."""

    uid: str
    email: str
    iccid: str
    container: Container
    telco: Any
    clock: FakeClock

    async def _telco(self, method: str, path: str, body: object = None) -> dict[str, Any]:
        async with (
            aiohttp.ClientSession() as session,
            session.request(
                method,
                f"{self.telco.url}{path}",
                json=body,
                headers={"X-Api-Key": DEV_TELCO_API_KEY},
            ) as answer,
        ):
            assert answer.status < 300, await answer.text()
            return dict(await answer.json())

    async def uses(self, **usage: object) -> dict[str, Any]:
        """Set the package's usage at the telco (the simulator's usage endpoint)."""
        return await self._telco("POST", f"/v1/sims/{self.iccid}/usage", usage)

    async def sweep(self) -> None:
        """One sweep, then every job it enqueued (the alerts, then their e-mails)."""
        await self.container.alerts.service().sweep()
        await self.run_jobs()

    async def run_jobs(self) -> None:
        await self.container.job_runner().run_until_idle()

    def later(self, **delta: float) -> None:
        self.clock.now = START + timedelta(**delta)


async def make_buyer(
    container: Container,
    telco: Any,
    clock: FakeClock,
    id_token: Any,
    *,
    uid: str,
    order_id: str,
    package_name: str = "eSIM Jepang 5GB 5 Hari",
    product_id: str = "jp-esim-5gb-5d",
) -> Buyer:
    await id_token(uid)
    request = ProvisionRequest(
        order_id=order_id,
        uid=uid,
        email=f"{uid}@example.com",
        name="Ani",
        language="id",
        product_id=product_id,
        product_type="esim_bundle",
        package_name=package_name,
        package_name_en=package_name.replace("eSIM Jepang", "Japan eSIM").replace("Hari", "Days"),
        validity_days=5,
    )
    job = JobContext(
        id=0,
        kind=PROVISION_JOB,
        payload=request.model_dump(mode="json"),
        key=None,
        attempt=1,
        max_attempts=8,
    )
    await container.esim.provisioning().provision(job)
    (owned,) = (await container.esim.buyer().iccids(uid=uid)).iccids
    buyer = Buyer(
        uid=uid,
        email=f"{uid}@example.com",
        iccid=owned.iccid,
        container=container,
        telco=telco,
        clock=clock,
    )
    # The phone connects at the destination: the package's days start now (START).
    await buyer._telco("POST", f"/v1/sims/{buyer.iccid}/connection")
    await buyer.run_jobs()  # the eSIM e-mail goes out first
    return buyer


@pytest.fixture
async def buyer(
    seeded_client: Any,
    seeded_container: Container,
    telco_simulator: Any,
    clock: FakeClock,
    id_token: Any,
) -> Buyer:
    return await make_buyer(
        seeded_container, telco_simulator, clock, id_token, uid="uid-ani", order_id="ORDER30001"
    )
