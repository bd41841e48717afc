"""`kelana serve | worker | jobs | migrate | seed | make-migrations | openapi | telco-simulator`:
the console command, with the store's operations by hand from core/cli_store.py."""

import asyncio
import json
import signal
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import click
import structlog
from aiohttp import web

from core import serving
from core.api_docs import document_for
from core.app import create_app
from core.cli_store import STORE_COMMANDS
from core.cli_support import load_settings, opened
from core.container import Container, build_container
from core.db import Dialect, dialect_of, resolve_database_url
from core.jobs import JobRow, JobState
from core.logging import configure_logging
from core.migrations import make_migrations, migrations_location, upgrade
from core.modules import MODEL_APPS
from core.pg_admin import create_scratch_database, drop_database
from core.settings import PROJECT_ROOT, Environment, Settings
from core.worker_endpoint import start_worker_endpoint

log = structlog.get_logger("kelana")


@click.group()
def main() -> None:
    """Kelana eSIM store. Settings come from the environment (DATABASE_URL, HOST, PORT, ...)."""


for store_command in STORE_COMMANDS:
    main.add_command(store_command)


@main.command()
def serve() -> None:
    """Serve the API and the built frontends."""
    settings = load_settings()
    app = create_app(build_container(settings))
    log.info("serving", url=f"http://{settings.host}:{settings.port}")
    serving.serve(app, host=settings.host, port=settings.port)


@main.command()
@click.option(
    "--concurrency", type=click.IntRange(1, 64), help="Jobs run at once (default JOBS_CONCURRENCY)."
)
@click.option(
    "--metrics-port",
    type=click.IntRange(0, 65535),
    help="Serve /metrics and /api/health/live on HOST:PORT (default WORKER_METRICS_PORT; unset: "
    "not served).",
)
def worker(concurrency: int | None, metrics_port: int | None) -> None:
    """Run durable jobs until stopped (SIGTERM or Ctrl-C finish the jobs in progress)."""
    settings = load_settings()
    container = build_container(settings)
    if concurrency is not None:
        container.job_runner.add_kwargs(concurrency=concurrency)
    port = metrics_port if metrics_port is not None else settings.worker_metrics_port
    asyncio.run(_work(container, metrics_port=port))


async def _work(container: Container, *, metrics_port: int | None = None) -> None:
    database = container.database()
    await database.open()
    endpoint = None
    try:
        settings = container.settings()
        if metrics_port is not None and settings.metrics_enabled:
            endpoint = await start_worker_endpoint(
                container.metrics(), settings, host=settings.host, port=metrics_port
            )
            log.info("worker_metrics_serving", url=f"http://{settings.host}:{metrics_port}")
        runner = container.job_runner()
        loop = asyncio.get_running_loop()
        for stop_signal in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(stop_signal, runner.stop)
        await runner.run()
    finally:
        if endpoint is not None:
            await endpoint.cleanup()
        await database.close()


@main.group(invoke_without_command=True)
@click.option(
    "--state",
    "states",
    type=click.Choice([state.value for state in JobState]),
    multiple=True,
    help="Only jobs in this state (repeatable). Default: queued, running and dead.",
)
@click.option("--kind", help="Only jobs of this kind.")
@click.option("--limit", type=click.IntRange(1, 10_000), default=50, show_default=True)
@click.pass_context
def jobs(context: click.Context, states: tuple[str, ...], kind: str | None, limit: int) -> None:
    """List jobs, newest first; `kelana jobs retry ID` puts a dead job back in the queue."""
    if context.invoked_subcommand is not None:
        return
    wanted = tuple(JobState(state) for state in states) or (
        JobState.QUEUED,
        JobState.RUNNING,
        JobState.DEAD,
    )
    rows = asyncio.run(_list_jobs(build_container(load_settings()), wanted, kind, limit))
    click.echo(_job_table(rows))


async def _list_jobs(
    container: Container, states: tuple[JobState, ...], kind: str | None, limit: int
) -> list[JobRow]:
    async with opened(container):
        return await container.jobs().jobs(states=states, kind=kind, limit=limit)


def _job_table(rows: list[JobRow]) -> str:
    if not rows:
        return "No jobs."
    header = f"{'id':>8}  {'state':<8}  {'attempts':>8}  {'run after (UTC)':<19}"
    lines = [f"{header}  kind / last error"]
    for row in rows:
        error = f"  {row.last_error.splitlines()[0][:120]}" if row.last_error else ""
        lines.append(
            f"{row.id:>8}  {row.state.value:<8}  {row.attempts:>3}/{row.max_attempts:<4}  "
            f"{row.run_after:%Y-%m-%d %H:%M:%S}  {row.kind}{error}"
        )
    return "\n".join(lines)


