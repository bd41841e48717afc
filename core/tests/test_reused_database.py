"""The PostgreSQL database a test process uses again (core/testing_postgres.py): each test finds
the template's rows and sequences, whatever the test before it did."""

from collections.abc import AsyncIterator

import asyncpg
import pytest

from core.pg_admin import create_scratch_database, drop_database
from core.testing import TEST_DATABASE_URL
from core.testing_postgres import ReusedDatabase

pytestmark = pytest.mark.skipif(
    not TEST_DATABASE_URL, reason="needs TEST_DATABASE_URL (PostgreSQL)"
)


@pytest.fixture
async def template() -> AsyncIterator[str]:
    assert TEST_DATABASE_URL is not None
    url = await create_scratch_database(TEST_DATABASE_URL, prefix="kelana_reuse_template")
    connection = await asyncpg.connect(url)
    await connection.execute(
        "CREATE TABLE shelf (id serial PRIMARY KEY, name text NOT NULL);"
        "CREATE TABLE basket (id serial PRIMARY KEY, shelf_id int NOT NULL REFERENCES shelf (id));"
        "INSERT INTO shelf (name) VALUES ('Japan 5 GB'), ('Korea 10 GB');"
    )
    await connection.close()
    yield url
    await drop_database(url)


@pytest.fixture
async def reused() -> AsyncIterator[ReusedDatabase]:
    assert TEST_DATABASE_URL is not None
    database = ReusedDatabase(TEST_DATABASE_URL)
    yield database
    await database.drop()


async def _run(url: str, statements: str) -> None:
    connection = await asyncpg.connect(url)
    try:
        await connection.execute(statements)
    finally:
        await connection.close()


async def _rows(url: str, query: str) -> list[tuple[object, ...]]:
    connection = await asyncpg.connect(url)
    try:
        return [tuple(row) for row in await connection.fetch(query)]
    finally:
        await connection.close()


async def test_rows_and_sequences_written_by_one_test_are_gone_for_the_next(
    template: str, reused: ReusedDatabase
) -> None:
    await reused.become_copy_of(template)
    await _run(
        reused.url,
        "DELETE FROM shelf WHERE id = 2; INSERT INTO shelf (name) VALUES ('Umrah 20 GB');"
        "INSERT INTO basket (shelf_id) VALUES (1)",
    )

    await reused.become_copy_of(template)

    assert await _rows(reused.url, "SELECT id, name FROM shelf ORDER BY id") == [
        (1, "Japan 5 GB"),
        (2, "Korea 10 GB"),
    ]
    assert await _rows(reused.url, "SELECT count(*) FROM basket") == [(0,)]
    new_shelf = "INSERT INTO shelf (name) VALUES ('Thailand 3 GB') RETURNING id"
    assert await _rows(reused.url, new_shelf) == [(3,)]
    new_basket = "INSERT INTO basket (shelf_id) VALUES (1) RETURNING id"
    assert await _rows(reused.url, new_basket) == [(1,)]


async def test_a_connection_the_last_test_left_open_in_a_transaction_does_not_block_the_next(
    template: str, reused: ReusedDatabase
) -> None:
    await reused.become_copy_of(template)
    left_open = await asyncpg.connect(reused.url)
    await left_open.execute("BEGIN; LOCK TABLE shelf IN ACCESS EXCLUSIVE MODE")

    await reused.become_copy_of(template)

    assert left_open.is_closed() or not await _is_alive(left_open)
    assert await _rows(reused.url, "SELECT count(*) FROM shelf") == [(2,)]


async def _is_alive(connection: asyncpg.Connection) -> bool:
    try:
        await connection.fetchval("SELECT 1")
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ConnectionError):
        return False
    return True


async def test_tables_a_test_changed_are_made_again_from_the_template(
    template: str, reused: ReusedDatabase
) -> None:
    await reused.become_copy_of(template)
    await _run(reused.url, "ALTER TABLE shelf ADD COLUMN left_behind int")

    await reused.become_copy_of(template)

    columns = await _rows(
        reused.url,
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'shelf' ORDER BY 1",
    )
    assert columns == [("id",), ("name",)]


async def test_an_empty_database_has_no_tables(template: str, reused: ReusedDatabase) -> None:
    await reused.become_copy_of(template)

    await reused.become_empty()

    tables = "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
    assert await _rows(reused.url, tables) == []
