"""How `kelana serve` runs the app: aiohttp's runner, with the front door in front of it.

The front door is the server's request handler. A GET that the front cache (core.front_cache)
holds a current answer for is answered there, before the router: its own X-Request-ID, the
security headers, the request line and its count in /metrics, as any other answer. Every other
request goes to the app as before. Tests start the app the same way (`start`).
"""

import asyncio
import signal
import time
from collections.abc import Awaitable, Callable

import structlog
from aiohttp import web

from core.client_address import TRUSTED_PROXIES
from core.front_cache import FRONT_CACHE
from core.logging import log_request
from core.metrics import REQUEST_FIGURES
from core.request_context import REQUEST_ID_HEADER, request_id_from
from core.security_headers import HSTS, HSTS_HEADER, reached_over_https

log = structlog.get_logger(__name__)

RequestHandler = Callable[[web.BaseRequest], Awaitable[web.StreamResponse]]


def front_door(app: web.Application, app_handler: RequestHandler) -> RequestHandler:
    """The server's handler: kept answers from the app's front cache, the app for the rest."""
    cache = app[FRONT_CACHE]
    figures = app.get(REQUEST_FIGURES)
    trusted = app.get(TRUSTED_PROXIES, ())

    async def handle(request: web.BaseRequest) -> web.StreamResponse:
        answer = cache.answer_for(request)
        if answer is None:
            return await app_handler(request)
        started = time.perf_counter()
        request_id = request_id_from(request.headers.get(REQUEST_ID_HEADER))
        response = web.Response(status=answer.status, body=answer.body, headers=answer.headers)
        response.headers[REQUEST_ID_HEADER] = request_id
        if reached_over_https(request, trusted):
            response.headers[HSTS_HEADER] = HSTS
        elapsed = time.perf_counter() - started
        duration_ms = round(elapsed * 1000, 1)
        log_request(request.method, request.path, answer.status, duration_ms, request_id)
        if figures is not None:
            figures.record_route(answer.resource, request.method, answer.status, elapsed)
        return response

    return handle


def install_front_door(runner: web.BaseRunner, app: web.Application) -> None:
    """Puts the front door before `app` in a runner that is set up and not yet serving."""
    server = runner.server
    if server is None:
        raise RuntimeError("the runner is not set up")
    server.request_handler = front_door(app, server.request_handler)


async def start(app: web.Application, *, host: str, port: int) -> web.AppRunner:
    """Starts the app (startup hooks, front door, listening socket); `runner.cleanup()` stops
    it. Port 0 picks a free port: `runner.addresses[0]`."""
    # The request line is ours (core.request_context): aiohttp's access log would repeat it.
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    install_front_door(runner, app)
    await web.TCPSite(runner, host, port).start()
    return runner


def serve(app: web.Application, *, host: str, port: int) -> None:
    """Serves until SIGINT or SIGTERM, then lets requests in progress finish and stops the app."""

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for number in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(number, stop.set)
        runner = await start(app, host=host, port=port)
        try:
            await stop.wait()
        finally:
            log.info("stopping")
            await runner.cleanup()

    asyncio.run(main())
