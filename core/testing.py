"""pytest fixtures shared by every module's tests (loaded with `-p core.testing`).

It knows no module, as the rest of core: a module's own test helpers are its plugin,
`modules/<name>/testing.py` (`identity_account`, `telco_simulator`), loaded next to this one in
pyproject's addopts; fixtures find each other by name.

Database tests take `database_url`, which runs them on SQLite (a temp file) and, when
TEST_DATABASE_URL is set, again on a fresh PostgreSQL database made for that test.
"""

import asyncio
import json
import os
import shutil
import warnings
from collections.abc import AsyncIterator, Callable, Iterator
from datetime import timedelta, timezone
from pathlib import Path
from typing import Any, Protocol

import pytest
import structlog
from aiohttp import web
from aiohttp.test_utils import TestClient
from aiosmtpd.smtp import SMTP
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from dependency_injector import providers
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.container import Container, build_container
from core.db import dialect_of, sqlite_file
from core.logging import configure_logging, flush_logs
from core.migrations import migrations_location, upgrade
from core.modules import MODEL_APPS, MODULES
from core.pg_admin import (
    copy_database,
    create_scratch_database,
    drop_database,
    scratch_database_url,
)
from core.serving import install_front_door
from core.settings import Environment, LogFormat, RunJobs, Settings
from core.testing_postgres import ReusedDatabase
from core.testing_smtp import SmtpServer


class TelcoAddress(Protocol):
    """What `seeded_container` reads of the `telco_simulator` fixture (modules/esim/testing.py)."""

    url: str


TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL")
DATABASE_BACKENDS = ["sqlite", "postgres"] if TEST_DATABASE_URL else ["sqlite"]

MakeSettings = Callable[..., Settings]


@pytest.fixture(autouse=True)
def _json_logs() -> None:
    configure_logging(log_format=LogFormat.JSON, level="INFO")
    structlog.contextvars.clear_contextvars()


@pytest.fixture
def log_events(capsys: pytest.CaptureFixture[str]) -> Callable[[], list[dict[str, Any]]]:
    """The JSON log lines written to stderr since the last call, parsed: what an operator reads."""

    def read() -> list[dict[str, Any]]:
        flush_logs()
        lines = capsys.readouterr().err.splitlines()
        return [json.loads(line) for line in lines if line.startswith("{")]

    return read


@pytest.fixture(scope="session")
def reused_postgres() -> Iterator[ReusedDatabase | None]:
    """This test process's PostgreSQL database (core/testing_postgres.py); None without one."""
    if TEST_DATABASE_URL is None:
        yield None
        return
    reused = ReusedDatabase(TEST_DATABASE_URL)
    yield reused
    asyncio.run(reused.drop())


@pytest.fixture(params=DATABASE_BACKENDS)
async def database_address(
    request: pytest.FixtureRequest, tmp_path: Path, reused_postgres: ReusedDatabase | None
) -> str:
    """Where this test's database lives: a temp SQLite file and, when TEST_DATABASE_URL is set,
    this test process's PostgreSQL database (never another process's, so parallel runs never
    meet). Nothing is made here; `database_url` makes it empty, `migrated_database_url` a
    migrated copy, `seeded_client` a seeded one."""
    if request.param == "sqlite":
        return f"sqlite://{tmp_path / 'kelana-test.sqlite3'}"
    assert reused_postgres is not None
    return reused_postgres.url


@pytest.fixture
async def database_url(
    request: pytest.FixtureRequest, database_address: str, reused_postgres: ReusedDatabase | None
) -> str:
    """An empty database for this test, on SQLite and (with TEST_DATABASE_URL) PostgreSQL; the
    migrated or seeded one when the test asks for that too."""
    wants_tables = {"migrated_database_url", "seeded_client"} & set(request.fixturenames)
    if sqlite_file(database_address) is None and not wants_tables:
        assert reused_postgres is not None
        await reused_postgres.become_empty()
    return database_address


@pytest.fixture
def web_root(tmp_path: Path) -> Path:
    root = tmp_path / "web"
    root.mkdir()
    return root


