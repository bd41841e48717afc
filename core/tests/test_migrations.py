"""Each dialect's migration folder upgrades an empty database to a schema that matches the
models, with nothing left to migrate; a module that adds models gets its first migration."""

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from tortoise import Tortoise

from core.cli import main
from core.db import dialect_of, open_tortoise
from core.migrations import make_migrations, migrations_location, upgrade
from core.modules import MODEL_APPS
from core.pg_admin import create_scratch_database, drop_database
from core.testing import TEST_DATABASE_URL

FIXTURE_APPS = {"travellers": ("core.tests.fixture_models",)}


async def _tables(url: str) -> set[str]:
    context = await open_tortoise(url, MODEL_APPS)
    try:
        connection = Tortoise.get_connection("default")
        if url.startswith("sqlite"):
            _, rows = await connection.execute_query(
                "SELECT name FROM sqlite_master WHERE type='table'"
            )
        else:
            _, rows = await connection.execute_query(
                "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'"
            )
        return {row["name"] for row in rows}
    finally:
        await context.close_connections()


async def _applied(url: str) -> list[tuple[str, str]]:
    context = await open_tortoise(url, MODEL_APPS)
    try:
        _, rows = await Tortoise.get_connection("default").execute_query(
            "SELECT app, version FROM aerich ORDER BY id"
        )
        return [(row["app"], row["version"]) for row in rows]
    finally:
        await context.close_connections()


@pytest.fixture
async def second_database_url(database_url: str, tmp_path: Path) -> AsyncIterator[str]:
    if database_url.startswith("sqlite"):
        yield f"sqlite://{tmp_path / 'second.sqlite3'}"
        return
    assert TEST_DATABASE_URL is not None
    url = await create_scratch_database(TEST_DATABASE_URL, prefix="kelana_test")
    try:
        yield url
    finally:
        await drop_database(url)


async def test_committed_migrations_build_the_schema_with_nothing_left(
    database_url: str, tmp_path: Path
) -> None:
    committed = migrations_location(dialect_of(database_url))
    expected = sorted((path.parent.name, path.name) for path in committed.glob("*/[0-9]*_*.py"))
    assert expected, f"no migrations committed in {committed}"
    # A copy: should the models have drifted, the new file must not land in the repository.
    scratch = shutil.copytree(committed, tmp_path / "migrations")

    applied = await upgrade(database_url, MODEL_APPS, scratch)
    left_over = await make_migrations(database_url, MODEL_APPS, scratch)

    assert sorted(tuple(item.split("/")) for item in applied) == expected
    assert left_over == [], "models changed without a migration: run `make migrations`"
    assert sorted(await _applied(database_url)) == expected
    assert "aerich" in await _tables(database_url)


async def test_upgrading_twice_applies_nothing_the_second_time(database_url: str) -> None:
    location = migrations_location(dialect_of(database_url))

    first = await upgrade(database_url, MODEL_APPS, location)
    second = await upgrade(database_url, MODEL_APPS, location)

    assert first
    assert second == []


async def test_a_module_with_new_models_gets_its_first_migration(
    database_url: str, second_database_url: str, tmp_path: Path
) -> None:
    location = tmp_path / "migrations"

    written = await make_migrations(database_url, FIXTURE_APPS, location)

    assert [item.split("/")[0] for item in written] == ["aerich", "travellers"]
    (traveller_migration,) = (location / "travellers").glob("0_*_init.py")
    sql = traveller_migration.read_text()
    assert '"test_traveller"' in sql
    assert '"aerich"' not in sql  # only the module's own tables
    # The new files rebuild the schema on another empty database, again with nothing left.
    await upgrade(second_database_url, FIXTURE_APPS, location)
    assert "test_traveller" in await _tables(second_database_url)
    assert await make_migrations(second_database_url, FIXTURE_APPS, location) == []


def test_kelana_migrate_and_seed_can_run_again(tmp_path: Path) -> None:
    runner = CliRunner()
    env = {
        "ENVIRONMENT": "development",
        "DATABASE_URL": f"sqlite://{tmp_path / 'cli.sqlite3'}",
        "LOG_FORMAT": "json",
    }

    first = runner.invoke(main, ["migrate"], env=env)
    second = runner.invoke(main, ["migrate"], env=env)
    seeded = [runner.invoke(main, ["seed"], env=env) for _ in range(2)]

    assert first.exit_code == 0, first.output
    assert "aerich/0_" in first.output
    assert second.exit_code == 0, second.output
    assert "up to date" in second.output
    assert all(result.exit_code == 0 for result in seeded)
    assert "catalog" in seeded[0].output
    assert "already seeded" in seeded[1].output
