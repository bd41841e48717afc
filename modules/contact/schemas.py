"""The contact module's DTOs: the form as the client sends it (SPEC §3 Contact payload)."""

import re
from datetime import datetime
from enum import StrEnum

import phonenumbers
from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic_core import PydanticCustomError

from modules.notifications.schemas import Language

# Enough to catch a typo; the support team answers to it, which is the real check.
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_LINE_BREAK = re.compile(r"[\r\n]")


class ContactErrorCode(StrEnum):
    TOO_MANY_MESSAGES = "contact_too_many_messages"


class ContactForm(BaseModel):
    """POST /api/contact. Every field is required; blanks count as missing."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    name: str = Field(min_length=1, max_length=120)
    email: str = Field(min_length=1, max_length=254)
    address: str = Field(min_length=1, max_length=500)
    # The country code joined to the number, as the form sends it: +6281234567890.
    phone_number: str = Field(min_length=1, max_length=32)
    message: str = Field(min_length=1, max_length=5000)
    # The sender's language: their acknowledgement e-mail is written in it.
    language: Language = Language.ID

    @field_validator("name", "email", "phone_number")
    @classmethod
    def _one_line(cls, value: str) -> str:
        if _LINE_BREAK.search(value):
            raise PydanticCustomError("one_line", "must be a single line")
        return value

    @field_validator("email")
    @classmethod
    def _email(cls, value: str) -> str:
        if not _EMAIL.match(value):
            raise PydanticCustomError("email", "must be a valid e-mail address")
        return value

    @field_validator("phone_number")
    @classmethod
    def _phone(cls, value: str) -> str:
        """E.164 (+<country code><number>), whichever country: +62, +1, +44, +65, +60, ..."""
        compact = re.sub(r"[\s().-]", "", value)
        try:
            number = phonenumbers.parse(compact, None) if compact.startswith("+") else None
        except phonenumbers.NumberParseException:
            number = None
        if number is None or not phonenumbers.is_valid_number(number):
            raise PydanticCustomError(
                "phone_number", "must be a valid phone number with its country code, e.g. +62812…"
            )
        return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


class ContactReceipt(BaseModel):
    message_id: int
    received_at: datetime


class ReplyView(BaseModel):
    author: str
    body: str
    sent_at: datetime


class InboxMessage(BaseModel):
    """A contact message as the back office shows it."""

    id: int
    name: str
    email: str
    address: str
    phone_number: str
    message: str
    language: str
    created_at: datetime
    answered_at: datetime | None
    answered_by: str | None
    replies: list[ReplyView] = []
