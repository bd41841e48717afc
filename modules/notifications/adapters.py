"""Outbound mail: SMTP through aiosmtplib, behind a Protocol so tests can swap it."""

from collections.abc import Mapping
from email.message import EmailMessage
from typing import Protocol
from urllib.parse import unquote, urlsplit

import aiosmtplib

# What a sender raises when the mail did not go out. aiosmtplib's connection and timeout errors
# are OSError/TimeoutError subclasses, but a server's refusal (a login, a recipient) is only an
# SMTPException.
SEND_ERRORS: tuple[type[Exception], ...] = (
    aiosmtplib.SMTPException,
    OSError,
    TimeoutError,
    ValueError,
)


class MailSender(Protocol):
    async def send(
        self,
        *,
        sender: str,
        recipient: str,
        subject: str,
        body: str,
        html: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None: ...


def unsubscribe_headers(url: str) -> dict[str, str]:
    """RFC 2369 and RFC 8058: the mail program's own unsubscribe button, one click, by POST."""
    return {
        "List-Unsubscribe": f"<{url}>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    }


class SmtpSender:
    """SMTP_URL: smtp://user:password@host:port (STARTTLS when offered) or smtps:// (TLS)."""

    def __init__(self, *, url: str, timeout_seconds: float = 15.0) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
            raise ValueError("SMTP_URL must look like smtp://user:password@host:port")
        self._implicit_tls = parts.scheme == "smtps"
        self._host = parts.hostname
        self._port = parts.port or (465 if self._implicit_tls else 25)
        self._username = unquote(parts.username) if parts.username else None
        self._password = unquote(parts.password) if parts.password else None
        self._timeout = timeout_seconds

    async def send(
        self,
        *,
        sender: str,
        recipient: str,
        subject: str,
        body: str,
        html: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        message = EmailMessage()
        message["From"] = sender
        message["To"] = recipient
        message["Subject"] = subject
        for name, value in (headers or {}).items():
            message[name] = value
        message.set_content(body)
        if html is not None:
            # multipart/alternative: the text first, the HTML last (the part mail programs prefer).
            message.add_alternative(html, subtype="html")
        await aiosmtplib.send(
            message,
            hostname=self._host,
            port=self._port,
            username=self._username,
            password=self._password,
            use_tls=self._implicit_tls,
            timeout=self._timeout,
        )
