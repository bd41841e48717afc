"""Moving back office roles from e-mail texts to accounts: a store that already has roles keeps
each one whose address belongs to a verified account (now bound to that account's uid), drops
the rest, and ends every back office session."""

import shutil
from pathlib import Path

from tortoise import Tortoise

from core.db import dialect_of, open_tortoise
from core.migrations import migrations_location, upgrade
from core.modules import MODEL_APPS

ACCOUNTS = """
INSERT INTO "identity_account" ("uid", "email", "email_verified", "disabled", "language",
    "created_at", "valid_since")
VALUES ('uid-verified', 'rina@kelana.test', TRUE, FALSE, 'id',
        '2026-08-01 00:00:00', '2026-08-01 00:00:00'),
       ('uid-unverified', 'budi@kelana.test', FALSE, FALSE, 'id',
        '2026-08-01 00:00:00', '2026-08-01 00:00:00');
INSERT INTO "backoffice_staff" ("email", "role", "added_at", "added_by")
VALUES ('rina@kelana.test', 'admin', '2026-08-02 00:00:00', 'command line'),
       ('budi@kelana.test', 'admin', '2026-08-02 00:00:00', 'command line'),
       ('gone@kelana.test', 'staff', '2026-08-02 00:00:00', 'command line');
INSERT INTO "backoffice_session" ("token_hash", "csrf_token", "email", "created_at",
    "last_seen_at")
VALUES ('hash', 'csrf', 'rina@kelana.test', '2026-08-03 00:00:00', '2026-08-03 00:00:00');
"""


async def _rows(url: str, sql: str) -> list[dict[str, object]]:
    context = await open_tortoise(url, MODEL_APPS)
    try:
        _, rows = await Tortoise.get_connection("default").execute_query(sql)
        return [dict(row) for row in rows]
    finally:
        await context.close_connections()


async def _run(url: str, script: str) -> None:
    context = await open_tortoise(url, MODEL_APPS)
    try:
        await Tortoise.get_connection("default").execute_script(script)
    finally:
        await context.close_connections()


async def test_roles_move_to_verified_accounts_and_the_rest_are_dropped(
    database_url: str, tmp_path: Path
) -> None:
    location = shutil.copytree(migrations_location(dialect_of(database_url)), tmp_path / "m")
    (moving,) = (location / "backoffice").glob("*_staff_by_account.py")
    aside = moving.rename(tmp_path / moving.name)
    await upgrade(database_url, MODEL_APPS, location)
    await _run(database_url, ACCOUNTS)

    aside.rename(moving)
    applied = await upgrade(database_url, MODEL_APPS, location)
    staff = await _rows(database_url, 'SELECT "uid", "email", "role" FROM "backoffice_staff"')
    sessions = await _rows(database_url, 'SELECT "id" FROM "backoffice_session"')

    assert applied == [f"backoffice/{moving.name}"]
    assert staff == [{"uid": "uid-verified", "email": "rina@kelana.test", "role": "admin"}]
    assert sessions == []
