"""The app factory: middlewares, the database's lifetime, the job runner and every module's
routes (read from the module table through the root container)."""

import asyncio
import contextlib
from collections.abc import AsyncIterator

import structlog
from aiohttp import web

from core.api_docs import api_docs_routes
from core.auth import TOKEN_VERIFIER
from core.client_address import TRUSTED_PROXIES, networks
from core.container import Container
from core.db import Database
from core.front_cache import FRONT_CACHE
from core.http import ERROR_SHAPES, api_no_store, error_middleware
from core.jobs import JobState
from core.metrics import Metrics, ScrapeHook
from core.metrics_endpoint import install_metrics
from core.request_context import finish_request, request_scope
from core.security_headers import security_headers
from core.settings import RunJobs
from core.templating import setup_templates

log = structlog.get_logger(__name__)

CONTAINER = web.AppKey("container", Container)
DATABASE = web.AppKey("database", Database)
TASK_STOP_SECONDS = 10.0


async def _database_lifetime(app: web.Application) -> AsyncIterator[None]:
    # Opened and closed here rather than with tortoise.contrib.aiohttp.register_tortoise,
    # which leaves pytest hanging after the run (it closes a different context).
    database = app[CONTAINER].database()
    await database.open()
    app[DATABASE] = database
    yield
    await database.close()


async def _background_tasks(app: web.Application) -> AsyncIterator[None]:
    container = app[CONTAINER]
    tasks_to_run = list(container.background_tasks())
    if container.settings().run_jobs is RunJobs.INLINE:
        tasks_to_run.append(container.job_runner())
    tasks = [asyncio.create_task(task.run()) for task in tasks_to_run]
    yield
    # Ask each task to finish its round (a cancelled database query would be answered later,
    # on a loop that is gone); cancel only one that does not stop in time.
    for task in tasks_to_run:
        task.stop()
    _, late = await asyncio.wait(tasks, timeout=TASK_STOP_SECONDS) if tasks else (set(), set())
    for task in late:
        task.cancel()
    for task in late:
        with contextlib.suppress(asyncio.CancelledError):
            await task


def _count_jobs(container: Container) -> ScrapeHook:
    async def count(metrics: Metrics) -> None:
        counts = await container.jobs().counts()
        metrics.set_job_counts(
            {(kind, state.value): number for (kind, state), number in counts.items()},
            states=JobState,
        )

    return count


async def _prepare_response(request: web.Request, response: web.StreamResponse) -> None:
    # One hook calling plain functions rather than three coroutines: every answer, raised
    # errors and files included, passes here once its final status is known.
    api_no_store(request, response)
    security_headers(request, response)
    finish_request(request, response)
    request.app[FRONT_CACHE].offer(request, response)  # last: the answer is final here


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
    app.on_response_prepare.append(_prepare_response)
    app[CONTAINER] = container
    app[FRONT_CACHE] = container.front_cache()
    app[TOKEN_VERIFIER] = container.token_verifier()
    app[TRUSTED_PROXIES] = networks(settings.trusted_proxies)
    app[ERROR_SHAPES] = tuple(container.error_shapes())
    setup_templates(app)
    app.cleanup_ctx.append(_database_lifetime)
    app.cleanup_ctx.append(_background_tasks)
    # Before the modules' routes: the catch-all of `web` would answer /metrics too.
    install_metrics(app, container.metrics(), settings)
    container.metrics().register_scrape_hook(_count_jobs(container))
    for hook in container.scrape_hooks():  # the modules' figures read when /metrics is asked
        container.metrics().register_scrape_hook(hook)
    # In the module table's order; `web` comes last, its catch-all answering unclaimed paths.
    app.add_routes(api_docs_routes(settings))  # the API contract: /api/openapi.json, /api/docs
    app.add_routes(container.routes())
    return app
