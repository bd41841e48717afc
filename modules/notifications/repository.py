"""The only code that reads and writes the outbox's table."""

from dataclasses import dataclass
from datetime import datetime

from modules.notifications.models import OutboxMessage
from modules.notifications.schemas import Language, MailKind, OutboxEntry, OutboxStatus


@dataclass(frozen=True)
class WaitingMail:
    """What the send job needs of one message."""

    id: int
    kind: MailKind
    recipient: str
    subject: str
    body: str
    html: str | None
    status: OutboxStatus
    unsubscribe_url: str | None = None


class OutboxRepository:
    async def add(
        self,
        *,
        kind: MailKind,
        recipient: str,
        language: Language,
        subject: str,
        body: str,
        html: str,
        unsubscribe_url: str | None = None,
    ) -> int:
        row = await OutboxMessage.create(
            kind=kind,
            recipient=recipient,
            language=language,
            subject=subject,
            body=body,
            html_body=html,
            unsubscribe_url=unsubscribe_url,
        )
        return row.id

    async def find(self, message_id: int) -> WaitingMail | None:
        row = await OutboxMessage.get_or_none(id=message_id)
        if row is None:
            return None
        return WaitingMail(
            id=row.id,
            kind=row.kind,
            recipient=row.recipient,
            subject=row.subject,
            body=row.body,
            html=row.html_body,
            status=row.status,
            unsubscribe_url=row.unsubscribe_url,
        )

    async def failed(self, message_id: int, *, attempt: int, error: str, gave_up: bool) -> None:
        await OutboxMessage.filter(id=message_id).update(
            attempts=attempt,
            last_error=error[:2000],
            status=OutboxStatus.FAILED if gave_up else OutboxStatus.PENDING,
        )

    async def sent(self, message_id: int, *, at: datetime, attempt: int, kept_body: str) -> None:
        """Sent: its links and codes were for the recipient alone, so the content goes."""
        await OutboxMessage.filter(id=message_id).update(
            status=OutboxStatus.SENT,
            sent_at=at,
            attempts=attempt,
            last_error=None,
            body=kept_body,
            html_body=None,
            unsubscribe_url=None,
        )

    async def html_part(self, message_id: int) -> str | None:
        row = await OutboxMessage.get_or_none(id=message_id)
        return row.html_body if row is not None else None

    async def latest(self, *, recipient: str | None, limit: int) -> list[OutboxEntry]:
        query = OutboxMessage.all()
        if recipient:
            query = query.filter(recipient=recipient)
        rows = await query.order_by("-id").limit(limit)
        return [OutboxEntry.model_validate(row, from_attributes=True) for row in rows]
