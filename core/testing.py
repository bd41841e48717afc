"""pytest fixtures shared by every module's tests (loaded with `-p core.testing`).

Database tests take `database_url`, which runs them on SQLite (a temp file) and, when
TEST_DATABASE_URL is set, again on a fresh PostgreSQL database made for that test.
"""

import os
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import structlog
from aiohttp.test_utils import TestClient
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.container import MODEL_APPS, Container, build_container
from core.db import dialect_of
from core.logging import configure_logging
from core.migrations import migrations_location, upgrade
from core.pg_admin import create_scratch_database, drop_database
from core.settings import Environment, LogFormat, Settings

TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL")
DATABASE_BACKENDS = ["sqlite", "postgres"] if TEST_DATABASE_URL else ["sqlite"]

MakeSettings = Callable[..., Settings]


@pytest.fixture(autouse=True)
def _json_logs() -> None:
    configure_logging(log_format=LogFormat.JSON, level="INFO")
    structlog.contextvars.clear_contextvars()


@pytest.fixture(params=DATABASE_BACKENDS)
async def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    if request.param == "sqlite":
        yield f"sqlite://{tmp_path / 'kelana-test.sqlite3'}"
        return
    assert TEST_DATABASE_URL is not None
    # A database per test: parallel runs and earlier failures never see each other's tables.
    url = await create_scratch_database(TEST_DATABASE_URL, prefix="kelana_test")
    try:
        yield url
    finally:
        await drop_database(url)


@pytest.fixture
def web_root(tmp_path: Path) -> Path:
    root = tmp_path / "web"
    root.mkdir()
    return root


@pytest.fixture
def make_settings(tmp_path: Path, web_root: Path) -> MakeSettings:
    def make(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "environment": Environment.TEST,
            "database_url": f"sqlite://{tmp_path / 'app.sqlite3'}",
            "web_root": web_root,
            "log_format": LogFormat.JSON,
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


@pytest.fixture
async def client(aiohttp_client: AiohttpClient, container: Container) -> TestClient:
    """The real app from the real factory, started and stopped by the test client."""
    return await aiohttp_client(create_app(container))


@pytest.fixture
async def migrated_database_url(database_url: str) -> str:
    """`database_url` with the committed migrations applied: the schema production runs on."""
    await upgrade(database_url, MODEL_APPS, migrations_location(dialect_of(database_url)))
    return database_url


@pytest.fixture
def seeded_container(make_settings: MakeSettings, migrated_database_url: str) -> Container:
    """The root container on a migrated database. Override it in a test module to swap a
    provider (a clock, a refresh interval) before `seeded_client` starts the app."""
    return build_container(make_settings(database_url=migrated_database_url))


@pytest.fixture
async def seeded_client(aiohttp_client: AiohttpClient, seeded_container: Container) -> TestClient:
    """The real app on a migrated database holding what `kelana seed` loads."""
    client = await aiohttp_client(create_app(seeded_container))
    for seed in seeded_container.seeders().values():
        await seed()
    return client
