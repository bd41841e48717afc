"""The app factory: middlewares, the database's lifetime, and every module's routes."""

import asyncio
import contextlib
from collections.abc import AsyncIterator

import structlog
from aiohttp import web

from core.auth import TOKEN_VERIFIER
from core.container import Container
from core.db import Database
from core.http import ERROR_SHAPES, api_no_store, error_middleware
from core.request_context import finish_request, request_scope

log = structlog.get_logger(__name__)

CONTAINER = web.AppKey("container", Container)
DATABASE = web.AppKey("database", Database)
JOB_STOP_SECONDS = 10.0


async def _database_lifetime(app: web.Application) -> AsyncIterator[None]:
    # Opened and closed here rather than with tortoise.contrib.aiohttp.register_tortoise,
    # which leaves pytest hanging after the run (it closes a different context).
    database = app[CONTAINER].database()
    await database.open()
    app[DATABASE] = database
    yield
    await database.close()


async def _background_jobs(app: web.Application) -> AsyncIterator[None]:
    jobs = app[CONTAINER].background_jobs()
    tasks = [asyncio.create_task(job.run()) for job in jobs]
    yield
    # Ask each job to finish its round (a cancelled database query would be answered later,
    # on a loop that is gone); cancel only one that does not stop in time.
    for job in jobs:
        job.stop()
    _, late = await asyncio.wait(tasks, timeout=JOB_STOP_SECONDS) if tasks else (set(), set())
    for task in late:
        task.cancel()
    for task in late:
        with contextlib.suppress(asyncio.CancelledError):
            await task


def create_app(container: Container) -> web.Application:
    settings = container.settings()
    if settings.uses_dev_secret_key:
        log.warning("dev_secret_key_in_use", hint="set SECRET_KEY outside development")

    # Outermost first: the request scope (request id bound before anything logs, the JSON
    # answer compressed once the final body is known: core.request_context), then the error
    # middleware turning failures into envelopes. Who is calling is checked by the handlers'
    # own @requires_user / @accepts_user wrappers (core.auth), not by a middleware that every
    # request would pay for.
    app = web.Application(
        middlewares=[
            request_scope,
            error_middleware,
        ]
    )
    app.on_response_prepare.append(api_no_store)
    app.on_response_prepare.append(finish_request)
    app[CONTAINER] = container
    app[TOKEN_VERIFIER] = container.token_verifier()
    app[ERROR_SHAPES] = tuple(container.error_shapes())
    app.cleanup_ctx.append(_database_lifetime)
    app.cleanup_ctx.append(_background_jobs)

    app.add_routes(container.health.routes())
    app.add_routes(container.notifications.routes())
    app.add_routes(container.identity.routes())
    app.add_routes(container.accounts.routes())
    app.add_routes(container.catalog.routes())
    app.add_routes(container.promos.routes())
    app.add_routes(container.contact.routes())
    # Last: its catch-all answers every path that no module claimed (the SPA page).
    app.add_routes(container.web.routes())
    return app
