"""The only code that touches the contact module's table."""

from datetime import datetime

from modules.contact.models import ContactMessage, ContactReply
from modules.contact.schemas import ContactForm, InboxMessage, ReplyView


class ContactRepository:
    async def count_from(self, *, client_address: str, since: datetime) -> int:
        return await ContactMessage.filter(
            client_address=client_address, created_at__gt=since
        ).count()

    async def add(self, *, form: ContactForm, client_address: str, received_at: datetime) -> int:
        row = await ContactMessage.create(
            **form.model_dump(), client_address=client_address, created_at=received_at
        )
        return row.id

    async def inbox(
        self, *, answered: bool | None, before_id: int | None, limit: int
    ) -> list[InboxMessage]:
        query = ContactMessage.all()
        if answered is not None:
            query = query.filter(answered_at__isnull=not answered)
        if before_id is not None:
            query = query.filter(id__lt=before_id)
        rows = await query.order_by("-id").limit(limit)
        return [InboxMessage.model_validate(row, from_attributes=True) for row in rows]

    async def message(self, message_id: int) -> InboxMessage | None:
        row = await ContactMessage.get_or_none(id=message_id)
        if row is None:
            return None
        replies = await ContactReply.filter(message_id=message_id).order_by("id")
        return InboxMessage.model_validate(row, from_attributes=True).model_copy(
            update={
                "replies": [
                    ReplyView.model_validate(reply, from_attributes=True) for reply in replies
                ]
            }
        )

    async def add_reply(self, *, message_id: int, author: str, body: str, at: datetime) -> None:
        await ContactReply.create(message_id=message_id, author=author, body=body, sent_at=at)

    async def mark_answered(self, message_id: int, *, by: str, at: datetime) -> bool:
        """One conditional UPDATE: only a message not answered yet changes."""
        moved = await ContactMessage.filter(id=message_id, answered_at__isnull=True).update(
            answered_at=at, answered_by=by
        )
        return moved == 1

    async def unanswered(self) -> int:
        return await ContactMessage.filter(answered_at__isnull=True).count()
