"""Contact use case: store a message and e-mail it to support, in one transaction."""

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import structlog
from tortoise.transactions import in_transaction

from core.errors import Invalid, NotFound, TooManyRequests
from modules.contact.repository import ContactRepository
from modules.contact.schemas import (
    ContactErrorCode,
    ContactForm,
    ContactReceipt,
    InboxMessage,
)
from modules.notifications.schemas import Language, MailKind
from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)

THROTTLE_WINDOW = timedelta(hours=1)
REPLY_MAX = 5000
TOO_MANY_MESSAGES = (
    "Terlalu banyak pesan dari alamat Anda. Silakan coba lagi dalam satu jam "
    "atau hubungi kami langsung melalui email."
)


def utc_now() -> datetime:
    return datetime.now(UTC)


class ContactService:
    def __init__(
        self,
        *,
        repository: ContactRepository,
        notifications: NotificationService,
        support_email: str,
        max_per_hour: int,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._notifications = notifications
        self._support_email = support_email
        self._max_per_hour = max_per_hour
        self._clock = clock

    async def send(self, *, form: ContactForm, client_address: str) -> ContactReceipt:
        """Store the message and queue its notice to support; refused with TooManyRequests
        past the hourly limit of the client's address."""
        now, address = self._clock(), client_address[:64]
        async with in_transaction():
            recent = await self._repository.count_from(
                client_address=address, since=now - THROTTLE_WINDOW
            )
            if recent >= self._max_per_hour:
                log.warning("contact_throttled", client_address=address, recent=recent)
                raise TooManyRequests(TOO_MANY_MESSAGES, code=ContactErrorCode.TOO_MANY_MESSAGES)
            message_id = await self._repository.add(
                form=form, client_address=address, received_at=now
            )
            await self._notifications.queue(
                kind=MailKind.CONTACT_MESSAGE,
                recipient=self._support_email,
                language=Language.ID,  # for the support team, not the sender
                values={"message_id": message_id, **form.model_dump(exclude={"language"})},
            )
            # The sender's copy says only that the message arrived: it repeats nothing they
            # typed, so the form cannot send someone else's words to an address it names.
            await self._notifications.queue(
                kind=MailKind.CONTACT_RECEIVED,
                recipient=form.email,
                language=form.language,
                values={"message_id": message_id},
            )
        log.info("contact_message_received", contact_message_id=message_id)
        return ContactReceipt(message_id=message_id, received_at=now)

    # --- the back office's inbox ----------------------------------------------------------------

    async def inbox(
        self, *, answered: bool | None = None, before_id: int | None = None, limit: int = 50
    ) -> list[InboxMessage]:
        """Messages newest first; only the open or only the answered ones when asked."""
        return await self._repository.inbox(
            answered=answered, before_id=before_id, limit=min(limit, 200)
        )

    async def inbox_message(self, *, message_id: int) -> InboxMessage:
        message = await self._repository.message(message_id)
        if message is None:
            raise NotFound("Pesan tidak ditemukan", field="message_id")
        return message

    async def reply(self, *, message_id: int, body: str, by: str) -> InboxMessage:
        """Staff's answer, e-mailed to the sender in their language, recorded, and the message
        marked answered, in one transaction."""
        text = body.strip()
        if not text or len(text) > REPLY_MAX:
            raise Invalid(f"Tulis balasan (1 sampai {REPLY_MAX} karakter)", field="body")
        message = await self.inbox_message(message_id=message_id)
        now = self._clock()
        async with in_transaction():
            await self._repository.add_reply(message_id=message_id, author=by, body=text, at=now)
            await self._notifications.queue(
                kind=MailKind.CONTACT_REPLY,
                recipient=message.email,
                language=Language.pick(message.language),
                values={
                    "message_id": message_id,
                    "recipient_name": message.name,
                    "reply": text,
                },
            )
            await self._repository.mark_answered(message_id, by=by, at=now)
        log.info("contact_message_replied", contact_message_id=message_id)
        return await self.inbox_message(message_id=message_id)

    async def mark_answered(self, *, message_id: int, by: str) -> bool:
        """Answered elsewhere (a phone call): False when it was already."""
        await self.inbox_message(message_id=message_id)
        return await self._repository.mark_answered(message_id, by=by, at=self._clock())

    async def unanswered(self) -> int:
        return await self._repository.unanswered()