@pytest.fixture(scope="session")
def identity_signing_key() -> str:
    """One RSA key for the whole run: making one per test would cost more than the tests."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    return pem.decode()


@pytest.fixture
def make_settings(tmp_path: Path, web_root: Path, identity_signing_key: str) -> MakeSettings:
    def make(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "environment": Environment.TEST,
            "database_url": f"sqlite://{tmp_path / 'app.sqlite3'}",
            "web_root": web_root,
            "log_format": LogFormat.JSON,
            "var_dir": tmp_path / "var",
            "identity_signing_key": identity_signing_key,
            # Tests run due jobs when they choose (`container.job_runner().run_until_idle()`);
            # the runner's own tests turn it on.
            "run_jobs": RunJobs.OFF,
            # The 90,000 areas are loaded by the tests that read them, not by every app.
            "seed_areas": False,
            **overrides,
        }
        return Settings(**values)

    return make


@pytest.fixture
def settings(make_settings: MakeSettings) -> Settings:
    """Override in a test module (e.g. with `database_url`) to change what the app gets."""
    return make_settings()


@pytest.fixture
def container(settings: Settings) -> Container:
    return build_container(settings)


async def served(aiohttp_client: AiohttpClient, app: web.Application) -> TestClient:
    """A test client for `app` behind the front door (core.serving), as `kelana serve` runs it."""
    client = await aiohttp_client(app)
    # Before the first request: each connection takes the server's handler when it opens.
    assert client.server.runner is not None
    install_front_door(client.server.runner, app)
    return client


@pytest.fixture
async def client(aiohttp_client: AiohttpClient, container: Container) -> TestClient:
    """The real app from the real factory, behind the front door as `kelana serve` runs it,
    started and stopped by the test client."""
    return await served(aiohttp_client, create_app(container))


@pytest.fixture(scope="session")
def migrated_sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One SQLite file migrated once per run; each test gets a copy (migrating costs ~0.5 s)."""
    path = tmp_path_factory.mktemp("template") / "migrated.sqlite3"
    url = f"sqlite://{path}"
    asyncio.run(upgrade(url, MODEL_APPS, migrations_location(dialect_of(url))))
    return path


@pytest.fixture(scope="session")
def migrated_postgres_template() -> Iterator[str | None]:
    """One PostgreSQL database migrated once per test process; each test gets a copy made by the
    server (about 35 ms, where migrating costs about a second). None without PostgreSQL."""
    if TEST_DATABASE_URL is None:
        yield None
        return

    async def migrate() -> str:
        url = await create_scratch_database(TEST_DATABASE_URL, prefix="kelana_template")
        await upgrade(url, MODEL_APPS, migrations_location(dialect_of(url)))
        return url

    url = asyncio.run(migrate())
    try:
        yield url
    finally:
        asyncio.run(drop_database(url))


@pytest.fixture
async def migrated_database_url(
    request: pytest.FixtureRequest,
    database_address: str,
    migrated_sqlite_template: Path,
    migrated_postgres_template: str | None,
    reused_postgres: ReusedDatabase | None,
) -> str:
    """This test's database with the committed migrations applied: every module's tables exist.
    A test that uses `seeded_client` gets the seeded copy instead, once, when the app starts."""
    if "seeded_client" in request.fixturenames:
        return database_address
    if (path := sqlite_file(database_address)) is not None:
        shutil.copyfile(migrated_sqlite_template, path)
        return database_address
    assert migrated_postgres_template is not None
    assert reused_postgres is not None
    await reused_postgres.become_copy_of(migrated_postgres_template)
    return database_address


@pytest.fixture
async def smtp_server() -> AsyncIterator[SmtpServer]:
    loop = asyncio.get_running_loop()
    holder = SmtpServer(port=0)
    sessions: list[SMTP] = []

    def protocol() -> SMTP:
        # Loopback only, so AUTH without TLS is fine here; aiosmtpd warns about it, and
        # pytest turns warnings into errors.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            session = SMTP(
                holder,
                hostname="kelana-test",
                authenticator=holder.authenticate,
                auth_required=True,
                auth_require_tls=False,
            )
        sessions.append(session)
        return session

    server = await loop.create_server(protocol, "127.0.0.1", 0)
    holder.port = server.sockets[0].getsockname()[1]
    yield holder
    server.close()
    # A client cancelled mid-conversation (the app stopping) may leave its connection open,
    # and wait_closed() waits for every connection: close them from this side first.
    for session in sessions:
        if session.transport is not None:
            session.transport.close()
    async with asyncio.timeout(5):
        await server.wait_closed()


