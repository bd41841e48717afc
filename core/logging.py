"""structlog: a readable console in development, one JSON object per line with LOG_FORMAT=json.

Our own events take structlog's short path: a level-filtering bound logger (an event below the
level is a no-op method) whose processors render the line and hand it to a writer. The standard
library's logging machinery (records, handlers, formatter) is not on that path: it cost more than
the rest of a cached catalog read (docs/measurements.md, "API throughput").

Standard-library loggers (aiohttp, tortoise, aerich) still go through `logging`, rendered by the
same processors, and every line carries the context variables bound for the current request
(core.request_context).

Every line, ours and the standard library's, goes through one `LineBatch`: inside the server's
event loop the lines of one loop turn leave in a single write at the end of that turn (a busy
server answers many requests per turn), outside a loop (the CLI, a crash on the way out) at once.
"""

import asyncio
import atexit
import logging
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import orjson
import structlog
from structlog.typing import EventDict, Processor, WrappedLogger

from core.redaction import redact_secrets
from core.settings import LogFormat

_HANDLER_NAME = "kelana"


class LineBatch:
    """Rendered lines on their way to stderr, one write per event-loop turn.

    sys.stderr is looked up at each write, so whatever replaced it (pytest's capture, a
    redirection made after start-up) receives the lines. A line waits at most until the loop's
    current turn ends; only a process killed within that turn loses it.
    """

    def __init__(self) -> None:
        self._lines: list[str] = []
        self._flush_scheduled = False

    def add(self, line: str) -> None:
        self._lines.append(line)
        if self._flush_scheduled:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop: nobody would flush later
            self.flush()
            return
        self._flush_scheduled = True
        loop.call_soon(self.flush)

    def flush(self) -> None:
        self._flush_scheduled = False
        if self._lines:
            lines, self._lines = self._lines, []
            lines.append("")
            sys.stderr.write("\n".join(lines))


_LINES = LineBatch()
atexit.register(_LINES.flush)


def flush_logs() -> None:
    """Writes the lines still waiting for the end of the loop's turn (tests reading stderr)."""
    _LINES.flush()


class _BatchHandler(logging.Handler):
    """The standard library's lines join ours, in the order they were logged."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            _LINES.add(self.format(record))
        except Exception:  # noqa: BLE001 - logging must never take the caller down
            self.handleError(record)


class StderrLineWriter:
    """The final logger of our structlog events: hands each rendered line to the batch."""

    __slots__ = ("name",)

    def __init__(self, name: str | None = None) -> None:
        self.name = name

    def msg(self, line: str) -> None:
        _LINES.add(line)

    # structlog calls the method named after the level; each writes the same line.
    debug = info = warning = error = critical = exception = log = msg


def _writer_factory(*args: Any) -> StderrLineWriter:
    return StderrLineWriter(args[0] if args and isinstance(args[0], str) else None)


def _add_logger_name(logger: WrappedLogger, _method: str, event_dict: EventDict) -> EventDict:
    name = getattr(logger, "name", None)
    if name:
        event_dict.setdefault("logger", name)
    return event_dict


def _orjson_text(value: Any, **options: Any) -> str:
    # structlog passes `default` for values JSON has no type for (they become their repr).
    return orjson.dumps(
        value, default=options.get("default"), option=orjson.OPT_NON_STR_KEYS
    ).decode()


def _renderer(log_format: LogFormat) -> list[Processor]:
    if log_format is LogFormat.JSON:
        return [
            # Frames without their local variables: a password or a token in a local must
            # not reach the log.
            structlog.processors.ExceptionRenderer(
                structlog.tracebacks.ExceptionDictTransformer(show_locals=False)
            ),
            redact_secrets,
            structlog.processors.JSONRenderer(serializer=_orjson_text),
        ]
    return [
        # The traceback becomes text here, so that it is redacted like the rest.
        structlog.processors.format_exc_info,
        redact_secrets,
        structlog.dev.ConsoleRenderer(colors=sys.stderr.isatty()),
    ]


RequestLine = Callable[[str, str, int, float, str], None]
_REQUEST_LOGGER = "core.request_context"


_stamp_second = -1
_stamp_prefix = ""


def _utc_now_iso() -> str:
    # The shape of structlog's TimeStamper(fmt="iso", utc=True), "2026-11-22T10:28:07.128818Z",
    # with the date and time formatted once a second instead of on every line.
    global _stamp_second, _stamp_prefix  # noqa: PLW0603 - a one-entry cache on the request path
    now = time.time()
    second = int(now)
    if second != _stamp_second:
        _stamp_second = second
        _stamp_prefix = datetime.fromtimestamp(second, UTC).strftime("%Y-%m-%dT%H:%M:%S")
    return f"{_stamp_prefix}.{int((now - second) * 1_000_000):06d}Z"


def _json_request_line(method: str, path: str, status: int, duration_ms: float, rid: str) -> None:
    # The one line every request writes, rendered directly: the same object the processor
    # chain would make for `log.info("request_finished", ...)`, at a fraction of its cost.
    line = orjson.dumps(
        {
            "method": method,
            "path": path,
            "status": status,
            "duration_ms": duration_ms,
            "event": "request_finished",
            "request_id": rid,
            "level": "info",
            "timestamp": _utc_now_iso(),
            "logger": _REQUEST_LOGGER,
        }
    )
    _LINES.add(line.decode())


def _structlog_request_line(
    method: str, path: str, status: int, duration_ms: float, rid: str
) -> None:
    structlog.get_logger(_REQUEST_LOGGER).info(
        "request_finished",
        method=method,
        path=path,
        status=status,
        duration_ms=duration_ms,
        request_id=rid,  # also for an answer given before the request's context was bound
    )


def _no_request_line(method: str, path: str, status: int, duration_ms: float, rid: str) -> None:
    return None


_request_line: RequestLine = _structlog_request_line


def log_request(method: str, path: str, status: int, duration_ms: float, request_id: str) -> None:
    """The closing line of a request (core.request_context), in the configured format."""
    _request_line(method, path, status, duration_ms, request_id)


def configure_logging(*, log_format: LogFormat, level: str = "INFO") -> None:
    global _request_line  # noqa: PLW0603 - set once per configuration, read on every request
    level_number = logging.getLevelNamesMapping()[level.upper()]
    if level_number > logging.INFO:
        _request_line = _no_request_line
    elif log_format is LogFormat.JSON:
        _request_line = _json_request_line
    else:
        _request_line = _structlog_request_line
    shared: list[Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    structlog.configure(
        processors=[*shared, _add_logger_name, *_renderer(log_format)],
        logger_factory=_writer_factory,
        wrapper_class=structlog.make_filtering_bound_logger(level_number),
        # Not cached: tests and the CLI configure logging more than once in one process.
        cache_logger_on_first_use=False,
    )

    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[*shared, structlog.stdlib.add_logger_name],
        processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            *_renderer(log_format),
        ],
    )
    _LINES.flush()  # what the previous configuration wrote leaves first
    handler = _BatchHandler()
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(formatter)

    root = logging.getLogger()
    # Replace only our own handler, so pytest's capturing handlers stay in place.
    for existing in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(existing)
    root.addHandler(handler)
    root.setLevel(level_number)
