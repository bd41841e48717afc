"""The outermost layer of every request: a request id in every log line and in the X-Request-ID
response header, the JSON answer compressed, and the closing log line."""

import itertools
import os
import re
import time

import structlog
from aiohttp import web
from aiohttp.typedefs import Handler

from core.compression import compress_json
from core.logging import log_request
from core.metrics import REQUEST_FIGURES

REQUEST_ID_HEADER = "X-Request-ID"
REQUEST_ID = web.RequestKey("request_id", str)
_STARTED_AT = web.RequestKey("started_at", float)
_PROCESS_ID_PREFIX = os.urandom(8).hex()
_request_counter = itertools.count(int.from_bytes(os.urandom(4)))
# Accept a caller's id (a proxy's, a test's) only when it cannot smuggle anything into logs.
_WELL_FORMED_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$")


def request_id_from(header: str | None) -> str:
    """The caller's X-Request-ID when well formed, else a new one."""
    if header and _WELL_FORMED_ID.match(header):
        return header
    # 32 hex digits: this process's random half, then a counter. Unique across processes and
    # restarts without a system call per request.
    return f"{_PROCESS_ID_PREFIX}{next(_request_counter) & 0xFFFFFFFFFFFFFFFF:016x}"


@web.middleware
async def request_scope(request: web.Request, handler: Handler) -> web.StreamResponse:
    request_id = request_id_from(request.headers.get(REQUEST_ID_HEADER))
    request[REQUEST_ID] = request_id
    request[_STARTED_AT] = time.perf_counter()
    # aiohttp runs each request in a task of its own with a copy of the context, so binding here
    # reaches every log line of this request, up to and including the response being sent.
    structlog.contextvars.clear_contextvars()
    structlog.contextvars.bind_contextvars(request_id=request_id)
    response = await handler(request)
    # Here rather than in a middleware of its own: one layer less on every request.
    compress_json(request, response)
    return response


def finish_request(request: web.Request, response: web.StreamResponse) -> None:
    """Part of the app's one response hook (core.app): runs for every response, raised HTTP
    errors and files too, once their final status is known (a file may turn into 304 here)."""
    request_id = request.get(REQUEST_ID)
    if request_id is None:  # the request never reached the middleware
        return
    response.headers[REQUEST_ID_HEADER] = request_id
    elapsed = time.perf_counter() - request[_STARTED_AT]
    log_request(request.method, request.path, response.status, round(elapsed * 1000, 1), request_id)
    if (figures := request.app.get(REQUEST_FIGURES)) is not None:
        figures.record(request, response.status, elapsed)
