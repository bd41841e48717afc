"""PASSWORD_RESET: the e-mailed link's code is checked, confirmed once, expires after an hour,
and a reset ends every session of the account."""

from datetime import timedelta
from typing import Any

import pytest

from core.testing_smtp import SmtpServer
from modules.identity.clock import utcnow
from modules.identity.models import OobCode
from modules.identity.schemas import SignInProvider
from modules.identity.tests.helpers import PASSWORD, Firebase, mail_to, oob_code, text_of

NEW_PASSWORD = "jalan-jalan-ke-tokyo"


async def _reset_code(firebase: Firebase, smtp_server: SmtpServer, email: str) -> str:
    body = {"requestType": "PASSWORD_RESET", "email": email.upper()}
    sent = await firebase.ok("sendOobCode", body, locale="id")
    assert sent["email"] == email
    (message,) = await mail_to(smtp_server, email)
    assert message["Subject"] == "Atur ulang password Kelana eSIM Anda"
    assert "/auth/action?mode=resetPassword&oobCode=" in text_of(message)
    return oob_code(message)


async def test_a_reset_replaces_the_password_and_ends_every_session(
    firebase: Firebase, smtp_server: SmtpServer, container: Any
) -> None:
    created = await firebase.sign_up("bayu@example.com")
    old_id_token = container.identity.id_tokens().issue(
        uid=created["localId"],
        email="bayu@example.com",
        email_verified=False,
        auth_time=int(utcnow().timestamp()) - 60,
        provider=SignInProvider.PASSWORD,
        now=int(utcnow().timestamp()) - 60,
    )
    code = await _reset_code(firebase, smtp_server, "bayu@example.com")

    checked = await firebase.ok("resetPassword", {"oobCode": code})
    confirmed = await firebase.ok("resetPassword", {"oobCode": code, "newPassword": NEW_PASSWORD})

    assert checked == {
        "kind": "identitytoolkit#ResetPasswordResponse",
        "email": "bayu@example.com",
        "requestType": "PASSWORD_RESET",
    }
    assert confirmed["email"] == "bayu@example.com"
    assert await firebase.sign_in_error("bayu@example.com", PASSWORD) == (
        "INVALID_LOGIN_CREDENTIALS"
    )
    assert (await firebase.sign_in("bayu@example.com", NEW_PASSWORD))["registered"] is True
    status, body = await firebase.refresh(created["refreshToken"])
    assert (status, body["error"]["message"]) == (400, "INVALID_REFRESH_TOKEN")
    assert await firebase.error("lookup", {"idToken": old_id_token}) == "TOKEN_EXPIRED"
    # The reset link reached the mailbox, which proves the address as well.
    signed_in = await firebase.sign_in("bayu@example.com", NEW_PASSWORD)
    assert (await firebase.lookup(signed_in["idToken"]))["emailVerified"] is True
    # And the owner is told.
    _, changed = await mail_to(smtp_server, "bayu@example.com", count=2)
    assert changed["Subject"] == "Password Kelana eSIM Anda telah diubah"


async def test_a_reset_code_works_once(firebase: Firebase, smtp_server: SmtpServer) -> None:
    await firebase.sign_up("citra@example.com")
    code = await _reset_code(firebase, smtp_server, "citra@example.com")
    await firebase.ok("resetPassword", {"oobCode": code, "newPassword": NEW_PASSWORD})

    assert await firebase.error("resetPassword", {"oobCode": code}) == "INVALID_OOB_CODE"
    again = {"oobCode": code, "newPassword": "another-password-9"}
    assert await firebase.error("resetPassword", again) == "INVALID_OOB_CODE"


async def test_a_reset_code_expires_after_an_hour(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    created = await firebase.sign_up("dani@example.com")
    code = await _reset_code(firebase, smtp_server, "dani@example.com")
    row = await OobCode.get(uid=created["localId"], used_at__isnull=True)
    lifetime = row.expires_at - row.created_at
    assert timedelta(minutes=59, seconds=59) < lifetime <= timedelta(hours=1)
    await OobCode.filter(id=row.id).update(expires_at=utcnow() - timedelta(seconds=1))

    assert await firebase.error("resetPassword", {"oobCode": code}) == "EXPIRED_OOB_CODE"


async def test_reset_refusals(firebase: Firebase, smtp_server: SmtpServer) -> None:
    await firebase.sign_up("eka@example.com")
    code = await _reset_code(firebase, smtp_server, "eka@example.com")

    weak = await firebase.error("resetPassword", {"oobCode": code, "newPassword": "12345"})
    made_up = await firebase.error("resetPassword", {"oobCode": "made-up"})
    missing = await firebase.error("resetPassword", {})
    unknown = await firebase.error(
        "sendOobCode", {"requestType": "PASSWORD_RESET", "email": "nobody@example.com"}
    )
    invalid = await firebase.error(
        "sendOobCode", {"requestType": "PASSWORD_RESET", "email": "nope"}
    )

    assert weak == "WEAK_PASSWORD : Password should be at least 6 characters"
    assert made_up == "INVALID_OOB_CODE"
    assert missing == "MISSING_OOB_CODE"
    assert unknown == "EMAIL_NOT_FOUND"
    assert invalid == "INVALID_EMAIL"
    # The weak attempt did not use the code up.
    assert (await firebase.ok("resetPassword", {"oobCode": code}))["email"] == "eka@example.com"


class TestEnumerationProtection:
    @pytest.fixture
    def identity_settings(self) -> dict[str, Any]:
        return {"email_enumeration_protection": True}

    async def test_an_unknown_address_gets_the_same_answer_and_no_mail(
        self, firebase: Firebase, smtp_server: SmtpServer
    ) -> None:
        body = {"requestType": "PASSWORD_RESET", "email": "nobody@example.com"}

        sent = await firebase.ok("sendOobCode", body)

        assert sent["email"] == "nobody@example.com"
        assert smtp_server.received == []

    async def test_a_known_and_an_unknown_address_cost_the_request_the_same_work(
        self, firebase: Firebase, smtp_server: SmtpServer, container: Any
    ) -> None:
        await firebase.sign_up("ada@example.com")
        for email in ("ada@example.com", "tiada@example.com"):
            body = {"requestType": "PASSWORD_RESET", "email": email}
            assert (await firebase.ok("sendOobCode", body))["email"] == email
        # One job each, made in the request; the code and the mail come later, from the job
        # (so neither the answer nor its timing says which address has an account).
        jobs = await container.jobs().jobs(states=(), kind="identity.send_password_reset")
        assert len(jobs) == 2
        (message,) = await mail_to(smtp_server, "ada@example.com")
        assert oob_code(message)
        assert await OobCode.filter(email="tiada@example.com").count() == 0
