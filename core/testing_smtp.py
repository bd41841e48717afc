"""A real SMTP server for tests (aiosmtpd), importable by modules' tests (core.testing is not)."""

import asyncio
import email
import email.policy
from dataclasses import dataclass, field
from email.message import EmailMessage

from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session


@dataclass
class SmtpServer:
    """A real SMTP server (aiosmtpd) on a free loopback port, keeping what it receives."""

    port: int
    username: str = "mailer"
    password: str = "mail-secret"  # noqa: S105 - a test server's login
    received: list[EmailMessage] = field(default_factory=list)
    # Recipients this server answers "550 no such mailbox", as a real server refuses a mailbox.
    refused_recipients: set[str] = field(default_factory=set)
    arrived: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def url(self) -> str:
        return f"smtp://{self.username}:{self.password}@127.0.0.1:{self.port}"

    async def handle_RCPT(  # noqa: N802 - aiosmtpd's hook name
        self,
        _server: SMTP,
        _session: Session,
        envelope: Envelope,
        address: str,
        _options: list[str],
    ) -> str:
        if address in self.refused_recipients:
            return "550 5.1.1 No such mailbox"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, _server: SMTP, _session: Session, envelope: Envelope) -> str:  # noqa: N802 - aiosmtpd's hook name
        content = envelope.original_content or b""
        message = email.message_from_bytes(content, policy=email.policy.default)
        if not isinstance(message, EmailMessage):  # the default policy makes one
            raise TypeError(type(message))
        self.received.append(message)
        self.arrived.set()
        return "250 OK"

    def authenticate(
        self, _server: SMTP, _session: Session, _envelope: Envelope, _mechanism: str, data: object
    ) -> AuthResult:
        ok = isinstance(data, LoginPassword) and (data.login, data.password) == (
            self.username.encode(),
            self.password.encode(),
        )
        return AuthResult(success=ok)

    async def wait_for(self, count: int, *, seconds: float = 5.0) -> list[EmailMessage]:
        async with asyncio.timeout(seconds):
            while len(self.received) < count:
                self.arrived.clear()
                await self.arrived.wait()
        return self.received
