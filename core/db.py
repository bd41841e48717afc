"""Tortoise ORM on SQLite (aiosqlite) or PostgreSQL (asyncpg), chosen by the database URL."""

import asyncio
import os
from collections.abc import Mapping, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

import asyncpg
import structlog
from tortoise import Tortoise
from tortoise.backends.base.executor import EXECUTOR_CACHE
from tortoise.context import TortoiseContext
from tortoise.exceptions import BaseORMException, DBConnectionError

log = structlog.get_logger(__name__)

CONNECTION_NAME = "default"
# aerich's bookkeeping table lives in an app of its own; it is migrated first (core.migrations).
AERICH_APP = "aerich"
AERICH_MODELS = ("aerich.models",)

ModelApps = Mapping[str, Sequence[str]]


class Dialect(StrEnum):
    SQLITE = "sqlite"
    POSTGRES = "postgres"


_SCHEMES = {
    "sqlite": Dialect.SQLITE,
    "postgres": Dialect.POSTGRES,
    "postgresql": Dialect.POSTGRES,
    "asyncpg": Dialect.POSTGRES,
}


def dialect_of(url: str) -> Dialect:
    scheme = url.partition("://")[0].lower()
    try:
        return _SCHEMES[scheme]
    except KeyError:
        raise ValueError(
            f"unsupported database URL scheme {scheme!r}: use sqlite:// or postgres://"
        ) from None


def resolve_database_url(url: str, *, base: Path) -> str:
    """Make a relative SQLite path absolute (against `base`); spell PostgreSQL as Tortoise does."""
    dialect = dialect_of(url)
    rest = url.partition("://")[2]
    if dialect is Dialect.POSTGRES:
        return f"postgres://{rest}"
    path_part, query_sep, query = rest.partition("?")
    if path_part == ":memory:":
        return url
    path = Path(path_part)
    if not path.is_absolute():
        path = base / path
    return f"sqlite://{path}{query_sep}{query}"


def sqlite_file(url: str) -> Path | None:
    if dialect_of(url) is not Dialect.SQLITE:
        return None
    path_part = url.partition("://")[2].partition("?")[0]
    return None if path_part == ":memory:" else Path(path_part)


def create_private_file(path: Path) -> None:
    """The SQLite file holds accounts and orders: readable by the store's own user only, in a
    folder only that user may enter (SQLite gives its journal the file's permissions)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    if not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))


def tortoise_config(url: str, model_apps: ModelApps) -> dict[str, Any]:
    apps = {AERICH_APP: AERICH_MODELS, **model_apps}
    return {
        "connections": {CONNECTION_NAME: url},
        "apps": {
            name: {"models": list(models), "default_connection": CONNECTION_NAME}
            for name, models in apps.items()
        },
        "use_tz": True,
        "timezone": "UTC",
    }


async def open_tortoise(url: str, model_apps: ModelApps) -> TortoiseContext:
    if (path := sqlite_file(url)) is not None:
        create_private_file(path)
    # Tortoise caches query executors per connection name; a process that switches dialect
    # (tests: SQLite, then PostgreSQL) would reuse SQLite's `?` placeholders on PostgreSQL.
    EXECUTOR_CACHE.clear()
    # The global fallback makes the context visible to request tasks, not only to the task
    # that ran the app's startup (aiohttp runs cleanup_ctx in its own task).
    return await Tortoise.init(
        config=tortoise_config(url, model_apps), _enable_global_fallback=True
    )


class Database:
    """The app's one database: opened and closed by the app's cleanup context."""

    def __init__(
        self, *, url: str, model_apps: ModelApps, probe_timeout_seconds: float = 2.0
    ) -> None:
        self.url = url
        self._probe_timeout_seconds = probe_timeout_seconds
        self.dialect = dialect_of(url)
        self._model_apps = model_apps
        self._context: TortoiseContext | None = None

    async def open(self) -> None:
        self._context = await open_tortoise(self.url, self._model_apps)
        log.info("database_opened", dialect=self.dialect.value)

    async def close(self) -> None:
        if self._context is not None:
            await self._context.close_connections()
            self._context = None

    async def is_reachable(self) -> bool:
        if self._context is None:
            return False
        connection = self._context.connections.get(CONNECTION_NAME)
        try:
            async with asyncio.timeout(self._probe_timeout_seconds):
                await connection.execute_query("SELECT 1")
        except (
            OSError,
            TimeoutError,
            BaseORMException,
            asyncpg.PostgresError,
            asyncpg.InterfaceError,
        ) as error:
            log.warning("database_unreachable", error=repr(error))
            return False
        return True


# What a lost database connection raises, by driver: the server ended it (a restart, a failover,
# pg_terminate_backend), the network dropped it, or the pool could not open a new one.
_CONNECTION_LOST = (
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.OperatorInterventionError,
    asyncpg.exceptions.CannotConnectNowError,
    DBConnectionError,
    ConnectionError,
)


def connection_lost(error: BaseException) -> bool:
    """Whether `error`, or what it was raised from or during, is a database connection that went
    away: a request can then be answered "try again" (its transaction died with the
    connection, so nothing of it was written)."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        if isinstance(current, _CONNECTION_LOST):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False
