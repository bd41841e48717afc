"""aerich migrations, one folder per dialect (migrations/<dialect>/<app>/), one app per module.

aerich writes raw SQL for one dialect, so each dialect keeps its own folder generated from the
same models. The bookkeeping app `aerich` is migrated first; then each module's app in order.
"""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from aerich import Command
from aerich.migrate import Migrate

from core.db import AERICH_APP, Dialect, ModelApps, open_tortoise, tortoise_config
from core.settings import PROJECT_ROOT

MIGRATIONS_ROOT = PROJECT_ROOT / "migrations"


def migrations_location(dialect: Dialect, *, root: Path = MIGRATIONS_ROOT) -> Path:
    return root / dialect.value


def _app_order(model_apps: ModelApps) -> list[str]:
    return [AERICH_APP, *(app for app in model_apps if app != AERICH_APP)]


def _version_files(location: Path, app: str) -> list[str]:
    folder = Migrate.get_migration_dir(str(location), app)
    return sorted(path.name for path in folder.glob("[0-9]*_*.py")) if folder.is_dir() else []


_add_operator = Migrate._add_operator.__func__  # type: ignore[attr-defined]


def _set_comment_where_kept(cls: type[Migrate], model: type[Any], field_describe: dict) -> str:
    # SQLite keeps no column comments, and aerich refuses to "alter" one there. A comment changes
    # whenever an enum gains a member (Tortoise lists the choices in it): nothing to do on SQLite.
    return "" if cls.dialect == "sqlite" else cls.ddl.set_comment(model, field_describe)


def _add_operator_unless_empty(
    cls: type[Migrate], operator: str, *args: Any, **kwargs: Any
) -> None:
    if operator.strip():
        _add_operator(cls, operator, *args, **kwargs)


Migrate._set_comment = classmethod(_set_comment_where_kept)  # type: ignore[method-assign,assignment]
Migrate._add_operator = classmethod(_add_operator_unless_empty)  # type: ignore[method-assign,assignment]


def _reset_aerich_state() -> None:
    # aerich keeps the operators of a diff and the last models state on its Migrate class and
    # never clears them; running several apps in one process would mix their diffs otherwise.
    Migrate.upgrade_operators = []
    Migrate.downgrade_operators = []
    Migrate._upgrade_fk_m2m_index_operators = []
    Migrate._downgrade_fk_m2m_index_operators = []
    Migrate._upgrade_m2m = []
    Migrate._downgrade_m2m = []
    Migrate._rename_fields = {}
    Migrate._rename_models = {}
    Migrate._last_version_content = None


@asynccontextmanager
async def _aerich(
    url: str, model_apps: ModelApps, app: str, location: Path
) -> AsyncIterator[Command]:
    context = await open_tortoise(url, model_apps)
    try:
        _reset_aerich_state()
        command = Command(tortoise_config(url, model_apps), app=app, location=str(location))
        await command.init()
        yield command
    finally:
        await context.close_connections()


async def upgrade(url: str, model_apps: ModelApps, location: Path) -> list[str]:
    """Apply every migration not yet applied; return them as `<app>/<file>`."""
    applied: list[str] = []
    for app in _app_order(model_apps):
        async with _aerich(url, model_apps, app, location) as command:
            applied += [f"{app}/{version}" for version in await command.upgrade()]
    return applied


async def make_migrations(
    url: str, model_apps: ModelApps, location: Path, *, name: str = "update"
) -> list[str]:
    """Bring `url` (a throwaway database) up to date, then write a migration for each app whose
    models differ from its migrations. Returns the new files as `<app>/<file>`; empty when the
    migrations already describe the models."""
    written: list[str] = []
    for app in _app_order(model_apps):
        # Only this app's models are in scope, so an initial migration holds only its tables.
        in_scope = {app: model_apps[app]} if app in model_apps else {}
        async with _aerich(url, in_scope, app, location) as command:
            await command.upgrade()
        before = _version_files(location, app)
        # A fresh command reads the models state that the upgrade just recorded.
        async with _aerich(url, in_scope, app, location) as command:
            if before:
                await command.migrate(name=name, no_input=True)
            elif app == AERICH_APP:
                await command.init_db(safe=True)
            else:
                Migrate._last_version_content = {}
                Migrate.get_migration_dir(str(location), app).mkdir(parents=True, exist_ok=True)
                await command.migrate(name="init", no_input=True)
        written += [f"{app}/{new}" for new in _version_files(location, app) if new not in before]
    return written
