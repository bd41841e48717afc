"""accounts:update (password change, profile) and accounts:delete."""

import time
from typing import Any

import pytest

from modules.identity.models import Account
from modules.identity.schemas import SignInProvider
from modules.identity.tests.helpers import PASSWORD, Firebase

NEW_PASSWORD = "ke-bali-naik-kapal"


async def test_a_password_change_answers_new_tokens_and_ends_other_sessions(
    firebase: Firebase,
) -> None:
    created = await firebase.sign_up("fitri@example.com")
    other = await firebase.sign_in("fitri@example.com")

    changed = await firebase.ok(
        "update",
        {"idToken": created["idToken"], "password": NEW_PASSWORD, "returnSecureToken": True},
    )

    assert changed["kind"] == "identitytoolkit#SetAccountInfoResponse"
    assert changed["localId"] == created["localId"]
    assert changed["idToken"]
    assert changed["refreshToken"]
    status, body = await firebase.refresh(other["refreshToken"])
    assert (status, body["error"]["message"]) == (400, "INVALID_REFRESH_TOKEN")
    assert (await firebase.refresh(changed["refreshToken"]))[0] == 200
    assert await firebase.sign_in_error("fitri@example.com", PASSWORD) == (
        "INVALID_LOGIN_CREDENTIALS"
    )
    assert (await firebase.sign_in("fitri@example.com", NEW_PASSWORD))["registered"] is True


async def test_a_password_change_needs_a_recent_sign_in(firebase: Firebase, container: Any) -> None:
    created = await firebase.sign_up("gilang@example.com")
    now = int(time.time())
    stale = container.identity.id_tokens().issue(
        uid=created["localId"],
        email="gilang@example.com",
        email_verified=False,
        auth_time=now - 3600,
        provider=SignInProvider.PASSWORD,
        now=now,
    )

    answer = await firebase.error("update", {"idToken": stale, "password": NEW_PASSWORD})

    assert answer == "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"


async def test_deleting_an_account_needs_a_recent_sign_in(
    firebase: Firebase, container: Any
) -> None:
    created = await firebase.sign_up("gita.hapus@example.com")
    now = int(time.time())
    stale = container.identity.id_tokens().issue(
        uid=created["localId"],
        email="gita.hapus@example.com",
        email_verified=False,
        auth_time=now - 3600,
        provider=SignInProvider.PASSWORD,
        now=now,
    )

    assert await firebase.error("delete", {"idToken": stale}) == "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"
    # Still there: the fresh sign-in's token may delete it.
    assert (await firebase.lookup(created["idToken"]))["email"] == "gita.hapus@example.com"
    await firebase.ok("delete", {"idToken": created["idToken"]})


async def test_password_change_refusals(firebase: Firebase) -> None:
    created = await firebase.sign_up("hana@example.com")
    token = created["idToken"]

    assert await firebase.error("update", {"idToken": token, "password": "123"}) == (
        "WEAK_PASSWORD : Password should be at least 6 characters"
    )
    assert await firebase.error("update", {"idToken": "bad", "password": NEW_PASSWORD}) == (
        "INVALID_ID_TOKEN"
    )
    assert await firebase.error("update", {"idToken": token, "email": "new@example.com"}) == (
        "OPERATION_NOT_ALLOWED"
    )


async def test_the_display_name_can_be_set_and_removed(firebase: Firebase) -> None:
    created = await firebase.sign_up("irfan@example.com")
    token = created["idToken"]

    named = await firebase.ok("update", {"idToken": token, "displayName": "Irfan"})
    looked_up = await firebase.lookup(token)
    removed = await firebase.ok("update", {"idToken": token, "deleteAttribute": ["DISPLAY_NAME"]})

    assert named["displayName"] == "Irfan"
    assert looked_up["displayName"] == "Irfan"
    assert "displayName" not in removed


async def test_a_deleted_account_is_gone(firebase: Firebase) -> None:
    created = await firebase.sign_up("jihan@example.com")

    deleted = await firebase.ok("delete", {"idToken": created["idToken"]})

    assert deleted == {"kind": "identitytoolkit#DeleteAccountResponse"}
    assert await firebase.error("lookup", {"idToken": created["idToken"]}) == "USER_NOT_FOUND"
    assert await firebase.sign_in_error("jihan@example.com") == "EMAIL_NOT_FOUND"
    status, body = await firebase.refresh(created["refreshToken"])
    assert (status, body["error"]["message"]) == (400, "INVALID_REFRESH_TOKEN")
    # The address is free again.
    assert (await firebase.sign_up("jihan@example.com"))["localId"] != created["localId"]


async def test_a_disabled_accounts_token_is_refused_by_the_store_at_once(
    firebase: Firebase,
) -> None:
    created = await firebase.sign_up("hadi.nonaktif@example.com")
    headers = {"Authorization": f"Bearer {created['idToken']}"}
    assert (await firebase.client.get("/api/auth/me", headers=headers)).status == 200

    await Account.filter(uid=created["localId"]).update(disabled=True)

    refused = await firebase.client.get("/api/auth/me", headers=headers)
    assert refused.status == 401


@pytest.mark.parametrize(
    "changes",
    [
        {"displayName": "N" * 5000},
        {"photoUrl": "https://example.com/" + "p" * 5000},
        {"password": "x" * 10_000},
    ],
)
async def test_overlong_profile_fields_are_refused_and_change_nothing(
    firebase: Firebase, changes: dict[str, str]
) -> None:
    created = await firebase.sign_up("panjang@example.com")

    status, body = await firebase.call("update", {"idToken": created["idToken"], **changes})

    assert status == 400, body
    user = await firebase.lookup(created["idToken"])
    assert "displayName" not in user
    assert "photoUrl" not in user
