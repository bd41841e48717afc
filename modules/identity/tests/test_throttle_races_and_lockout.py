"""The sign-in throttle and the e-mailed code's tries hold under concurrent requests, and a
stranger guessing from elsewhere cannot lock the owner out."""

import asyncio
from typing import Any

import pytest

from core.testing_smtp import SmtpServer
from modules.identity.models import OobCode
from modules.identity.schemas import OobKind
from modules.identity.tests.helpers import PASSWORD, Firebase, mail_to, oob_code, six_digits

WRONG = "salah-sekali-99"
OWNER_BROWSER = "Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile"


def from_client(address: str, user_agent: str = "curl/8") -> dict[str, str]:
    # The test client's peer (127.0.0.1) is a trusted proxy in these tests.
    return {"X-Forwarded-For": address, "User-Agent": user_agent}


async def sign_in(
    firebase: Firebase, email: str, password: str, headers: dict[str, str] | None = None
) -> str:
    status, body = await firebase.call(
        "signInWithPassword",
        {"email": email, "password": password, "returnSecureToken": True},
        headers=headers,
    )
    return "OK" if status == 200 else body["error"]["message"]


@pytest.fixture
def identity_settings() -> dict[str, Any]:
    return {
        "login_max_failures_per_account": 5,
        "login_max_failures_per_address": 30,
        "login_max_failures_per_account_anywhere": 12,
        "trusted_proxies": ["127.0.0.1/32", "::1/128"],
    }


async def test_ten_wrong_passwords_at_once_meet_a_limit_of_five(firebase: Firebase) -> None:
    await firebase.sign_up("eka@example.com")
    answers = await asyncio.gather(
        *(
            sign_in(firebase, "eka@example.com", WRONG, from_client("203.0.113.7"))
            for _ in range(10)
        )
    )
    assert sorted(answers) == sorted(
        ["INVALID_LOGIN_CREDENTIALS"] * 5 + ["TOO_MANY_ATTEMPTS_TRY_LATER"] * 5
    )


async def test_twenty_concurrent_guesses_of_the_code_get_five_tries(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    created = await firebase.sign_up("fajar@example.com")
    body = {"requestType": "VERIFY_EMAIL", "idToken": created["idToken"]}
    await firebase.ok("sendOobCode", body)
    (message,) = await mail_to(smtp_server, "fajar@example.com")
    digits = six_digits(message)
    wrong = "000000" if digits != "000000" else "111111"

    guesses = await asyncio.gather(
        *(
            firebase.call("verifyEmailCode", {"email": "fajar@example.com", "code": wrong})
            for _ in range(20)
        )
    )
    answers = {answer["error"]["message"] for _, answer in guesses}
    assert answers <= {"INVALID_OOB_CODE", "TOO_MANY_ATTEMPTS_TRY_LATER"}
    assert "TOO_MANY_ATTEMPTS_TRY_LATER" in answers
    # Five tries were counted, no more, and the fifth spent the code (a guess that came after
    # finds no code to try, which also reads INVALID_OOB_CODE).
    (row,) = await OobCode.filter(uid=created["localId"], kind=OobKind.EMAIL_CODE)
    assert row.failed_attempts == 5
    assert row.used_at is not None
    # The code is spent: even the right digits no longer verify the account.
    status, _ = await firebase.call(
        "verifyEmailCode", {"email": "fajar@example.com", "code": digits}
    )
    assert status == 400
    assert (await firebase.lookup(created["idToken"]))["emailVerified"] is False
    assert oob_code(message)


async def test_a_stranger_guessing_from_elsewhere_does_not_lock_the_owner_out(
    firebase: Firebase,
) -> None:
    await firebase.sign_up("gilang@example.com")
    for _ in range(6):
        await sign_in(firebase, "gilang@example.com", WRONG, from_client("198.51.100.23"))
    assert (
        await sign_in(firebase, "gilang@example.com", PASSWORD, from_client("198.51.100.23"))
        == "TOO_MANY_ATTEMPTS_TRY_LATER"
    )
    # The owner, at home:
    assert (
        await sign_in(
            firebase, "gilang@example.com", PASSWORD, from_client("36.72.10.4", OWNER_BROWSER)
        )
        == "OK"
    )


async def test_a_guess_spread_over_many_addresses_holds_strangers_but_not_a_known_device(
    firebase: Firebase,
) -> None:
    await firebase.sign_up("hana@example.com")
    owner = from_client("36.72.10.9", OWNER_BROWSER)
    assert await sign_in(firebase, "hana@example.com", PASSWORD, owner) == "OK"

    for n in range(12):
        await sign_in(firebase, "hana@example.com", WRONG, from_client(f"192.0.2.{n + 1}"))
    # A new address now waits even with the right password...
    assert (
        await sign_in(firebase, "hana@example.com", PASSWORD, from_client("192.0.2.200"))
        == "TOO_MANY_ATTEMPTS_TRY_LATER"
    )
    # ...but the owner's own phone, which signed in before, is let in.
    assert await sign_in(firebase, "hana@example.com", PASSWORD, owner) == "OK"


async def test_a_password_reset_link_ends_the_lock(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    await firebase.sign_up("intan@example.com")
    here = from_client("203.0.113.50")
    for _ in range(5):
        await sign_in(firebase, "intan@example.com", WRONG, here)
    assert await sign_in(firebase, "intan@example.com", PASSWORD, here) == (
        "TOO_MANY_ATTEMPTS_TRY_LATER"
    )

    await firebase.ok(
        "sendOobCode", {"requestType": "PASSWORD_RESET", "email": "intan@example.com"}
    )
    (message,) = await mail_to(smtp_server, "intan@example.com")
    new_password = "Bintang-Timur-2027"
    await firebase.ok("resetPassword", {"oobCode": oob_code(message), "newPassword": new_password})

    assert await sign_in(firebase, "intan@example.com", new_password, here) == "OK"


class TestWithoutATrustedProxy:
    @pytest.fixture
    def identity_settings(self) -> dict[str, Any]:
        return {"login_max_failures_per_account": 5}

    async def test_a_forged_forwarded_for_header_changes_nothing(self, firebase: Firebase) -> None:
        await firebase.sign_up("joni@example.com")
        for n in range(5):
            await sign_in(firebase, "joni@example.com", WRONG, from_client(f"10.9.8.{n}"))
        # Every attempt counted against the real peer: a sixth "new address" is still held.
        assert (
            await sign_in(firebase, "joni@example.com", PASSWORD, from_client("10.9.8.77"))
            == "TOO_MANY_ATTEMPTS_TRY_LATER"
        )
