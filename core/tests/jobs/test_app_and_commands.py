"""The runner inside the web process (RUN_JOBS=inline), and `kelana jobs` as an operator uses it."""

import asyncio
import os
import shutil
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from dependency_injector import providers
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.container import build_container
from core.db import Database
from core.jobs import JobContext, JobQueue
from core.modules import MODEL_APPS
from core.settings import PROJECT_ROOT, RunJobs
from core.testing import MakeSettings


async def test_the_web_process_runs_a_job_as_soon_as_it_is_enqueued(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings, migrated_database_url: str
) -> None:
    # Polling once a minute: the job runs at once only because enqueueing woke the runner.
    container = build_container(
        make_settings(
            database_url=migrated_database_url, run_jobs=RunJobs.INLINE, jobs_poll_seconds=60
        )
    )
    ran = asyncio.Event()

    async def handler(job: JobContext) -> None:
        assert job.payload == {"order_id": "K7Q2M9X4PL"}
        ran.set()

    container.job_handlers.override(providers.Object({"test.ping": handler}))
    await aiohttp_client(create_app(container))
    await container.jobs().enqueue("test.ping", {"order_id": "K7Q2M9X4PL"})
    await asyncio.wait_for(ran.wait(), 10)


async def test_the_web_process_runs_no_job_when_told_not_to(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings, migrated_database_url: str
) -> None:
    container = build_container(make_settings(database_url=migrated_database_url))
    assert container.settings().run_jobs is RunJobs.OFF
    asked_for: list[str] = []
    container.job_runner.override(providers.Callable(lambda: asked_for.append("runner")))
    client = await aiohttp_client(create_app(container))
    assert (await client.get("/api/health")).status == 200
    assert asked_for == []


def _kelana(database_file: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - our own interpreter and command
        [sys.executable, "-c", "from core.cli import main; main()", *args],
        cwd=PROJECT_ROOT,
        env={
            **os.environ,
            "ENVIRONMENT": "development",
            "DATABASE_URL": f"sqlite://{database_file}",
            "LOG_LEVEL": "WARNING",
        },
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_kelana_jobs_lists_a_dead_job_and_retries_it(
    migrated_sqlite_template: Path, tmp_path: Path
) -> None:
    database_file = tmp_path / "store.sqlite3"
    shutil.copyfile(migrated_sqlite_template, database_file)

    async def make_a_dead_job() -> int:
        database = Database(url=f"sqlite://{database_file}", model_apps=MODEL_APPS)
        await database.open()
        try:
            queue = JobQueue(database=database)
            await queue.enqueue("mail.send", {"mail_id": 7}, max_attempts=1)
            (job,) = await queue.claim(owner="t", limit=1, lease=timedelta(seconds=30))
            await queue.fail(job, owner="t", error="SMTPServerDisconnected('gone')")
            return job.id
        finally:
            await database.close()

    job_id = asyncio.run(make_a_dead_job())
    listed = _kelana(database_file, "jobs", "--state", "dead")
    assert listed.returncode == 0, listed.stderr
    assert "dead" in listed.stdout
    assert "mail.send" in listed.stdout
    assert "SMTPServerDisconnected" in listed.stdout

    retried = _kelana(database_file, "jobs", "retry", str(job_id))
    assert retried.returncode == 0, retried.stderr
    assert "queued again" in retried.stdout
    assert "No jobs." in _kelana(database_file, "jobs", "--state", "dead").stdout
    assert "queued" in _kelana(database_file, "jobs").stdout

    again = _kelana(database_file, "jobs", "retry", str(job_id))
    assert again.returncode != 0
    assert "not dead" in again.stderr


async def test_metrics_show_jobs_by_kind_and_state_and_their_run_time(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings, migrated_database_url: str
) -> None:
    container = build_container(make_settings(database_url=migrated_database_url))

    async def fails(_job: JobContext) -> None:
        raise RuntimeError("telco down")

    container.job_handlers.override(providers.Object({"test.fails": fails}))
    client = await aiohttp_client(create_app(container))
    queue = container.jobs()
    await queue.enqueue("test.fails", {}, max_attempts=1)
    await queue.enqueue("test.waits", {}, run_after=queue.now() + timedelta(hours=1))
    await container.job_runner().run_until_idle()

    text = await (await client.get("/metrics")).text()

    assert 'kelana_jobs{kind="test.fails",state="dead"} 1.0' in text
    assert 'kelana_jobs{kind="test.waits",state="queued"} 1.0' in text
    assert 'kelana_jobs{kind="test.fails",state="queued"} 0.0' in text
    assert 'kelana_job_run_seconds_count{kind="test.fails",outcome="dead"} 1.0' in text
