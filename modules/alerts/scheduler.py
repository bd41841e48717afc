"""Keeps the sweep going: each web process, once a sweep interval after it starts and every
interval after, asks for the next sweep (one job by its key, however many processes ask).
The sweep job asks for its successor too; this only restarts the chain if it ever breaks."""

import asyncio
import contextlib

import structlog

from modules.alerts.service import AlertsService

log = structlog.get_logger(__name__)


class SweepScheduler:
    def __init__(self, *, service: AlertsService, minutes: int) -> None:
        self._service = service
        self._seconds = minutes * 60.0
        self._stopped = asyncio.Event()

    async def run(self) -> None:
        self._stopped.clear()
        if self._seconds <= 0:
            return
        while not self._stopped.is_set():
            # Waits first: an app that lives for seconds (a test, a command) schedules nothing.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stopped.wait(), self._seconds)
            if self._stopped.is_set():
                break
            try:
                await self._service.schedule_sweep()
            except Exception:  # a database outage must not end the schedule for good
                log.exception("usage_alerts_schedule_failed")

    def stop(self) -> None:
        self._stopped.set()
