"""The store's database file is its user's alone."""

import stat
from pathlib import Path

from core.db import Database
from core.modules import MODEL_APPS


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


async def test_a_new_sqlite_database_and_its_folder_are_owner_only(tmp_path: Path) -> None:
    path = tmp_path / "var" / "store.sqlite3"
    database = Database(url=f"sqlite://{path}", model_apps=MODEL_APPS)
    await database.open()
    await database.close()

    assert mode(path) == 0o600
    assert mode(path.parent) == 0o700
