"""`kelana serve | worker | jobs | payments | sandbox-key | migrate | seed | make-migrations |
openapi`: the console command."""

import asyncio
import json
import os
import signal
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import click
import structlog
from aiohttp import web
from pydantic import ValidationError

from core import serving
from core.api_docs import document_for
from core.app import create_app
from core.container import Container, build_container
from core.db import Dialect, dialect_of, resolve_database_url
from core.errors import DomainError
from core.jobs import JobRow, JobState
from core.logging import configure_logging
from core.migrations import make_migrations, migrations_location, upgrade
from core.modules import MODEL_APPS
from core.pg_admin import create_scratch_database, drop_database
from core.settings import PROJECT_ROOT, Environment, Settings
from core.worker_endpoint import start_worker_endpoint

log = structlog.get_logger("kelana")


def _settings() -> Settings:
    try:
        settings = Settings()
    except ValidationError as error:
        # Each problem by setting name and reason: pydantic's own text would quote the value,
        # which may be a secret.
        problems = "\n".join(
            f"  {'.'.join(map(str, problem['loc'])) or 'settings'}: {problem['msg']}"
            for problem in error.errors(include_input=False, include_url=False)
        )
        raise click.ClickException(
            f"invalid settings from the environment:\n{problems}{_environment_hint()}"
        ) from None
    configure_logging(log_format=settings.log_format, level=settings.log_level)
    return settings


def _environment_hint() -> str:
    """Said when ENVIRONMENT is unset: the production checks then refused a developer's values."""
    if any(name.upper() == "ENVIRONMENT" for name in os.environ):
        return ""
    return (
        "\nkelana runs as production unless ENVIRONMENT says otherwise: a server fixes the "
        "settings above. On a developer's machine the make targets say development: "
        "`make run`, `make staff-add EMAIL=... ROLE=admin`, `make staff-list` (or "
        "ENVIRONMENT=development kelana ...)."
    )


@click.group()
def main() -> None:
    """Kelana eSIM store. Settings come from the environment (DATABASE_URL, HOST, PORT, ...)."""


@main.command()
def serve() -> None:
    """Serve the API and the built frontends."""
    settings = _settings()
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
    settings = _settings()
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
    rows = asyncio.run(_list_jobs(build_container(_settings()), wanted, kind, limit))
    click.echo(_job_table(rows))


async def _list_jobs(
    container: Container, states: tuple[JobState, ...], kind: str | None, limit: int
) -> list[JobRow]:
    database = container.database()
    await database.open()
    try:
        return await container.jobs().jobs(states=states, kind=kind, limit=limit)
    finally:
        await database.close()


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
    retried = asyncio.run(_retry(build_container(_settings()), job_id))
    if not retried:
        raise click.ClickException(f"job {job_id} is not dead (or does not exist)")
    click.echo(f"Job {job_id} is queued again.")


async def _retry(container: Container, job_id: int) -> bool:
    database = container.database()
    await database.open()
    try:
        return await container.jobs().retry(job_id)
    finally:
        await database.close()


@main.group()
def payments() -> None:
    """Payments staff record by hand."""


@payments.command("confirm")
@click.argument("order_id")
def confirm_payment(order_id: str) -> None:
    """Confirm a cash or transfer payment: the order becomes paid when its job runs (in
    `kelana serve` or `kelana worker`)."""
    order_id = order_id.strip().upper()
    try:
        moved = asyncio.run(_confirm(build_container(_settings()), order_id))
    except DomainError as error:
        raise click.ClickException(error.message) from None
    if moved:
        click.echo(f"Payment of order {order_id} confirmed.")
    else:
        click.echo(f"Order {order_id} was already paid; nothing changed.")


async def _confirm(container: Container, order_id: str) -> bool:
    database = container.database()
    await database.open()
    try:
        confirmed: bool = await container.payments.service().confirm_offline_payment(
            order_id=order_id
        )
        return confirmed
    finally:
        await database.close()


@main.command("sandbox-key")
def sandbox_key() -> None:
    """Print the built-in payment sandbox's server key (development only): sign a notification
    with it, SHA512(order_id + status_code + gross_amount + key), as with Midtrans' sandbox key."""
    settings = _settings()
    if not settings.is_development or settings.payment_gateway != "sandbox":
        # Never the merchant's Midtrans key: that one lives in MIDTRANS_SERVER_KEY only.
        raise click.ClickException(
            "the payment sandbox runs only with ENVIRONMENT=development (or test) and "
            "PAYMENT_GATEWAY=sandbox"
        )
    key = build_container(settings).payments.server_key()
    click.echo(key)


