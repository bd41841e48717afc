"""Google sign-in: the local stand-in of the consent popup hands back a Google-shaped ID token,
and accounts:signInWithIdp accepts only tokens that pass every check."""

import re
import time
from typing import Any

import jwt
import pytest
from aiohttp.test_utils import TestClient

from modules.identity.keys import SigningKey, generate_pem
from modules.identity.tests.helpers import Firebase, claims


async def _stand_in_token(client: TestClient, email: str) -> str:
    page = await client.get("/dev/google-sign-in", params={"email": email, "name": "Kiki"})
    assert page.status == 200
    match = re.search(r'"idToken": "([^"]+)"', await page.text())
    assert match
    return match.group(1)


async def _idp(firebase: Firebase, token: str) -> tuple[int, dict[str, Any]]:
    return await firebase.call(
        "signInWithIdp",
        {
            "postBody": f"id_token={token}&providerId=google.com",
            "requestUri": "http://localhost",
            "returnSecureToken": True,
            "returnIdpCredential": True,
        },
    )


async def test_the_stand_in_popup_offers_a_form_and_hands_back_a_token(client: TestClient) -> None:
    form = await client.get("/dev/google-sign-in")
    cancelled = await client.get("/dev/google-sign-in", params={"cancel": "1"})

    assert "type=email" in await form.text()
    assert "popup_closed_by_user" in await cancelled.text()
    token = await _stand_in_token(client, "kiki@example.com")
    assert (
        "window.opener.postMessage"
        in await (
            await client.get("/dev/google-sign-in", params={"email": "kiki@example.com"})
        ).text()
    )
    assert claims(token)["aud"] == "kelana-dev.apps.googleusercontent.com"


async def test_a_new_google_user_gets_a_verified_account(
    firebase: Firebase, client: TestClient
) -> None:
    token = await _stand_in_token(client, "Kiki@Example.com")

    status, first = await _idp(firebase, token)
    _, second = await _idp(firebase, token)

    assert status == 200, first
    assert first["kind"] == "identitytoolkit#VerifyAssertionResponse"
    assert first["providerId"] == "google.com"
    assert first["email"] == "kiki@example.com"
    assert first["emailVerified"] is True
    assert first["isNewUser"] is True
    assert second["isNewUser"] is False
    assert second["localId"] == first["localId"]
    id_claims = claims(first["idToken"])
    assert id_claims["email_verified"] is True
    assert id_claims["firebase"]["sign_in_provider"] == "google.com"


async def test_google_links_to_the_password_account_of_the_same_address(
    firebase: Firebase, client: TestClient
) -> None:
    created = await firebase.sign_up("lia@example.com")

    _, body = await _idp(firebase, await _stand_in_token(client, "lia@example.com"))

    assert body["localId"] == created["localId"]
    assert body["isNewUser"] is False
    user = await firebase.lookup(created["idToken"])
    assert {info["providerId"] for info in user["providerUserInfo"]} == {"password", "google.com"}
    assert user["emailVerified"] is True


def _google_like(key: SigningKey, **overrides: Any) -> str:
    now = int(time.time())
    claims = {
        "iss": "https://accounts.google.com",
        "aud": "kelana-dev.apps.googleusercontent.com",
        "sub": "1234567890",
        "email": "mira@example.com",
        "email_verified": True,
        "iat": now,
        "exp": now + 3600,
        **overrides,
    }
    return jwt.encode(claims, key.private_key, algorithm="RS256", headers={"kid": key.kid})


@pytest.mark.parametrize(
    "overrides",
    [
        {"aud": "someone-elses-client"},
        {"iss": "https://evil.example.com"},
        {"exp": 1_000},
        {"email_verified": False},
    ],
)
async def test_google_tokens_that_fail_a_check_are_refused(
    firebase: Firebase, container: Any, overrides: dict[str, Any]
) -> None:
    stand_in_key = container.identity.google()._stand_in_key()

    status, body = await _idp(firebase, _google_like(stand_in_key, **overrides))

    assert status == 400
    assert body["error"]["message"].startswith("INVALID_IDP_RESPONSE")


class TestWithoutTheStandIn:
    @pytest.fixture
    def identity_settings(self) -> dict[str, Any]:
        # Nothing listens on port 1: Google's keys cannot be fetched, as offline.
        return {"google_sign_in_stand_in": False, "google_keys_url": "http://127.0.0.1:1/certs"}

    async def test_no_popup_and_unknown_keys_are_refused(
        self, firebase: Firebase, client: TestClient
    ) -> None:
        page = await client.get("/dev/google-sign-in")
        status, body = await _idp(firebase, _google_like(SigningKey(generate_pem())))

        assert "Sign in with Google" not in await page.text()
        assert status == 400
        assert body["error"]["message"].startswith("INVALID_IDP_RESPONSE")
