"""A `kelana worker` killed while the telco is issuing an eSIM: the next worker finishes the order
with the same profile, once (the durable job's lease, and the Idempotency-Key to the telco)."""

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import PROJECT_ROOT
from modules.esim.schemas import PROVISION_JOB, PROVISIONED_JOB
from modules.esim.service import BuyerService
from modules.esim.tests.conftest import provision_job

Jobs = Callable[[str], Awaitable[list[str]]]


def worker(database_url: str, telco_url: str, log_file: Path) -> subprocess.Popen[bytes]:
    with log_file.open("ab") as log:
        return subprocess.Popen(
            [sys.executable, "-c", "from core.cli import main; main()", "worker"],
            cwd=PROJECT_ROOT,
            env={
                **os.environ,
                "ENVIRONMENT": "development",
                "DATABASE_URL": database_url,
                "TELCO_BASE_URL": telco_url,
                "JOBS_LEASE_SECONDS": "1",
                "JOBS_POLL_SECONDS": "0.2",
                "LOG_FORMAT": "json",
            },
            stdout=subprocess.DEVNULL,
            stderr=log,
        )


async def until(condition: Callable[[], Any], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if await condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"not within {seconds} s")


async def test_a_worker_killed_mid_provisioning_is_replaced_and_the_esim_is_issued_once(  # noqa: PLR0917
    buyer: BuyerService,
    seeded_container: Container,
    migrated_database_url: str,
    telco_simulator: Any,
    jobs_of: Jobs,
    tmp_path: Path,
) -> None:
    request = provision_job("ORDER40001").payload
    await seeded_container.jobs().enqueue(PROVISION_JOB, request, key=f"{PROVISION_JOB}:ORDER40001")
    telco_simulator.state.latency_ms = 1500  # long enough to die while the telco works
    log = tmp_path / "workers.log"

    first = worker(migrated_database_url, telco_simulator.url, log)
    try:
        await until(lambda: _true(telco_simulator.state.received >= 1))
        os.kill(first.pid, signal.SIGKILL)
    finally:
        first.wait()
    # The telco finishes what it was asked (the answer the killed worker never read).
    await until(lambda: _true(len(telco_simulator.state.answers) == 1))
    telco_simulator.state.latency_ms = 0

    second = worker(migrated_database_url, telco_simulator.url, log)
    try:
        await until(lambda: _provisioned(jobs_of), seconds=60)
    finally:
        second.send_signal(signal.SIGTERM)
        second.wait(timeout=15)

    details = (await buyer.order_iccid(uid="uid-ani", order_id="ORDER40001")).iccid_details
    assert (
        details.activation_code
        == telco_simulator.state.answers["order-ORDER40001"]["activation_code"]
    )
    assert len(telco_simulator.state.sims) == 1  # one profile, not two
    assert telco_simulator.state.received >= 2  # the second worker asked again, with the same key
    assert await jobs_of(PROVISIONED_JOB) == [f"{PROVISIONED_JOB}:ORDER40001"]


async def _true(value: bool) -> bool:
    return value


async def _provisioned(jobs_of: Jobs) -> bool:
    return bool(await jobs_of(PROVISIONED_JOB))
