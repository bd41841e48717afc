"""Queue e-mails in the outbox (inside the caller's transaction) and deliver them afterwards."""

import asyncio
import contextlib
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta

import structlog
from pydantic import BaseModel
from tortoise.expressions import F

from modules.notifications.adapters import MailSender
from modules.notifications.models import OutboxMessage
from modules.notifications.schemas import Language, MailKind, OutboxEntry, OutboxStatus
from modules.notifications.texts import render

log = structlog.get_logger(__name__)


class DeliveryReport(BaseModel):
    sent: int = 0
    retrying: int = 0
    failed: int = 0


def _stop_if_cancelled() -> None:
    task = asyncio.current_task()
    if task is not None and task.cancelling():
        raise asyncio.CancelledError


def _utcnow() -> datetime:
    return datetime.now(UTC)


class NotificationService:
    def __init__(
        self,
        *,
        sender: MailSender | None,
        mail_from: str,
        brand: str,
        max_attempts: int = 8,
        lease_seconds: float = 120.0,
        clock: Callable[[], datetime] = _utcnow,
    ) -> None:
        self._sender = sender
        self._mail_from = mail_from
        self._brand = brand
        self._max_attempts = max_attempts
        self._lease = timedelta(seconds=lease_seconds)
        self._clock = clock
        self._work = asyncio.Event()

    @property
    def sends_mail(self) -> bool:
        return self._sender is not None

    async def queue(
        self,
        *,
        kind: MailKind,
        recipient: str,
        language: Language,
        values: Mapping[str, object],
    ) -> int:
        """Write one e-mail to the outbox. Call it inside the transaction of the change that
        causes it, and call `notify_committed` once that transaction has committed."""
        text = render(kind, language, {"brand": self._brand, **values})
        row = await OutboxMessage.create(
            kind=kind,
            recipient=recipient.strip().lower(),
            language=language,
            subject=text.subject,
            body=text.body,
            next_attempt_at=self._clock(),
        )
        return row.id

    def notify_committed(self) -> None:
        """Wake the dispatcher: new mail is in the outbox."""
        self._work.set()

    async def wait_for_work(self, *, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._work.wait(), seconds)
        self._work.clear()

    async def deliver_due(self, *, limit: int = 20) -> DeliveryReport:
        """Send what is due. No transaction is open while the SMTP server is talked to."""
        report = DeliveryReport()
        if self._sender is None:
            return report
        now = self._clock()
        due = (
            await OutboxMessage.filter(status=OutboxStatus.PENDING, next_attempt_at__lte=now)
            .order_by("id")
            .limit(limit)
        )
        for row in due:
            # A conditional UPDATE claims the row: only one sender wins it, on SQLite too.
            claimed = await OutboxMessage.filter(
                id=row.id, status=OutboxStatus.PENDING, next_attempt_at__lte=now
            ).update(next_attempt_at=now + self._lease, attempts=F("attempts") + 1)
            if claimed:
                await self._deliver(self._sender, row, attempt=row.attempts + 1, report=report)
        return report

    async def _deliver(
        self, sender: MailSender, row: OutboxMessage, *, attempt: int, report: DeliveryReport
    ) -> None:
        try:
            await sender.send(
                sender=self._mail_from, recipient=row.recipient, subject=row.subject, body=row.body
            )
        except (OSError, TimeoutError, ValueError) as error:
            # aiosmtplib's errors are OSError/TimeoutError/ValueError subclasses. It may turn a
            # cancellation (the app stopping) into one of them: stop then, touch nothing more.
            _stop_if_cancelled()
            gave_up = attempt >= self._max_attempts
            retry_at = self._clock() + timedelta(seconds=min(30 * 2 ** (attempt - 1), 3600))
            await OutboxMessage.filter(id=row.id).update(
                status=OutboxStatus.FAILED if gave_up else OutboxStatus.PENDING,
                next_attempt_at=retry_at,
                last_error=repr(error)[:2000],
            )
            log.warning("mail_not_sent", outbox_id=row.id, attempt=attempt, error=repr(error))
            if gave_up:
                report.failed += 1
            else:
                report.retrying += 1
            return
        await OutboxMessage.filter(id=row.id).update(
            status=OutboxStatus.SENT, sent_at=self._clock(), last_error=None
        )
        log.info("mail_sent", outbox_id=row.id, kind=row.kind.value, attempt=attempt)
        report.sent += 1

    async def outbox(self, *, recipient: str | None = None, limit: int = 50) -> list[OutboxEntry]:
        query = OutboxMessage.all()
        if recipient:
            query = query.filter(recipient=recipient.strip().lower())
        rows = await query.order_by("-id").limit(limit)
        return [OutboxEntry.model_validate(row, from_attributes=True) for row in rows]
