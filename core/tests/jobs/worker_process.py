"""A worker process for the job tests: the real runner with the tests' handlers.

`python -m core.tests.jobs.worker_process URL POLL_SECONDS LEASE_SECONDS CONCURRENCY`
runs until SIGTERM. Handlers write to job_effects, so the test counts what really happened.
"""

import asyncio
import os
import signal
import sys
import time

from tortoise.connection import get_connections

from core.db import CONNECTION_NAME, Database
from core.jobs import JobContext, JobQueue, JobRunner
from core.logging import configure_logging
from core.modules import MODEL_APPS
from core.settings import LogFormat


async def record_effect(job: JobContext, what: str) -> None:
    connection = get_connections().get(CONNECTION_NAME)
    mark = (
        "$1, $2, $3, $4, $5" if connection.capabilities.dialect == "postgres" else "?, ?, ?, ?, ?"
    )
    await connection.execute_query(
        f"INSERT INTO job_effects (job_id, attempt, pid, at, what) VALUES ({mark})",  # noqa: S608
        [job.id, job.attempt, os.getpid(), time.time(), what],
    )


async def record(job: JobContext) -> None:
    await record_effect(job, "ran")


async def hang_first_time(job: JobContext) -> None:
    """The first attempt never ends (its worker gets killed); a later one completes."""
    if job.attempt == 1:
        await record_effect(job, "started")
        await asyncio.Event().wait()
    await record_effect(job, "completed")


async def main(url: str, poll: float, lease: float, concurrency: int) -> None:
    configure_logging(log_format=LogFormat.JSON, level="INFO")
    database = Database(url=url, model_apps=MODEL_APPS)
    await database.open()
    runner = JobRunner(
        queue=JobQueue(database=database),
        handlers={"test.record": record, "test.hang": hang_first_time},
        poll_seconds=poll,
        lease_seconds=lease,
        concurrency=concurrency,
        listen_url=url,
    )
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, runner.stop)
    try:
        await runner.run()
    finally:
        await database.close()


if __name__ == "__main__":
    url, poll, lease, concurrency = sys.argv[1:5]
    asyncio.run(main(url, float(poll), float(lease), int(concurrency)))
