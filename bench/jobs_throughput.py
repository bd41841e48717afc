"""Job figures of `make bench`: jobs per second with 4 worker processes on PostgreSQL, and how
long a committed job waits before a listening worker starts it (LISTEN/NOTIFY).

Runs on a scratch database of BENCH_POSTGRES_URL (default: the local server) and drops it after.
Each job writes one row (the same handler as the job tests), so a job costs a claim, an insert
and a completion, as a real one does at least.
Usage: python bench/jobs_throughput.py [jobs] [workers]
"""

import asyncio
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tortoise.connection import get_connections
from tortoise.transactions import in_transaction

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.db import CONNECTION_NAME, Database, Dialect  # noqa: E402
from core.jobs import JobQueue, JobState  # noqa: E402
from core.jobs.models import Job  # noqa: E402
from core.migrations import migrations_location, upgrade  # noqa: E402
from core.modules import MODEL_APPS  # noqa: E402
from core.pg_admin import create_scratch_database, drop_database  # noqa: E402
from core.tests.jobs.conftest import EFFECTS_TABLE  # noqa: E402

SERVER = os.environ.get("BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres")


async def _wait(condition, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if await condition():
            return
        await asyncio.sleep(0.02)
    raise TimeoutError


async def main(total: int, worker_count: int) -> None:
    url = await create_scratch_database(SERVER, prefix="kelana_bench_jobs")
    processes: list[subprocess.Popen[bytes]] = []
    try:
        await upgrade(url, MODEL_APPS, migrations_location(Dialect.POSTGRES))
        database = Database(url=url, model_apps=MODEL_APPS)
        await database.open()
        connection = get_connections().get(CONNECTION_NAME)
        await connection.execute_script(EFFECTS_TABLE)
        queue = JobQueue(database=database)
        for _ in range(worker_count):
            processes.append(
                subprocess.Popen(  # noqa: S603 - our own interpreter and module
                    [sys.executable, "-m", "core.tests.jobs.worker_process", url, "60", "30", "8"],
                    cwd=ROOT,
                    stderr=subprocess.DEVNULL,
                )
            )
        # Let the workers start and listen: one job each way round.
        await queue.enqueue("test.record", {})
        await _wait(lambda: Job.filter(state=JobState.DONE).exists(), 60)

        # Latency: one job at a time, commit to the handler's first line.
        waits = []
        for _ in range(20):
            # Counted before the enqueue: a worker may finish the job before a count after it.
            before = await Job.filter(state=JobState.DONE).count()
            async with in_transaction(CONNECTION_NAME):
                await queue.enqueue("test.record", {})
            committed = time.time()
            await _wait(lambda b=before: _done_more_than(b), 30)
            (row,) = await connection.execute_query_dict(
                "SELECT at FROM job_effects ORDER BY at DESC LIMIT 1"
            )
            waits.append((row["at"] - committed) * 1000)

        await connection.execute_script("DELETE FROM job_effects")
        async with in_transaction(CONNECTION_NAME):
            for n in range(total):
                await queue.enqueue("test.record", {"n": n})
        started = time.monotonic()
        done_before = await Job.filter(state=JobState.DONE).count()
        await _wait(lambda: _done_more_than(done_before + total - 1), 600)
        seconds = time.monotonic() - started
        (effects,) = await connection.execute_query_dict(
            "SELECT count(*) AS n, count(DISTINCT job_id) AS distinct_jobs FROM job_effects"
        )
        await database.close()
        waits.sort()
        print(f"jobs: {total} jobs, {worker_count} worker processes x 8 at once, PostgreSQL")
        print(f"jobs: {total / seconds:.0f} jobs/s ({seconds:.2f} s)")
        print(
            f"jobs: handled {effects['n']} times, {effects['distinct_jobs']} distinct jobs "
            f"(each exactly once: {effects['n'] == effects['distinct_jobs'] == total})"
        )
        print(
            f"jobs: NOTIFY wake-up, commit to start: median {statistics.median(waits):.1f} ms, "
            f"max {waits[-1]:.1f} ms over {len(waits)} jobs (workers poll every 60 s)"
        )
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=30)
        await drop_database(url)


async def _done_more_than(count: int) -> bool:
    return await Job.filter(state=JobState.DONE).count() > count


if __name__ == "__main__":
    arguments = sys.argv[1:]
    asyncio.run(
        main(
            int(arguments[0]) if arguments else 5000, int(arguments[1]) if len(arguments) > 1 else 4
        )
    )
