"""The SPEC envelope {"success", "message", "data"} and the one error middleware that renders it."""

import asyncio
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from http import HTTPStatus
from types import MappingProxyType
from typing import Any

import structlog
from aiohttp import web
from aiohttp.typedefs import Handler

from core.db import connection_lost
from core.errors import (
    Conflict,
    DomainError,
    ErrorCode,
    Forbidden,
    Invalid,
    NotFound,
    TooManyRequests,
    Unauthorized,
    Unavailable,
)

log = structlog.get_logger(__name__)

API_PREFIX = "/api"


@dataclass(frozen=True)
class ErrorShape:
    """Errors under these path prefixes are rendered by `render` instead of as an envelope (the
    identity endpoints answer in Firebase's error shape). Given by the composition root."""

    prefixes: tuple[str, ...]
    render: Callable[[int, DomainError | None], web.Response]

    def covers(self, path: str) -> bool:
        return path.startswith(self.prefixes)


ERROR_SHAPES = web.AppKey("error_shapes", Sequence[ErrorShape])

# The one table from domain error to HTTP status. A subclass maps through its nearest listed base.
ERROR_STATUS: Mapping[type[DomainError], HTTPStatus] = MappingProxyType(
    {
        Invalid: HTTPStatus.BAD_REQUEST,
        Unauthorized: HTTPStatus.UNAUTHORIZED,
        Forbidden: HTTPStatus.FORBIDDEN,
        NotFound: HTTPStatus.NOT_FOUND,
        Conflict: HTTPStatus.CONFLICT,
        TooManyRequests: HTTPStatus.TOO_MANY_REQUESTS,
        Unavailable: HTTPStatus.SERVICE_UNAVAILABLE,
    }
)

# aiohttp's own errors (no route, wrong method, body too large) as envelopes on /api.
HTTP_ERROR_CODES: Mapping[int, ErrorCode] = MappingProxyType(
    {
        HTTPStatus.BAD_REQUEST: ErrorCode.INVALID_INPUT,
        HTTPStatus.UNAUTHORIZED: ErrorCode.UNAUTHORIZED,
        HTTPStatus.FORBIDDEN: ErrorCode.FORBIDDEN,
        HTTPStatus.NOT_FOUND: ErrorCode.NOT_FOUND,
        HTTPStatus.METHOD_NOT_ALLOWED: ErrorCode.METHOD_NOT_ALLOWED,
        HTTPStatus.REQUEST_ENTITY_TOO_LARGE: ErrorCode.PAYLOAD_TOO_LARGE,
    }
)


def is_api(request: web.Request) -> bool:
    return request.path == API_PREFIX or request.path.startswith(f"{API_PREFIX}/")


def envelope(
    data: Any = None,
    *,
    message: str = "ok",
    status: int = HTTPStatus.OK,
    headers: Mapping[str, str] | None = None,
) -> web.Response:
    body = {"success": status < HTTPStatus.BAD_REQUEST, "message": message, "data": data}
    return web.json_response(body, status=status, headers=headers)


def _status_for(error: DomainError) -> HTTPStatus:
    for cls in type(error).__mro__:
        if cls in ERROR_STATUS:
            return ERROR_STATUS[cls]
    return HTTPStatus.INTERNAL_SERVER_ERROR


def _error_data(code: str, field: str | None = None, **details: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"code": code}
    if field is not None:
        data["field"] = field
    return {**data, **details}


def _shape_for(request: web.Request) -> ErrorShape | None:
    shapes = request.app.get(ERROR_SHAPES, ())
    return next((shape for shape in shapes if shape.covers(request.path)), None)


def _render_domain_error(request: web.Request, error: DomainError) -> web.Response:
    status = _status_for(error)
    if shape := _shape_for(request):
        return shape.render(status, error)
    if not is_api(request):
        return web.Response(status=status, text=error.message)
    data = _error_data(error.code, error.field, **error.details)
    return envelope(data, message=error.message, status=status)


def _render_http_error(error: web.HTTPException) -> web.Response:
    code = HTTP_ERROR_CODES.get(error.status, ErrorCode.HTTP_ERROR)
    headers = {"Allow": error.headers["Allow"]} if "Allow" in error.headers else None
    message = error.reason.capitalize() if error.reason else "Error"
    return envelope(_error_data(code), message=message, status=error.status, headers=headers)


@web.middleware
async def error_middleware(  # noqa: PLR0911 - one answer per kind of failure, in one place
    request: web.Request, handler: Handler
) -> web.StreamResponse:
    try:
        return await handler(request)
    except DomainError as error:
        return _render_domain_error(request, error)
    except web.HTTPException as error:
        if error.status < HTTPStatus.BAD_REQUEST:
            raise
        if shape := _shape_for(request):
            return shape.render(error.status, None)
        if not is_api(request):
            raise
        return _render_http_error(error)
    except asyncio.CancelledError:
        raise
    except Exception as error:  # the last line of defence: log it whole, answer without the trace
        if connection_lost(error):
            return _connection_lost_answer(request, error)
        log.exception("unhandled_error", method=request.method, path=request.path)
        if shape := _shape_for(request):
            return shape.render(HTTPStatus.INTERNAL_SERVER_ERROR, None)
        if not is_api(request):
            return web.Response(status=HTTPStatus.INTERNAL_SERVER_ERROR, text="Internal error")
        data = _error_data(ErrorCode.INTERNAL)
        return envelope(data, message="Internal server error", status=500)


# The database went away under the request: its transaction died with the connection, so the
# client may simply send it again (an order id makes that safe).
TRY_AGAIN = "Layanan sedang sibuk. Tidak ada yang tersimpan; silakan coba lagi sebentar lagi."


def _connection_lost_answer(request: web.Request, error: Exception) -> web.StreamResponse:
    log.warning(
        "database_connection_lost",
        method=request.method,
        path=request.path,
        error=type(error).__name__,
    )
    headers = {"Retry-After": "1"}
    if shape := _shape_for(request):
        return shape.render(HTTPStatus.SERVICE_UNAVAILABLE, None)
    if not is_api(request):
        return web.Response(status=HTTPStatus.SERVICE_UNAVAILABLE, text=TRY_AGAIN, headers=headers)
    data = _error_data(ErrorCode.UNAVAILABLE)
    return envelope(data, message=TRY_AGAIN, status=HTTPStatus.SERVICE_UNAVAILABLE, headers=headers)


def api_no_store(request: web.Request, response: web.StreamResponse) -> None:
    """Part of the app's one response hook (core.app): an /api answer is never stored unless
    its route chose a policy (the catalog's public max-age); raised errors get no-store too."""
    if is_api(request):
        response.headers.setdefault("Cache-Control", "no-store")
