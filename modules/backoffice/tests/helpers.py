"""A store account, a back office sign-in as a browser does it, the CSRF token of a page, and
the version an edit form was opened at."""

import html
import re
from typing import Any

from aiohttp.test_utils import TestClient

PASSWORD = "Jalan-jalan-2026"
SIGN_UP = "/identitytoolkit.googleapis.com/v1/accounts:signUp"
_HIDDEN = re.compile(r'name="(login_token|csrf_token)" value="([^"]+)"')
_OPENED_AT = re.compile(r'type="hidden" name="(version|opened)" value="([^"]*)"')


async def store_account(client: TestClient, email: str) -> str:
    """A shopper's account; its ID token."""
    response = await client.post(
        SIGN_UP, json={"email": email, "password": PASSWORD, "returnSecureToken": True}
    )
    body = await response.json()
    assert response.status == 200, body
    return str(body["idToken"])


async def verified_account(client: TestClient, container: Any, email: str) -> str:
    """A store account whose address is verified (only such an account may hold a back office
    role); its ID token. The verification e-mail's own flow is identity's tests' business."""
    token = await store_account(client, email)
    assert await container.identity.service().vouch_for_address(email=email) is not None
    return token


def hidden_token(html: str, name: str) -> str:
    return dict(_HIDDEN.findall(html))[name]


def opened_at(page: str) -> dict[str, str]:
    """The hidden fields an edit form carries: the version it was opened at, and what its
    fields held then. A save posts them back."""
    return {name: html.unescape(value) for name, value in _OPENED_AT.findall(page)}


async def edit_form(client: TestClient, path: str) -> dict[str, str]:
    """An edit page opened as a browser does: the hidden fields its form posts back."""
    page = await client.get(path)
    assert page.status == 200
    return opened_at(await page.text())


async def sign_in(client: TestClient, email: str, password: str = PASSWORD) -> tuple[int, str]:
    """The login form, filled in and posted: the answer's status and page (or where it led)."""
    status, text, _cookies = await sign_in_with_cookies(client, email, password)
    return status, text


async def sign_in_with_cookies(
    client: TestClient, email: str, password: str = PASSWORD
) -> tuple[int, str, list[str]]:
    """As sign_in, with the Set-Cookie headers of the answer."""
    form = await client.get("/admin/login")
    token = hidden_token(await form.text(), "login_token")
    response = await client.post(
        "/admin/login",
        data={"login_token": token, "email": email, "password": password},
        allow_redirects=False,
    )
    cookies = response.headers.getall("Set-Cookie", [])
    if response.status == 303:
        return 303, response.headers["Location"], cookies
    return response.status, await response.text(), cookies


async def csrf(client: TestClient) -> str:
    """The session's CSRF token, as every form of the dashboard carries it."""
    page = await client.get("/admin")
    assert page.status == 200
    return hidden_token(await page.text(), "csrf_token")


async def signed_in_as(client: TestClient, container: Any, email: str, role: str) -> TestClient:
    """A store account with this back office role, signed in through the form (the client's
    cookie jar holds only its session)."""
    await verified_account(client, container, email)
    await container.backoffice.service().add_staff(email, role, by="command line")
    client.session.cookie_jar.clear()
    await sign_in(client, email)
    return client
