"""Google sign-in: the local stand-in of the consent popup hands back a Google-shaped ID token,
and accounts:signInWithIdp accepts only tokens that pass every check."""

import asyncio
import re
import time
from typing import Any

import jwt
import pytest
from aiohttp.test_utils import TestClient

from modules.identity.google.nonces import GoogleNonces
from modules.identity.models import Account
from modules.identity.schemas import SignInProvider
from modules.identity.tests.helpers import Firebase, claims
from modules.identity.tokens.keys import SigningKey, generate_pem


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

    assert 'type="email"' in await form.text()
    assert "popup_closed_by_user" in await cancelled.text()
    token = await _stand_in_token(client, "kiki@example.com")
    handed = await (
        await client.get("/dev/google-sign-in", params={"email": "kiki@example.com"})
    ).text()
    assert '<script src="/server-assets/hand-back.js"></script>' in handed
    script = await (await client.get("/server-assets/hand-back.js")).text()
    assert "window.opener.postMessage(message, window.location.origin)" in script
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


async def test_twenty_first_sign_ins_at_once_make_one_account_and_all_succeed(
    firebase: Firebase, client: TestClient
) -> None:
    token = await _stand_in_token(client, "tari@example.com")

    answers = await asyncio.gather(*(_idp(firebase, token) for _ in range(20)))

    assert [status for status, _ in answers] == [200] * 20, answers
    assert {body["localId"] for _, body in answers} == {answers[0][1]["localId"]}
    assert sum(body["isNewUser"] for _, body in answers) >= 1
    assert await Account.filter(email="tari@example.com").count() == 1


async def test_google_links_to_the_verified_password_account_of_the_same_address(
    firebase: Firebase, client: TestClient
) -> None:
    created = await firebase.sign_up("lia@example.com")
    await Account.filter(uid=created["localId"]).update(email_verified=True)

    _, body = await _idp(firebase, await _stand_in_token(client, "lia@example.com"))

    assert body["localId"] == created["localId"]
    assert body["isNewUser"] is False
    user = await firebase.lookup(body["idToken"])
    assert {info["providerId"] for info in user["providerUserInfo"]} == {"password", "google.com"}
    assert user["emailVerified"] is True
    assert (await firebase.sign_in("lia@example.com"))["registered"] is True


async def test_google_takes_an_unverified_account_away_from_whoever_made_it(
    firebase: Firebase, client: TestClient, container: Any
) -> None:
    # Someone signs up with the traveller's address and never verifies it...
    squatter = await firebase.ok(
        "signUp",
        {
            "email": "lina.korban@example.com",
            "password": "sandi-penyusup-1",
            "displayName": "Tim Kelana",
            "returnSecureToken": True,
        },
    )

    # ...then the traveller signs in with Google.
    status, owner = await _idp(firebase, await _stand_in_token(client, "lina.korban@example.com"))
    assert status == 200
    assert owner["localId"] == squatter["localId"]

    # The squatter's password, refresh token and ID token are all dead.
    assert await firebase.sign_in_error("lina.korban@example.com", "sandi-penyusup-1") == (
        "INVALID_LOGIN_CREDENTIALS"
    )
    refresh_status, refreshed = await firebase.refresh(squatter["refreshToken"])
    assert (refresh_status, refreshed["error"]["message"]) == (400, "INVALID_REFRESH_TOKEN")
    # An ID token the squatter got before (a minute ago: a test runs within one second, the
    # tokens' resolution) no longer passes.
    now = int(time.time())
    earlier = container.identity.id_tokens().issue(
        uid=squatter["localId"],
        email="lina.korban@example.com",
        email_verified=False,
        auth_time=now - 60,
        provider=SignInProvider.PASSWORD,
        now=now - 60,
    )
    stale_status, stale = await firebase.call("lookup", {"idToken": earlier})
    assert (stale_status, stale["error"]["message"]) == (400, "TOKEN_EXPIRED")
    # The traveller holds a verified account with Google only.
    user = await firebase.lookup(owner["idToken"])
    assert {info["providerId"] for info in user["providerUserInfo"]} == {"google.com"}
    assert user["emailVerified"] is True
    # The name the squatter gave the account goes too: Google's takes its place.
    assert (owner["displayName"], user["displayName"]) == ("Kiki", "Kiki")


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


async def _popup_nonce(client: TestClient) -> str:
    return (await (await client.get("/api/identity/google-sign-in")).json())["data"]["nonce"]


async def _idp_with_nonce(firebase: Firebase, token: str, nonce: str) -> tuple[int, dict[str, Any]]:
    return await firebase.call(
        "signInWithIdp",
        {
            "postBody": f"id_token={token}&providerId=google.com&nonce={nonce}",
            "requestUri": "http://localhost",
            "returnSecureToken": True,
        },
    )


async def test_a_token_carrying_the_servers_nonce_signs_in_only_with_that_nonce(
    firebase: Firebase, client: TestClient
) -> None:
    nonce = await _popup_nonce(client)
    page = await client.get(
        "/dev/google-sign-in", params={"email": "nina@example.com", "nonce": nonce}
    )
    match = re.search(r'"idToken": "([^"]+)"', await page.text())
    assert match
    token = match.group(1)
    assert claims(token)["nonce"] == nonce

    # Replayed without its nonce, or with another one the server made: refused.
    status, _ = await _idp(firebase, token)
    assert status == 400
    status, _ = await _idp_with_nonce(firebase, token, await _popup_nonce(client))
    assert status == 400
    # A made-up nonce beside a token without one: refused too.
    plain = await _stand_in_token(client, "nina@example.com")
    status, _ = await _idp_with_nonce(firebase, plain, "9999999999.forged.abc")
    assert status == 400

    status, body = await _idp_with_nonce(firebase, token, nonce)
    assert status == 200
    assert body["email"] == "nina@example.com"


def test_a_nonce_is_ours_only_while_fresh_and_untouched() -> None:
    nonces = GoogleNonces(secret=b"k" * 32, lifetime_seconds=600)
    nonce = nonces.issue(now=1_000)

    assert nonces.is_ours(nonce, now=1_500)
    assert not nonces.is_ours(nonce, now=1_601)
    assert not nonces.is_ours(nonce[:-1] + ("0" if nonce[-1] != "0" else "1"), now=1_500)
    assert not GoogleNonces(secret=b"x" * 32).is_ours(nonce, now=1_500)