@pytest.fixture
def seeded_container(
    make_settings: MakeSettings, migrated_database_url: str, telco_simulator: TelcoAddress
) -> Container:
    """The root container on a migrated database. Override it in a test module to swap a
    provider (a clock, a refresh interval) before `seeded_client` starts the app."""
    return build_container(
        make_settings(database_url=migrated_database_url, telco_base_url=telco_simulator.url)
    )


# What the seeders read besides their constant data: the day of each module's clock (promos
# start "today" in Jakarta), the environment (the development admin) and the areas to load.
_JAKARTA = timezone(timedelta(hours=7))


def _seed_key(container: Container) -> tuple[Any, ...]:
    settings = container.settings()
    days = tuple(
        (module.name, sub.clock()().astimezone(_JAKARTA).date())
        for module in MODULES
        if "clock" in (sub := getattr(container, module.name)).providers
    )
    return (
        dialect_of(settings.database_url),
        settings.environment,
        settings.seed_areas,
        str(settings.areas_data_dir),
        days,
    )


class SeededTemplates:
    """Databases holding what `kelana seed` loads, made once per test process for each seed key
    and copied per test, as the migrated template is (seeding costs more than most tests)."""

    def __init__(
        self,
        directory: Path,
        sqlite_template: Path,
        postgres_template: str | None,
        reused_postgres: ReusedDatabase | None,
    ):
        self._directory = directory
        self._sqlite_template = sqlite_template
        self._postgres_template = postgres_template
        self._reused_postgres = reused_postgres
        self._made: dict[tuple[Any, ...], str] = {}

    async def copy_into(self, container: Container) -> None:
        """Fill the (not yet opened) database of `container` with the seeded copy for its key."""
        key = _seed_key(container)
        template = self._made.get(key) or await self._make(key, container)
        target = container.settings().database_url
        if (path := sqlite_file(target)) is not None:
            shutil.copyfile(sqlite_file(template) or "", path)
        elif self._reused_postgres is not None and target == self._reused_postgres.url:
            await self._reused_postgres.become_copy_of(template)
        else:
            await copy_database(template, target)

    async def _make(self, key: tuple[Any, ...], container: Container) -> str:
        settings = container.settings()
        if sqlite_file(settings.database_url) is not None:
            path = self._directory / f"seeded-{len(self._made)}.sqlite3"
            shutil.copyfile(self._sqlite_template, path)
            url = f"sqlite://{path}"
        else:
            assert TEST_DATABASE_URL is not None
            assert self._postgres_template is not None
            url = scratch_database_url(TEST_DATABASE_URL, prefix="kelana_seeded")
            await copy_database(self._postgres_template, url)
        seeding = build_container(settings.model_copy(update={"database_url": url}))
        for module in MODULES:  # the test's clocks, so that "today" is the test's day
            sub = getattr(container, module.name)
            if "clock" in sub.providers:
                getattr(seeding, module.name).clock.override(providers.Object(sub.clock()))
        database = seeding.database()
        await database.open()
        try:
            for seed in seeding.seeders().values():
                await seed()
        finally:
            await database.close()
        self._made[key] = url
        return url

    def postgres_templates(self) -> list[str]:
        return [url for url in self._made.values() if sqlite_file(url) is None]


@pytest.fixture(scope="session")
def seeded_templates(
    tmp_path_factory: pytest.TempPathFactory,
    migrated_sqlite_template: Path,
    migrated_postgres_template: str | None,
    reused_postgres: ReusedDatabase | None,
) -> Iterator[SeededTemplates]:
    templates = SeededTemplates(
        tmp_path_factory.mktemp("seeded"),
        migrated_sqlite_template,
        migrated_postgres_template,
        reused_postgres,
    )
    yield templates

    async def drop_all() -> None:
        for url in templates.postgres_templates():
            await drop_database(url)

    asyncio.run(drop_all())


@pytest.fixture
async def seeded_client(
    aiohttp_client: AiohttpClient, seeded_container: Container, seeded_templates: SeededTemplates
) -> TestClient:
    """The real app on a database holding what `kelana seed` loads (a copy of a seeded template
    made with this test's clocks and settings)."""
    await seeded_templates.copy_into(seeded_container)
    return await served(aiohttp_client, create_app(seeded_container))
