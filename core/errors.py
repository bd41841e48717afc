"""Typed domain errors with stable codes. The error middleware (core.http) maps them to HTTP."""

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, ClassVar


class ErrorCode(StrEnum):
    """Codes shared by every module; a module may add its own enum of codes for its errors."""

    INVALID_INPUT = "invalid_input"
    UNAUTHORIZED = "unauthorized"
    FORBIDDEN = "forbidden"
    NOT_FOUND = "not_found"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    CONFLICT = "conflict"
    TOO_MANY_REQUESTS = "too_many_requests"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    UNAVAILABLE = "service_unavailable"
    INTERNAL = "internal_error"
    HTTP_ERROR = "http_error"


class DomainError(Exception):
    default_code: ClassVar[str] = ErrorCode.INTERNAL
    default_message: ClassVar[str] = "Internal server error"

    def __init__(
        self,
        message: str | None = None,
        *,
        code: str | None = None,
        field: str | None = None,
        details: Mapping[str, Any] | None = None,
    ) -> None:
        self.message = message or self.default_message
        self.code = code or self.default_code
        self.field = field
        self.details = dict(details or {})
        super().__init__(self.message)


class Invalid(DomainError):
    default_code = ErrorCode.INVALID_INPUT
    default_message = "Invalid input"


class Unauthorized(DomainError):
    default_code = ErrorCode.UNAUTHORIZED
    default_message = "Authentication required"


class Forbidden(DomainError):
    default_code = ErrorCode.FORBIDDEN
    default_message = "Not allowed"


class NotFound(DomainError):
    default_code = ErrorCode.NOT_FOUND
    default_message = "Not found"


class Conflict(DomainError):
    default_code = ErrorCode.CONFLICT
    default_message = "Conflict"


class TooManyRequests(DomainError):
    default_code = ErrorCode.TOO_MANY_REQUESTS
    default_message = "Too many requests, try again later"


class Unavailable(DomainError):
    default_code = ErrorCode.UNAVAILABLE
    default_message = "Service unavailable"
