"""Create and drop scratch PostgreSQL databases (tests, `kelana make-migrations`)."""

import re
import secrets

import asyncpg
from yarl import URL

_SAFE_NAME = re.compile(r"^[a-z][a-z0-9_]{0,62}$")


def _checked(name: str) -> str:
    # Database names cannot be bound as parameters; accept only plain identifiers.
    if not _SAFE_NAME.match(name):
        raise ValueError(f"not a plain database name: {name!r}")
    return name


def scratch_database_url(server_url: str, *, prefix: str) -> str:
    """The URL of a new, unused database name on the server of `server_url` (not created)."""
    name = _checked(f"{prefix}_{secrets.token_hex(6)}")
    return str(URL(server_url).with_path(f"/{name}"))


async def create_database(database_url: str) -> None:
    """Create the empty database that `database_url` names (on the same server)."""
    url = URL(database_url)
    name = _checked(url.path.lstrip("/"))
    connection = await asyncpg.connect(dsn=str(url.with_path("/postgres")))
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
    finally:
        await connection.close()


async def create_scratch_database(server_url: str, *, prefix: str) -> str:
    """Create an empty database on the server of `server_url`; return its URL."""
    url = scratch_database_url(server_url, prefix=prefix)
    await create_database(url)
    return url


async def copy_database(template_url: str, database_url: str) -> None:
    """Replace the database of `database_url` with a copy of `template_url`'s (same server).
    The template must have no open connection while it is copied."""
    template = _checked(URL(template_url).path.lstrip("/"))
    url = URL(database_url)
    name = _checked(url.path.lstrip("/"))
    connection = await asyncpg.connect(dsn=str(url.with_path("/postgres")))
    try:
        await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await connection.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
    finally:
        await connection.close()


async def drop_database(database_url: str) -> None:
    url = URL(database_url)
    name = _checked(url.path.lstrip("/"))
    connection = await asyncpg.connect(dsn=str(url.with_path("/postgres")))
    try:
        await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await connection.close()
