"""One PostgreSQL database per test process, used again by every test of that process.

Making a test's database as a copy of a template (`CREATE DATABASE ... TEMPLATE`) costs about
0.3 s here, and dropping it another 0.1 s: half of the backend run's PostgreSQL time. Between
two tests that want the same tables, the database keeps its tables and only its rows and
sequences are put back to the template's (about 0.02 s for the store's 40 small tables). The
database is copied afresh whenever that cannot be trusted: its tables differ from the
template's (a test changed them), a test wanted an empty database, or the template holds too
many rows to put back quickly (the 90,000 areas)."""

import io
from dataclasses import dataclass

import asyncpg
from yarl import URL

from core.pg_admin import copy_database, create_database, drop_database, scratch_database_url

_ROWS_PUT_BACK_AT_MOST = 20_000

# Everything a test could change about the tables, as one digest: columns, indexes, constraints.
_SCHEMA_DIGEST = """
SELECT md5(coalesce(string_agg(part, ',' ORDER BY part), '')) FROM (
    SELECT table_name || '.' || column_name || ':' || data_type || ':'
           || coalesce(column_default, '') AS part
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL
    SELECT indexname || ':' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT conname || ':' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
) AS parts
"""


@dataclass(frozen=True)
class _Snapshot:
    schema: str  # _SCHEMA_DIGEST of the template
    tables: tuple[str, ...]
    rows: dict[str, bytes]  # each non-empty table's rows, COPY's binary format
    sequences: tuple[tuple[str, int, bool], ...]  # name, value, whether nextval was called


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


async def _connect(url: str) -> asyncpg.Connection:
    return await asyncpg.connect(dsn=url)


async def _snapshot(template_url: str) -> _Snapshot | None:
    """What the template holds, read once; None when it holds too many rows to put back."""
    connection = await _connect(template_url)
    try:
        schema = await connection.fetchval(_SCHEMA_DIGEST)
        tables = tuple(
            row["tablename"]
            for row in await connection.fetch(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
            )
        )
        rows: dict[str, bytes] = {}
        total = 0
        for table in tables:
            count = await connection.fetchval(f"SELECT count(*) FROM {_quoted(table)}")  # noqa: S608
            total += count
            if total > _ROWS_PUT_BACK_AT_MOST:
                return None
            if count:
                data = io.BytesIO()
                await connection.copy_from_table(table, output=data, format="binary")
                rows[table] = data.getvalue()
        sequences = tuple(
            (row["sequencename"], row["last_value"] or row["start_value"], row["called"])
            for row in await connection.fetch(
                "SELECT sequencename, last_value, start_value, last_value IS NOT NULL AS called"
                " FROM pg_sequences"
                " WHERE schemaname = 'public'"
            )
        )
        return _Snapshot(schema, tables, rows, sequences)
    finally:
        await connection.close()


class ReusedDatabase:
    """This test process's database (`url`), made into what each test asks for."""

    def __init__(self, server_url: str) -> None:
        self.url = scratch_database_url(server_url, prefix="kelana_test")
        self._name = URL(self.url).path.lstrip("/")
        self._exists = False
        self._snapshots: dict[str, _Snapshot | None] = {}

    async def become_empty(self) -> None:
        """A database with no tables (a test that migrates, or builds its own tables)."""
        await drop_database(self.url)
        await create_database(self.url)
        self._exists = True

    async def become_copy_of(self, template_url: str) -> None:
        """The template's tables, rows and sequences; the template must have no open connection."""
        if template_url not in self._snapshots:
            self._snapshots[template_url] = await _snapshot(template_url)
        snapshot = self._snapshots[template_url]
        if snapshot is not None and self._exists and await self._put_back(snapshot):
            return
        await copy_database(template_url, self.url)
        self._exists = True

    async def drop(self) -> None:
        await drop_database(self.url)
        self._exists = False

    async def _put_back(self, snapshot: _Snapshot) -> bool:
        """Puts the snapshot's rows back into tables like the template's; False if they are not."""
        connection = await _connect(self.url)
        try:
            # What the last test left connected (a worker process it started, a pool): gone.
            await connection.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE datname = $1 AND pid <> pg_backend_pid()",
                self._name,
            )
            if await connection.fetchval(_SCHEMA_DIGEST) != snapshot.schema:
                return False
            try:
                async with connection.transaction():
                    # The rows go back in any order: foreign keys are not checked meanwhile
                    # (a superuser's setting; without it, the database is copied instead).
                    await connection.execute("SET LOCAL session_replication_role = replica")
                    await connection.execute(
                        ";".join(f"DELETE FROM {_quoted(table)}" for table in snapshot.tables)  # noqa: S608
                    )
                    for table, data in snapshot.rows.items():
                        source = io.BytesIO(data)
                        await connection.copy_to_table(table, source=source, format="binary")
                    for name, value, called in snapshot.sequences:
                        await connection.execute(
                            "SELECT setval($1::regclass, $2, $3)", _quoted(name), value, called
                        )
            except asyncpg.PostgresError:
                return False
            return True
        finally:
            await connection.close()
