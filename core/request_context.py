"""A request id in every log line of a request and in the X-Request-ID response header."""

import os
import re
import time

import structlog
from aiohttp import web
from aiohttp.typedefs import Handler

log = structlog.get_logger(__name__)

REQUEST_ID_HEADER = "X-Request-ID"
REQUEST_ID = web.RequestKey("request_id", str)
_STARTED_AT = web.RequestKey("started_at", float)
# Accept a caller's id (a proxy's, a test's) only when it cannot smuggle anything into logs.
_WELL_FORMED_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$")


def _request_id_from(header: str | None) -> str:
    if header and _WELL_FORMED_ID.match(header):
        return header
    # 128 random bits as 32 hex digits, the shape of a uuid4 without building the object.
    return os.urandom(16).hex()


@web.middleware
async def bind_request_id(request: web.Request, handler: Handler) -> web.StreamResponse:
    request_id = _request_id_from(request.headers.get(REQUEST_ID_HEADER))
    request[REQUEST_ID] = request_id
    request[_STARTED_AT] = time.perf_counter()
    # aiohttp runs each request in a task of its own with a copy of the context, so binding here
    # reaches every log line of this request, up to and including the response being sent.
    structlog.contextvars.clear_contextvars()
    structlog.contextvars.bind_contextvars(request_id=request_id)
    return await handler(request)


async def finish_request(request: web.Request, response: web.StreamResponse) -> None:
    """on_response_prepare: runs for every response, raised HTTP errors and file responses too,
    once their final status is known (a FileResponse may turn into 304 only here)."""
    request_id = request.get(REQUEST_ID)
    if request_id is None:  # the request never reached the middleware
        return
    response.headers[REQUEST_ID_HEADER] = request_id
    elapsed_ms = (time.perf_counter() - request[_STARTED_AT]) * 1000
    log.info(
        "request_finished",
        method=request.method,
        path=request.path,
        status=response.status,
        duration_ms=round(elapsed_ms, 1),
    )
