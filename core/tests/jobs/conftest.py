"""Job tests run the real queue and runner on a migrated database (SQLite, and PostgreSQL when
TEST_DATABASE_URL is set), with handlers that record what they did in a table of their own."""

from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta

import pytest
from tortoise.connection import get_connections

from core.db import CONNECTION_NAME, Database
from core.jobs import JobQueue
from core.modules import MODEL_APPS

EFFECTS_TABLE = """
CREATE TABLE IF NOT EXISTS job_effects (
    job_id BIGINT NOT NULL, attempt INT NOT NULL, pid INT NOT NULL,
    at DOUBLE PRECISION NOT NULL, what VARCHAR(20) NOT NULL
)"""


class Clock:
    """A clock the test moves by hand: backoff and leases without waiting."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
async def database(migrated_database_url: str) -> AsyncIterator[Database]:
    database = Database(url=migrated_database_url, model_apps=MODEL_APPS)
    await database.open()
    await get_connections().get(CONNECTION_NAME).execute_script(EFFECTS_TABLE)
    yield database
    await database.close()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def queue(database: Database, clock: Clock) -> JobQueue:
    return JobQueue(database=database, clock=clock)


@pytest.fixture
def effects(database: Database) -> Callable[..., object]:
    async def read(what: str | None = None) -> list[dict[str, object]]:
        rows = (
            await get_connections()
            .get(CONNECTION_NAME)
            .execute_query_dict(
                "SELECT job_id, attempt, pid, at, what FROM job_effects ORDER BY at"
            )
        )
        return [row for row in rows if what is None or row["what"] == what]

    return read
