"""/securetoken.googleapis.com/v1/token: rotation on every use, reuse revokes the chain, an
absolute lifetime, and nothing usable stored in the database."""

import asyncio
from datetime import timedelta
from typing import Any

import pytest

from modules.identity.clock import utcnow
from modules.identity.models import Account, RefreshToken
from modules.identity.tests.helpers import Firebase, claims


async def test_a_refresh_gives_new_tokens_in_the_sdk_shape(firebase: Firebase) -> None:
    created = await firebase.sign_up("nina@example.com")

    status, body = await firebase.refresh(created["refreshToken"])

    assert status == 200, body
    assert set(body) >= {"access_token", "id_token", "refresh_token", "expires_in", "user_id"}
    assert body["expires_in"] == "3600"
    assert body["token_type"] == "Bearer"
    assert body["user_id"] == created["localId"]
    assert body["access_token"] == body["id_token"]
    assert body["refresh_token"] != created["refreshToken"]
    assert (await firebase.lookup(body["id_token"]))["localId"] == created["localId"]
    # The sign-in time carries over: a refresh is not a new sign-in.
    assert claims(body["id_token"])["auth_time"] == claims(created["idToken"])["auth_time"]


async def test_refresh_tokens_are_stored_only_as_hashes(firebase: Firebase) -> None:
    created = await firebase.sign_up("oki@example.com")

    rows = await RefreshToken.filter(uid=created["localId"])

    assert len(rows) == 1
    assert created["refreshToken"] not in rows[0].token_hash
    assert len(rows[0].token_hash) == 64


async def test_reusing_a_rotated_token_revokes_the_whole_chain(firebase: Firebase) -> None:
    created = await firebase.sign_up("putri@example.com")
    other_session = await firebase.sign_in("putri@example.com")
    _, rotated = await firebase.refresh(created["refreshToken"])
    # Past the moment two tabs may share (see the test below): a reuse now means a leak.
    await RefreshToken.filter(uid=created["localId"], used_at__isnull=False).update(
        used_at=utcnow() - timedelta(minutes=5)
    )

    reuse_status, reuse = await firebase.refresh(created["refreshToken"])
    thief_status, thief = await firebase.refresh(rotated["refresh_token"])
    other_status, _ = await firebase.refresh(other_session["refreshToken"])

    assert (reuse_status, reuse["error"]["message"]) == (400, "INVALID_REFRESH_TOKEN")
    assert (thief_status, thief["error"]["message"]) == (400, "INVALID_REFRESH_TOKEN")
    assert other_status == 200  # another sign-in of the same user is a different chain


async def test_two_tabs_refreshing_at_once_keep_their_session(firebase: Firebase) -> None:
    created = await firebase.sign_up("puspa@example.com")

    answers = await asyncio.gather(*(firebase.refresh(created["refreshToken"]) for _ in range(2)))

    assert [status for status, _ in answers] == [200, 200]
    (_, first), (_, second) = answers
    assert first["refresh_token"] == second["refresh_token"]
    status, following = await firebase.refresh(first["refresh_token"])
    assert status == 200
    assert following["refresh_token"] != first["refresh_token"]


@pytest.mark.parametrize(
    ("form", "message"),
    [
        ({"grant_type": "refresh_token", "refresh_token": "made-up"}, "INVALID_REFRESH_TOKEN"),
        ({"grant_type": "refresh_token"}, "MISSING_REFRESH_TOKEN"),
        ({"grant_type": "password", "refresh_token": "x"}, "INVALID_GRANT_TYPE"),
    ],
)
async def test_bad_refresh_requests(firebase: Firebase, form: dict[str, str], message: str) -> None:
    response = await firebase.client.post("/securetoken.googleapis.com/v1/token", data=form)

    assert response.status == 400
    assert (await response.json())["error"]["message"] == message


async def test_a_disabled_account_cannot_refresh(firebase: Firebase) -> None:
    created = await firebase.sign_up("rudi@example.com")
    await Account.filter(uid=created["localId"]).update(disabled=True)

    status, body = await firebase.refresh(created["refreshToken"])

    assert (status, body["error"]["message"]) == (400, "USER_DISABLED")


class TestAbsoluteLifetime:
    @pytest.fixture
    def identity_settings(self) -> dict[str, Any]:
        return {"refresh_token_lifetime_days": 0}

    async def test_a_chain_past_its_lifetime_is_expired(self, firebase: Firebase) -> None:
        created = await firebase.sign_up("santi@example.com")

        status, body = await firebase.refresh(created["refreshToken"])

        assert (status, body["error"]["message"]) == (400, "TOKEN_EXPIRED")
