"""The app factory: middlewares, the database's lifetime, and every module's routes."""

from collections.abc import AsyncIterator

import structlog
from aiohttp import web

from core.compression import compress_json
from core.container import Container
from core.db import Database
from core.http import api_no_store, error_middleware
from core.request_context import bind_request_id, finish_request

log = structlog.get_logger(__name__)

CONTAINER = web.AppKey("container", Container)
DATABASE = web.AppKey("database", Database)


async def _database_lifetime(app: web.Application) -> AsyncIterator[None]:
    # Opened and closed here rather than with tortoise.contrib.aiohttp.register_tortoise,
    # which leaves pytest hanging after the run (it closes a different context).
    database = app[CONTAINER].database()
    await database.open()
    app[DATABASE] = database
    yield
    await database.close()


def create_app(container: Container) -> web.Application:
    settings = container.settings()
    if settings.uses_dev_secret_key:
        log.warning("dev_secret_key_in_use", hint="set SECRET_KEY outside development")

    # Outermost first: the request id is bound before anything logs, compression sees the
    # final body, and errors become envelopes innermost.
    app = web.Application(
        middlewares=[bind_request_id, compress_json, api_no_store, error_middleware]
    )
    app.on_response_prepare.append(finish_request)
    app[CONTAINER] = container
    app.cleanup_ctx.append(_database_lifetime)

    app.add_routes(container.health.routes())
    app.add_routes(container.catalog.routes())
    app.add_routes(container.promos.routes())
    # Last: its catch-all answers every path that no module claimed (the SPA page).
    app.add_routes(container.web.routes())
    return app
