from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, Field

from core.language import DEFAULT_LANGUAGE, language_of_tag


class MailKind(StrEnum):
    VERIFY_EMAIL = "verify_email"
    PASSWORD_RESET = "password_reset"  # noqa: S105 - a kind of mail, not a secret
    PASSWORD_CHANGED = "password_changed"  # noqa: S105
    CONTACT_MESSAGE = "contact_message"  # the contact form's notice to support
    CONTACT_RECEIVED = "contact_received"  # the sender's acknowledgement
    CONTACT_REPLY = "contact_reply"  # staff's answer from the back office
    ORDER_RECEIVED = "order_received"  # with how to pay
    ORDER_PAID = "order_paid"
    ORDER_SHIPPING = "order_shipping"  # a sent SIM card packed, shipped or delivered
    ORDER_REFUNDED = "order_refunded"  # the money is on its way back
    ORDER_LATE = "order_late"  # not delivered within the promise: a refund offered at once
    ESIM_READY = "esim_ready"  # the eSIM's QR and how to install it
    ESIM_INSTALL_REMINDER = "esim_install_reminder"  # not installed a day after delivery


class Language(StrEnum):
    ID = "id"
    EN = "en"

    @classmethod
    def pick(cls, value: str | None) -> "Language":
        """The language of a tag such as `en-US` or `id` (core.language); Indonesian by default."""
        return cls(language_of_tag(value) or DEFAULT_LANGUAGE)


class OutboxStatus(StrEnum):
    PENDING = "pending"
    SENT = "sent"
    FAILED = "failed"


class OutboxEntry(BaseModel):
    id: int
    kind: MailKind
    recipient: str
    language: Language
    subject: str
    body: str
    status: OutboxStatus
    attempts: int
    created_at: datetime
    sent_at: datetime | None
    last_error: str | None


class MailboxQuery(BaseModel):
    """`?to=`: only the mail sent to this address."""

    to: str | None = Field(default=None, max_length=320)
