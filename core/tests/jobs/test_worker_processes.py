"""Jobs across real worker processes: a killed worker's job, many workers sharing the table, and
a NOTIFY waking a worker that would otherwise poll only once a minute."""

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
from tortoise.transactions import in_transaction

from core.db import CONNECTION_NAME, Database
from core.jobs import JobQueue, JobState
from core.jobs.models import Job
from core.settings import PROJECT_ROOT
from core.testing import TEST_DATABASE_URL

Workers = Callable[..., subprocess.Popen[bytes]]

# Several worker processes share the table, and LISTEN/NOTIFY wakes them, on PostgreSQL only.
postgres_only = [
    pytest.mark.skipif(not TEST_DATABASE_URL, reason="needs TEST_DATABASE_URL (PostgreSQL)"),
    pytest.mark.parametrize("database_address", ["postgres"], indirect=True),
]


@pytest.fixture
async def workers(database: Database, tmp_path: Path) -> AsyncIterator[Workers]:
    started: list[subprocess.Popen[bytes]] = []

    def start(*, poll: float = 0.2, lease: float = 30.0, concurrency: int = 4) -> subprocess.Popen:
        # The log goes to a file: a pipe nobody reads would block a busy worker.
        log_file = tmp_path / f"worker-{len(started)}.log"
        with log_file.open("wb") as log:
            process = subprocess.Popen(  # noqa: S603 - our own interpreter and module
                [
                    sys.executable,
                    "-m",
                    "core.tests.jobs.worker_process",
                    database.url,
                    str(poll),
                    str(lease),
                    str(concurrency),
                ],
                cwd=PROJECT_ROOT,
                stdout=subprocess.DEVNULL,
                stderr=log,
            )
        process.log_file = log_file  # type: ignore[attr-defined]
        started.append(process)
        return process

    yield start
    for process in started:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    for process in started:
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


async def until(condition: Callable[[], object], *, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if await condition():  # type: ignore[misc]
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"not within {seconds} s")


async def wait_until_listening(process: subprocess.Popen[bytes]) -> None:
    """Read the worker's log until it says it runs (and, on PostgreSQL, listens)."""
    log_file: Path = process.log_file  # type: ignore[attr-defined]

    async def started() -> bool:
        log = await asyncio.to_thread(log_file.read_text)
        assert process.poll() is None, log
        return '"listening":true' in log

    await until(started, seconds=30)


async def test_a_job_whose_worker_is_killed_is_retried_after_its_lease_and_completes_once(
    queue: JobQueue, workers: Workers, effects
) -> None:
    first = workers(lease=1.0)
    await queue.enqueue("test.hang", {})
    await until(lambda: _has(effects, "started"))
    os.kill(first.pid, signal.SIGKILL)
    first.wait()

    workers(lease=1.0)
    await until(lambda: Job.filter(state=JobState.DONE).exists(), seconds=30)
    assert [row["attempt"] for row in await effects("completed")] == [2]
    (job,) = await Job.all()
    assert job.attempts == 2


async def _has(effects, what: str) -> bool:
    return bool(await effects(what))


@postgres_only[0]
@postgres_only[1]
async def test_four_workers_handle_two_thousand_jobs_each_exactly_once(
    queue: JobQueue, workers: Workers, effects, database: Database
) -> None:
    for _ in range(4):
        workers(poll=0.5, concurrency=8)
    async with in_transaction(CONNECTION_NAME):
        for n in range(2000):
            await queue.enqueue("test.record", {"n": n})
    await until(lambda: _all_done(2000), seconds=180)
    rows = await effects("ran")
    assert len(rows) == 2000
    assert len({row["job_id"] for row in rows}) == 2000
    # The work was shared: more than one process ran jobs.
    assert len({row["pid"] for row in rows}) > 1


async def _all_done(total: int) -> bool:
    return await Job.filter(state=JobState.DONE).count() == total


@postgres_only[0]
@postgres_only[1]
async def test_a_committed_job_wakes_a_listening_worker_at_once(
    queue: JobQueue, workers: Workers, effects, database: Database
) -> None:
    # Polling once a minute: a job started within seconds was woken by the NOTIFY.
    await wait_until_listening(workers(poll=60.0))
    async with in_transaction(CONNECTION_NAME):
        await queue.enqueue("test.record", {})
    committed = time.time()
    await until(lambda: _has(effects, "ran"), seconds=20)
    (row,) = await effects("ran")
    assert row["at"] - committed < 20
