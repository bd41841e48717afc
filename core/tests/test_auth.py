"""core's auth middleware: a route marked @requires_user gets the verified caller; the store's
routes (the default) also need a verified e-mail. The verifier is whatever the root injects."""

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.auth import (
    NOT_VERIFIED_MESSAGE,
    AuthenticatedUser,
    accepts_user,
    current_user,
    optional_user,
    requires_user,
)
from core.container import Container
from core.errors import Unauthorized
from core.http import envelope

USERS = {
    "verified-token": AuthenticatedUser(uid="u1", email="a@example.com", email_verified=True),
    "unverified-token": AuthenticatedUser(uid="u2", email="b@example.com", email_verified=False),
}


class FakeVerifier:
    async def verify(self, token: str) -> AuthenticatedUser:
        if token not in USERS:
            raise Unauthorized("Invalid token", code="invalid_token")
        return USERS[token]


@requires_user()
async def store_endpoint(request: web.Request) -> web.Response:
    return envelope({"uid": current_user(request).uid})


@requires_user(verified=False)
async def account_endpoint(request: web.Request) -> web.Response:
    return envelope({"uid": current_user(request).uid})


@accepts_user
async def optional_endpoint(request: web.Request) -> web.Response:
    user = optional_user(request)
    return envelope({"uid": user.uid if user else None})


async def public_endpoint(_request: web.Request) -> web.Response:
    return envelope({"public": True})


@pytest.fixture
async def client(aiohttp_client: AiohttpClient, container: Container) -> TestClient:
    container.token_verifier.override(providers.Object(FakeVerifier()))
    app = create_app(container)
    app.router.add_routes(
        [
            web.get("/api/test/store", store_endpoint),
            web.get("/api/test/account", account_endpoint),
            web.get("/api/test/public", public_endpoint),
            web.get("/api/test/optional", optional_endpoint),
        ]
    )
    return await aiohttp_client(app)


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_a_verified_user_reaches_the_store(client: TestClient) -> None:
    response = await client.get("/api/test/store", headers=_bearer("verified-token"))

    assert response.status == 200
    assert (await response.json())["data"] == {"uid": "u1"}


async def test_an_unverified_user_gets_403_with_the_spec_message(client: TestClient) -> None:
    store = await client.get("/api/test/store", headers=_bearer("unverified-token"))
    account = await client.get("/api/test/account", headers=_bearer("unverified-token"))

    assert store.status == 403
    assert await store.json() == {
        "success": False,
        "message": NOT_VERIFIED_MESSAGE,
        "data": {"code": "email_not_verified"},
    }
    assert NOT_VERIFIED_MESSAGE == (
        "Email Anda belum diverifikasi. Silakan periksa kotak masuk Anda."
    )
    assert account.status == 200


async def test_no_token_or_a_bad_one_is_a_401_envelope(client: TestClient) -> None:
    missing = await client.get("/api/test/store")
    bad = await client.get("/api/test/store", headers=_bearer("stolen"))

    assert missing.status == 401
    assert (await missing.json())["message"] == "Missing token"
    assert bad.status == 401
    assert (await bad.json())["message"] == "Invalid token"


async def test_unmarked_routes_need_no_token(client: TestClient) -> None:
    response = await client.get("/api/test/public")

    assert response.status == 200


async def test_an_optional_user_is_read_when_the_token_is_valid(client: TestClient) -> None:
    verified = await client.get("/api/test/optional", headers=_bearer("verified-token"))
    unverified = await client.get("/api/test/optional", headers=_bearer("unverified-token"))

    assert (await verified.json())["data"] == {"uid": "u1"}
    assert (await unverified.json())["data"] == {"uid": "u2"}


async def test_without_a_valid_token_an_optional_user_is_anonymous(client: TestClient) -> None:
    missing = await client.get("/api/test/optional")
    bad = await client.get("/api/test/optional", headers=_bearer("stolen"))
    other_scheme = await client.get("/api/test/optional", headers={"Authorization": "Basic eA=="})

    for response in (missing, bad, other_scheme):
        assert response.status == 200
        assert (await response.json())["data"] == {"uid": None}
