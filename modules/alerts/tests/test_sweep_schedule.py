"""The sweep keeps going: each sweep asks for the next one on the next whole interval (one job,
however many processes ask), and the web process's scheduler restarts the chain."""

import asyncio
from datetime import UTC, datetime
from typing import Any

from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobContext, JobState
from modules.alerts.scheduler import SweepScheduler
from modules.alerts.service import next_sweep


def test_the_next_sweep_is_on_the_next_whole_interval() -> None:
    now = datetime(2026, 11, 28, 10, 7, 31, tzinfo=UTC)

    key, at = next_sweep(now, minutes=10)

    assert at == datetime(2026, 11, 28, 10, 10, tzinfo=UTC)
    assert key == "alerts.sweep:20261128T101000"
    assert next_sweep(at, minutes=10)[1] == datetime(2026, 11, 28, 10, 20, tzinfo=UTC)


async def _sweeps(container: Container) -> list[Any]:
    return await container.jobs().jobs(kind="alerts.sweep", states=tuple(JobState))


async def test_a_sweep_asks_for_the_next_one_once_however_many_ask(
    seeded_client: Any, seeded_container: Container
) -> None:
    service = seeded_container.alerts.service()
    job = JobContext(id=0, kind="alerts.sweep", payload={}, key=None, attempt=1, max_attempts=1)

    await asyncio.gather(*(service.sweep_job(job) for _ in range(5)))
    await asyncio.gather(*(service.schedule_sweep() for _ in range(5)))

    (queued,) = await _sweeps(seeded_container)
    key, at = next_sweep(service.now(), minutes=10)
    assert queued.key == key
    assert queued.run_after == at
    assert queued.state is JobState.QUEUED


async def test_the_scheduler_waits_an_interval_then_asks_and_stops_when_told(
    seeded_client: Any, seeded_container: Container
) -> None:
    service = seeded_container.alerts.service()
    scheduler = SweepScheduler(service=service, minutes=1)
    scheduler._seconds = 0.05  # an interval a test can wait for

    task = asyncio.create_task(scheduler.run())
    await asyncio.sleep(0.2)
    scheduler.stop()
    await asyncio.wait_for(task, 1)

    assert len(await _sweeps(seeded_container)) == 1


async def test_no_sweep_when_alerts_are_off(
    seeded_client: Any, seeded_container: Container
) -> None:
    scheduler = SweepScheduler(service=seeded_container.alerts.service(), minutes=0)

    await asyncio.wait_for(scheduler.run(), 1)  # returns at once

    assert await _sweeps(seeded_container) == []


async def test_the_app_starts_without_asking_for_a_sweep(
    seeded_client: Any, seeded_container: Container
) -> None:
    """An app that lives for seconds (a test, a command) leaves no sweep behind."""
    await asyncio.sleep(0.05)

    assert await _sweeps(seeded_container) == []
