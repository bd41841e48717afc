"""`kelana serve | migrate | seed | make-migrations`: the console command."""

import asyncio
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import click
import structlog
from aiohttp import web
from pydantic import ValidationError

from core.app import create_app
from core.container import MODEL_APPS, Container, build_container
from core.db import Dialect, dialect_of, resolve_database_url
from core.logging import configure_logging
from core.migrations import make_migrations, migrations_location, upgrade
from core.pg_admin import create_scratch_database, drop_database
from core.settings import PROJECT_ROOT, Settings

log = structlog.get_logger("kelana")


def _settings() -> Settings:
    try:
        settings = Settings()
    except ValidationError as error:
        raise click.ClickException(f"invalid settings from the environment:\n{error}") from None
    configure_logging(log_format=settings.log_format, level=settings.log_level)
    return settings


@click.group()
def main() -> None:
    """Kelana eSIM store. Settings come from the environment (DATABASE_URL, HOST, PORT, ...)."""


@main.command()
def serve() -> None:
    """Serve the API and the built frontends."""
    settings = _settings()
    app = create_app(build_container(settings))
    log.info("serving", url=f"http://{settings.host}:{settings.port}")
    # Our middleware logs each request with its request id; aiohttp's access log would not.
    web.run_app(app, host=settings.host, port=settings.port, access_log=None, print=None)


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