STAFF_COMMAND = "command line"  # who the audit log names for these commands


@main.group()
def staff() -> None:
    """Who may enter the back office (/admin) and as what."""


@staff.command("add")
@click.argument("email")
@click.option("--role", type=click.Choice(["staff", "admin"]), default="staff", show_default=True)
def add_staff(email: str, role: str) -> None:
    """Give a store account a back office role (or change it)."""
    try:
        added = asyncio.run(_staff(build_container(_settings()), "add", email, role))
    except DomainError as error:
        raise click.ClickException(error.message) from None
    click.echo(f"{added} may now enter /admin as {role}.")


@staff.command("remove")
@click.argument("email")
def remove_staff(email: str) -> None:
    """Take a person's back office role away and end their sessions."""
    removed = asyncio.run(_staff(build_container(_settings()), "remove", email, ""))
    click.echo(f"{email} removed." if removed else f"{email} had no back office role.")


@staff.command("list")
def list_staff() -> None:
    """Everyone with a back office role."""
    for member in asyncio.run(_staff(build_container(_settings()), "list", "", "")):
        click.echo(f"{member.email}\t{member.role.value}")


async def _staff(container: Container, action: str, email: str, role: str) -> Any:
    database = container.database()
    await database.open()
    try:
        service = container.backoffice.service()
        if action == "add":
            return (await service.add_staff(email, role, by=STAFF_COMMAND)).email
        if action == "remove":
            return await service.remove_staff(email, by=STAFF_COMMAND)
        return await service.staff()
    finally:
        await database.close()


@main.group()
def iccids() -> None:
    """The SIM card and eSIM inventory."""


@iccids.command("import")
@click.argument("csv_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def import_iccids(csv_file: Path) -> None:
    """Add ICCIDs from a CSV (iccid,type[,vendor]; type physical_sim or esim). A file with any
    bad row imports nothing and names each bad line."""
    try:
        added = asyncio.run(_import_iccids(build_container(_settings()), csv_file))
    except ValueError as problems:
        raise click.ClickException(f"nothing imported:\n{problems}") from None
    click.echo(f"{added} ICCIDs added.")


async def _import_iccids(container: Container, csv_file: Path) -> int:
    database = container.database()
    await database.open()
    try:
        added: int = await container.esim.stock().import_csv(csv_file)
        return added
    finally:
        await database.close()


@main.command("telco-simulator")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8090, show_default=True, type=int)
@click.option("--failure-rate", default=0.0, show_default=True, type=click.FloatRange(0, 1))
@click.option("--latency-ms", default=0, show_default=True, type=click.IntRange(0, 60_000))
def telco_simulator(host: str, port: int, failure_rate: float, latency_ms: int) -> None:
    """Serve the telco simulator alone (the store mounts it at /telco-simulator in development)."""
    settings = _settings()
    app = build_container(settings).esim.standalone_simulator(
        failure_rate=failure_rate, latency_ms=latency_ms
    )
    log.info("telco_simulator_serving", url=f"http://{host}:{port}")
    web.run_app(app, host=host, port=port, access_log=None, print=None)


@main.command()
def migrate() -> None:
    """Apply the migrations of DATABASE_URL's dialect (migrations/sqlite or migrations/postgres)."""
    settings = _settings()
    url = resolve_database_url(settings.database_url, base=PROJECT_ROOT)
    dialect = dialect_of(url)
    applied = asyncio.run(upgrade(url, MODEL_APPS, migrations_location(dialect)))
    log.info("migrated", dialect=dialect.value, applied=applied or "nothing: up to date")


@main.command()
def seed() -> None:
    """Load the store's reference data. Safe to run again: it only adds what is missing."""
    added = asyncio.run(_seed(build_container(_settings())))
    log.info("seeded", added=added if any(added.values()) else "nothing: already seeded")


async def _seed(container: Container) -> dict[str, int]:
    database = container.database()
    await database.open()
    try:
        return {name: await seed_module() for name, seed_module in container.seeders().items()}
    finally:
        await database.close()


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
    _settings()
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
