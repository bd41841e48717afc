"""E-mail: written to the outbox and handed to a job inside the caller's transaction, sent over
SMTP by that job afterwards (core.jobs: retried with backoff, dead after its last attempt)."""

from collections.abc import Callable, Mapping
from datetime import UTC, datetime

import structlog

from core.jobs import JobContext, JobQueue
from modules.notifications.adapters import SEND_ERRORS, MailSender, unsubscribe_headers
from modules.notifications.repository import OutboxRepository
from modules.notifications.schemas import Language, MailKind, OutboxEntry, OutboxStatus
from modules.notifications.texts import render

log = structlog.get_logger(__name__)

SEND_JOB = "notifications.send"
MAX_ATTEMPTS = 8
# What stays of a delivered e-mail: its links and codes were for the recipient alone.
DELIVERED_BODY = "(sent; the content is not kept after delivery)"


def _utcnow() -> datetime:
    return datetime.now(UTC)


class NotificationService:
    def __init__(
        self,
        *,
        repository: OutboxRepository,
        sender: MailSender | None,
        jobs: JobQueue,
        mail_from: str,
        brand: str,
        on_delivery_failed: Callable[[], None] | None = None,
        clock: Callable[[], datetime] = _utcnow,
    ) -> None:
        self._repository = repository
        self._sender = sender
        self._jobs = jobs
        self._mail_from = mail_from
        self._brand = brand
        self._on_delivery_failed = on_delivery_failed
        self._clock = clock

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
        unsubscribe_url: str | None = None,
    ) -> int:
        """Write one e-mail and the job that sends it. Call it inside the transaction of the
        change that causes it: a rollback leaves neither. With `unsubscribe_url` the mail
        carries RFC 8058's one-click unsubscribe headers (and the template may link it)."""
        text = render(
            kind,
            language,
            {"brand": self._brand, "unsubscribe_url": unsubscribe_url, **values},
        )
        message_id = await self._repository.add(
            kind=kind,
            recipient=recipient.strip().lower(),
            language=language,
            subject=text.subject,
            body=text.body,
            html=text.html,
            unsubscribe_url=unsubscribe_url,
        )
        await self._jobs.enqueue(
            SEND_JOB,
            {"message_id": message_id},
            key=f"{SEND_JOB}:{message_id}",
            max_attempts=MAX_ATTEMPTS,
        )
        return message_id

    async def deliver(self, job: JobContext) -> None:
        """Job: send one e-mail. Safe to run again: a message already sent is not sent twice
        (short of the SMTP server taking it and the answer being lost)."""
        row = await self._repository.find(job.payload["message_id"])
        if row is None or row.status is OutboxStatus.SENT:
            return
        if self._sender is None:
            # No SMTP server (a developer's machine): the mail waits in the outbox, readable in
            # the development mailbox.
            return
        try:
            await self._sender.send(
                sender=self._mail_from,
                recipient=row.recipient,
                subject=row.subject,
                body=row.body,
                html=row.html,
                headers=unsubscribe_headers(row.unsubscribe_url) if row.unsubscribe_url else None,
            )
        except SEND_ERRORS as error:
            if self._on_delivery_failed is not None:
                self._on_delivery_failed()
            await self._repository.failed(
                row.id, attempt=job.attempt, error=repr(error), gave_up=job.is_last_attempt
            )
            log.warning("mail_not_sent", outbox_id=row.id, attempt=job.attempt, error=repr(error))
            raise
        await self._repository.sent(
            row.id, at=self._clock(), attempt=job.attempt, kept_body=DELIVERED_BODY
        )
        log.info("mail_sent", outbox_id=row.id, kind=row.kind.value, attempt=job.attempt)

    async def html_part(self, *, message_id: int) -> str | None:
        return await self._repository.html_part(message_id)

    async def outbox(self, *, recipient: str | None = None, limit: int = 50) -> list[OutboxEntry]:
        return await self._repository.latest(
            recipient=recipient.strip().lower() if recipient else None, limit=limit
        )
