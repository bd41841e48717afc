"""The in-process dispatcher: delivers the outbox when woken after a commit, and polls so that
mail left by a crash or a failed attempt goes out later."""

import asyncio

import structlog

from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)


class OutboxDispatcher:
    def __init__(self, *, service: NotificationService, poll_seconds: float = 15.0) -> None:
        self._service = service
        self._poll_seconds = poll_seconds
        self._stopping = False

    def stop(self) -> None:
        """Finish the round in progress and return. Cancelling instead could cut a database
        query in half, which aiosqlite answers later on a loop that is gone."""
        self._stopping = True
        self._service.notify_committed()

    async def run(self) -> None:
        if not self._service.sends_mail:
            log.info("mail_delivery_off", hint="set SMTP_URL to send the outbox")
            return
        self._stopping = False
        while not self._stopping:
            try:
                await self._service.deliver_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # a broken database must not end the loop for good
                log.exception("outbox_dispatch_failed")
            if not self._stopping:
                await self._service.wait_for_work(seconds=self._poll_seconds)
