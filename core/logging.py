"""structlog: a readable console in development, one JSON object per line with LOG_FORMAT=json.

Standard-library loggers (aiohttp, tortoise, aerich) go through the same renderer, and every line
carries the context variables bound for the current request (core.request_context).
"""

import logging
import sys

import structlog
from structlog.typing import Processor

from core.settings import LogFormat

_HANDLER_NAME = "kelana"


def configure_logging(*, log_format: LogFormat, level: str = "INFO") -> None:
    shared: list[Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    structlog.configure(
        processors=[
            # First: an event below the level costs one check, not the whole chain (a busy
            # server at LOG_LEVEL=WARNING would otherwise still render every request line).
            structlog.stdlib.filter_by_level,
            *shared,
            structlog.processors.StackInfoRenderer(),
            structlog.stdlib.ProcessorFormatter.wrap_for_formatter,
        ],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        # Not cached: tests and the CLI configure logging more than once in one process.
        cache_logger_on_first_use=False,
    )
    renderer: list[Processor] = (
        [structlog.processors.dict_tracebacks, structlog.processors.JSONRenderer()]
        if log_format is LogFormat.JSON
        else [structlog.dev.ConsoleRenderer(colors=sys.stderr.isatty())]
    )
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=shared,
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, *renderer],
    )
    handler = logging.StreamHandler(sys.stderr)
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(formatter)

    root = logging.getLogger()
    # Replace only our own handler, so pytest's capturing handlers stay in place.
    for existing in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(existing)
    root.addHandler(handler)
    root.setLevel(level.upper())