@jobs.command("retry")
@click.argument("job_id", type=int)
def retry_job(job_id: int) -> None:
    """Put a dead job back in the queue, its attempts counted afresh."""
    retried = asyncio.run(_retry(build_container(load_settings()), job_id))
    if not retried:
        raise click.ClickException(f"job {job_id} is not dead (or does not exist)")
    click.echo(f"Job {job_id} is queued again.")


async def _retry(container: Container, job_id: int) -> bool:
    async with opened(container):
        return await container.jobs().retry(job_id)


@main.command("telco-simulator")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8090, show_default=True, type=int)
@click.option("--failure-rate", default=0.0, show_default=True, type=click.FloatRange(0, 1))
@click.option("--latency-ms", default=0, show_default=True, type=click.IntRange(0, 60_000))
def telco_simulator(host: str, port: int, failure_rate: float, latency_ms: int) -> None:
    """Serve the telco simulator alone (the store mounts it at /telco-simulator in development)."""
    settings = load_settings()
    app = build_container(settings).esim.standalone_simulator(
        failure_rate=failure_rate, latency_ms=latency_ms
    )
    log.info("telco_simulator_serving", url=f"http://{host}:{port}")
    web.run_app(app, host=host, port=port, access_log=None, print=None)


@main.command()
def migrate() -> None:
    """Apply the migrations of DATABASE_URL's dialect (migrations/sqlite or migrations/postgres)."""
    settings = load_settings()
    url = resolve_database_url(settings.database_url, base=PROJECT_ROOT)
    dialect = dialect_of(url)
    applied = asyncio.run(upgrade(url, MODEL_APPS, migrations_location(dialect)))
    log.info("migrated", dialect=dialect.value, applied=applied or "nothing: up to date")


@main.command()
def seed() -> None:
    """Load the store's reference data. Safe to run again: it only adds what is missing."""
    added = asyncio.run(_seed(build_container(load_settings())))
    log.info("seeded", added=added if any(added.values()) else "nothing: already seeded")


async def _seed(container: Container) -> dict[str, int]:
    async with opened(container):
        return {name: await seed_module() for name, seed_module in container.seeders().items()}


@main.command("make-migrations")
@click.option("--name", default="update", show_default=True, help="Suffix of new migration files.")
@click.option(
    "--postgres-server",
    envvar="MIGRATIONS_POSTGRES_SERVER",
    default="postgres://postgres@127.0.0.1:5432/postgres",
    show_default=True,
    help="A PostgreSQL server where a throwaway database may be created.",
)
def make_migrations_command(name: str, postgres_server: str) -> None:
    """Write new migrations for both dialects from the models (throwaway databases)."""
    load_settings()
    try:
        written = asyncio.run(_make_both(name=name, postgres_server=postgres_server))
    except OSError as error:
        raise click.ClickException(
            f"cannot reach PostgreSQL ({error}); set MIGRATIONS_POSTGRES_SERVER to a server "
            "where a throwaway database may be created"
        ) from None
    log.info("migrations_written", files=written or "none: the models match the migrations")


@asynccontextmanager
async def _throwaway_database(dialect: Dialect, *, postgres_server: str) -> AsyncIterator[str]:
    if dialect is Dialect.SQLITE:
        with tempfile.TemporaryDirectory(prefix="kelana-migrations-") as scratch:
            yield f"sqlite://{Path(scratch) / 'scratch.sqlite3'}"
        return
    url = await create_scratch_database(postgres_server, prefix="kelana_migrations")
    try:
        yield url
    finally:
        await drop_database(url)


async def _make_both(*, name: str, postgres_server: str) -> list[str]:
    written: list[str] = []
    # PostgreSQL first: if its server is missing, nothing has been written yet.
    for dialect in (Dialect.POSTGRES, Dialect.SQLITE):
        async with _throwaway_database(dialect, postgres_server=postgres_server) as url:
            new = await make_migrations(url, MODEL_APPS, migrations_location(dialect), name=name)
        written += [f"{dialect.value}/{file}" for file in new]
    return written


@main.command()
def openapi() -> None:
    """Print the OpenAPI document as sorted JSON (the routes of a development server, without
    its development-only ones), so that CI can diff it."""
    # Fixed settings, not the environment's: the same code prints the same document anywhere.
    settings = Settings(
        environment=Environment.DEVELOPMENT,
        dev_mailbox=False,
        google_sign_in_stand_in=False,
        metrics_enabled=False,
        log_level="ERROR",
    )
    configure_logging(log_format=settings.log_format, level=settings.log_level)
    app = create_app(build_container(settings))
    document = document_for(app, title=settings.brand_name)
    click.echo(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False))
