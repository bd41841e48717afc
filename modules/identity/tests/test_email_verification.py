"""accounts:sendOobCode VERIFY_EMAIL sends a link and a 6-digit code through SMTP in the user's
language; accounts:update {oobCode} and accounts:verifyEmailCode verify, once."""

from datetime import timedelta

from core.testing_smtp import SmtpServer
from modules.identity.clock import utcnow
from modules.identity.models import OobCode
from modules.identity.tests.helpers import Firebase, claims, mail_to, oob_code, six_digits, text_of


async def _signed_up_and_mailed(
    firebase: Firebase, smtp_server: SmtpServer, email: str, locale: str = "id"
) -> tuple[dict[str, str], str, str]:
    created = await firebase.sign_up(email)
    body = {"requestType": "VERIFY_EMAIL", "idToken": created["idToken"]}
    sent = await firebase.ok("sendOobCode", body, locale=locale)
    assert sent == {"kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": email}
    (message,) = await mail_to(smtp_server, email)
    return created, oob_code(message), six_digits(message)


async def test_the_mail_carries_the_link_and_the_code_in_the_users_language(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    await _signed_up_and_mailed(firebase, smtp_server, "tari@example.com", locale="en-GB")
    await _signed_up_and_mailed(firebase, smtp_server, "umar@example.com", locale="id")

    (english,) = await mail_to(smtp_server, "tari@example.com")
    (indonesian,) = await mail_to(smtp_server, "umar@example.com")
    assert english["Subject"] == "Verify the e-mail of your Kelana eSIM account"
    assert indonesian["Subject"] == "Verifikasi email akun Kelana eSIM Anda"
    assert "http://localhost:8080/auth/action?mode=verifyEmail&oobCode=" in text_of(english)
    assert "&lng=en" in text_of(english)
    assert "&lng=id" in text_of(indonesian)


async def test_the_link_code_verifies_once(firebase: Firebase, smtp_server: SmtpServer) -> None:
    created, code, _ = await _signed_up_and_mailed(firebase, smtp_server, "vina@example.com")

    checked = await firebase.ok("resetPassword", {"oobCode": code})
    applied = await firebase.ok("update", {"oobCode": code})
    again = await firebase.error("update", {"oobCode": code})

    assert checked["requestType"] == "VERIFY_EMAIL"
    assert checked["email"] == "vina@example.com"
    assert applied["emailVerified"] is True
    assert again == "INVALID_OOB_CODE"
    assert (await firebase.lookup(created["idToken"]))["emailVerified"] is True
    # A token minted after verification says so; the store API reads it from there.
    signed_in = await firebase.sign_in("vina@example.com")
    assert claims(signed_in["idToken"])["email_verified"] is True


async def test_the_six_digit_code_verifies_once(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    created, _, digits = await _signed_up_and_mailed(firebase, smtp_server, "wati@example.com")
    body = {"email": "WATI@example.com", "code": digits}

    verified = await firebase.ok("verifyEmailCode", body)
    again = await firebase.error("verifyEmailCode", body)

    assert verified["emailVerified"] is True
    assert again == "INVALID_OOB_CODE"
    assert (await firebase.lookup(created["idToken"]))["emailVerified"] is True


async def test_wrong_codes_are_counted_and_then_the_code_is_gone(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    _, _, digits = await _signed_up_and_mailed(firebase, smtp_server, "yanti@example.com")
    wrong = "000000" if digits != "000000" else "111111"
    body = {"email": "yanti@example.com", "code": wrong}

    answers = [await firebase.error("verifyEmailCode", body) for _ in range(5)]
    right = await firebase.error("verifyEmailCode", {"email": "yanti@example.com", "code": digits})

    assert answers == ["INVALID_OOB_CODE"] * 4 + ["TOO_MANY_ATTEMPTS_TRY_LATER"]
    assert right == "INVALID_OOB_CODE"


async def test_expired_codes_are_refused(firebase: Firebase, smtp_server: SmtpServer) -> None:
    created, code, digits = await _signed_up_and_mailed(firebase, smtp_server, "zaki@example.com")
    await OobCode.filter(uid=created["localId"]).update(expires_at=utcnow() - timedelta(seconds=1))

    assert await firebase.error("update", {"oobCode": code}) == "EXPIRED_OOB_CODE"
    body = {"email": "zaki@example.com", "code": digits}
    assert await firebase.error("verifyEmailCode", body) == "EXPIRED_OOB_CODE"


async def test_a_new_mail_voids_the_codes_of_the_one_before(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    created, first_code, _ = await _signed_up_and_mailed(firebase, smtp_server, "adi@example.com")
    body = {"requestType": "VERIFY_EMAIL", "idToken": created["idToken"]}
    await firebase.ok("sendOobCode", body)
    _, second = await mail_to(smtp_server, "adi@example.com", count=2)

    assert await firebase.error("update", {"oobCode": first_code}) == "INVALID_OOB_CODE"
    assert (await firebase.ok("update", {"oobCode": oob_code(second)}))["emailVerified"] is True
    # Verification voids every code left, the 6-digit one included.
    unused = await OobCode.filter(uid=created["localId"], used_at__isnull=True).count()
    assert unused == 0


async def test_send_oob_code_needs_a_valid_request(firebase: Firebase) -> None:
    assert await firebase.error("sendOobCode", {"idToken": "x"}) == "MISSING_REQ_TYPE"
    assert await firebase.error("sendOobCode", {"requestType": "VERIFY_EMAIL"}) == (
        "MISSING_ID_TOKEN"
    )
    assert await firebase.error("sendOobCode", {"requestType": "EMAIL_SIGNIN"}) == (
        "OPERATION_NOT_ALLOWED"
    )


async def test_too_many_verification_mails_in_an_hour_are_refused(
    firebase: Firebase, smtp_server: SmtpServer
) -> None:
    created = await firebase.sign_up("budi.sering@example.com")
    body = {"requestType": "VERIFY_EMAIL", "idToken": created["idToken"]}

    for _ in range(5):
        await firebase.ok("sendOobCode", body)
    refused = await firebase.error("sendOobCode", body)

    assert refused == "TOO_MANY_ATTEMPTS_TRY_LATER"
    assert len(await mail_to(smtp_server, "budi.sering@example.com", count=5)) == 5
