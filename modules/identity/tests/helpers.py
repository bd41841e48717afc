"""Talk to the server as the Firebase JS SDK does: same paths, bodies and headers."""

import re
from email.message import EmailMessage
from typing import Any

import jwt
from aiohttp.test_utils import TestClient

from core.testing_smtp import SmtpServer

V1 = "/identitytoolkit.googleapis.com/v1/accounts"
TOKEN = "/securetoken.googleapis.com/v1/token"
PASSWORD = "kelana-rahasia-42"


class Firebase:
    def __init__(self, client: TestClient) -> None:
        self.client = client

    async def call(
        self,
        operation: str,
        body: dict[str, Any],
        *,
        locale: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, Any]]:
        headers = {**({"X-Firebase-Locale": locale} if locale else {}), **(headers or {})}
        response = await self.client.post(
            f"{V1}:{operation}", params={"key": "any-api-key"}, json=body, headers=headers
        )
        return response.status, await response.json()

    async def ok(self, operation: str, body: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        status, payload = await self.call(operation, body, **kwargs)
        assert status == 200, payload
        return payload

    async def error(self, operation: str, body: dict[str, Any], **kwargs: Any) -> str:
        status, payload = await self.call(operation, body, **kwargs)
        assert status == 400, payload
        assert payload["error"]["code"] == 400
        return payload["error"]["message"]

    async def sign_up(self, email: str, password: str = PASSWORD, **kwargs: Any) -> dict[str, Any]:
        body = {"email": email, "password": password, "returnSecureToken": True}
        return await self.ok("signUp", body, **kwargs)

    async def sign_in(self, email: str, password: str = PASSWORD) -> dict[str, Any]:
        body = {"email": email, "password": password, "returnSecureToken": True}
        return await self.ok("signInWithPassword", body)

    async def sign_in_error(self, email: str, password: str = PASSWORD) -> str:
        body = {"email": email, "password": password, "returnSecureToken": True}
        return await self.error("signInWithPassword", body)

    async def lookup(self, id_token: str) -> dict[str, Any]:
        return (await self.ok("lookup", {"idToken": id_token}))["users"][0]

    async def refresh(self, refresh_token: str) -> tuple[int, dict[str, Any]]:
        # The SDK sends the refresh as a form, not JSON.
        response = await self.client.post(
            TOKEN,
            params={"key": "any-api-key"},
            data={"grant_type": "refresh_token", "refresh_token": refresh_token},
        )
        return response.status, await response.json()


def claims(id_token: str) -> dict[str, Any]:
    return jwt.decode(id_token, options={"verify_signature": False})


def oob_code(message: EmailMessage) -> str:
    match = re.search(r"oobCode=([A-Za-z0-9_-]+)", text_of(message))
    assert match, text_of(message)
    return match.group(1)


def six_digits(message: EmailMessage) -> str:
    match = re.search(r"^\s*(\d{6})\s*$", text_of(message), re.MULTILINE)
    assert match, text_of(message)
    return match.group(1)


def text_of(message: EmailMessage) -> str:
    """The plain-text part of an e-mail (they carry an HTML part too)."""
    part = message.get_body(preferencelist=("plain",))
    assert part is not None, message
    return str(part.get_content())


async def mail_to(smtp_server: SmtpServer, email: str, count: int = 1) -> list[EmailMessage]:
    """Wait until `count` messages reached `email` through the real SMTP server."""
    for _ in range(50):
        found = [m for m in smtp_server.received if m["To"] == email]
        if len(found) >= count:
            return found
        smtp_server.arrived.clear()
        await smtp_server.wait_for(len(smtp_server.received) + 1, seconds=5)
    raise AssertionError(f"no mail for {email}")
