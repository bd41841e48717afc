"""Secrets never reach a log line: every event passes through `redact_secrets` before it is
rendered (core.logging), whatever wrote it (our code, a library, a traceback).

Values under a secret-looking key are replaced, at any depth; inside text (exception messages,
tracebacks, a library's message) the same keys' values, bearer tokens, JWTs and pydantic's
`input_value=...` (the offending input, which may be a password) are masked.
"""

import re
from collections.abc import Mapping
from typing import Any

from structlog.typing import EventDict, WrappedLogger

MASK = "[redacted]"

# Compared without case, `_` or `-`: `newPassword`, `new_password` and `NEW-PASSWORD` alike.
SECRET_KEYS = frozenset(
    {
        "password",
        "newpassword",
        "oldpassword",
        "currentpassword",
        "idtoken",
        "refreshtoken",
        "accesstoken",
        "token",
        "oobcode",
        "authorization",
        "cookie",
        "setcookie",
        "secretkey",
        "serverkey",
        "smtpurl",
        "identitysigningkey",
        "privatekey",
        "postbody",
    }
)
# `code` is also a plain error code ("email_not_verified"): only a value that looks like a
# one-time code (digits) or a long random string is masked.
_SECRET_CODE_VALUE = re.compile(r"^(\d{4,10}|[A-Za-z0-9_\-]{20,})$")

_KEY_ALTERNATIVES = (
    r"password|new_?password|old_?password|current_?password|id_?token|refresh_?token|"
    r"access_?token|oob_?code|authorization|secret_?key|server_?key|post_?body|code"
)
_IN_TEXT = (
    # First, so that "Authorization: Bearer <token>" loses the token, not only the word.
    re.compile(r"(?i)(bearer\s+)([A-Za-z0-9._~+/=\-]+)"),
    # "password": "hunter2", 'idToken': 'eyJ...', password=hunter2, oobCode: abc
    re.compile(
        rf"""(?i)(["']?(?:{_KEY_ALTERNATIVES})["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&}}\]]+)"""
    ),
    # pydantic's "input_value=..." repeats the refused input whole.
    re.compile(r"(input_value=)('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|\{.*?\}|[^\s,\]]+)"),
)
# Shorter text cannot hold a key and a value: left alone without a look.
_SHORTEST_SECRET_TEXT = 8
_JWT = re.compile(r"eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*")


def _normal(key: object) -> str:
    return str(key).lower().replace("_", "").replace("-", "")


def _secret_entry(key: object, value: object) -> bool:
    name = _normal(key)
    if name in SECRET_KEYS:
        return value is not None
    return name == "code" and isinstance(value, str) and bool(_SECRET_CODE_VALUE.match(value))


def redact_text(text: str) -> str:
    for pattern in _IN_TEXT:
        text = pattern.sub(lambda match: f"{match.group(1)}{MASK}", text)
    return _JWT.sub(MASK, text)


def redact(value: Any) -> Any:
    if isinstance(value, str):
        return redact_text(value) if len(value) > _SHORTEST_SECRET_TEXT else value
    if isinstance(value, Mapping):
        return {
            key: MASK if _secret_entry(key, item) else redact(item) for key, item in value.items()
        }
    if isinstance(value, list | tuple):
        return [redact(item) for item in value]
    return value


def redact_secrets(_logger: WrappedLogger, _method: str, event_dict: EventDict) -> EventDict:
    """structlog processor: the last step before rendering."""
    return redact(event_dict)
