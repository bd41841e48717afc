"""accounts:signUp, accounts:signInWithPassword and accounts:lookup, as the SDK sees them."""

from typing import Any

import jwt
import pytest
from aiohttp.test_utils import TestClient

from modules.identity.models import Account
from modules.identity.schemas import SignInProvider
from modules.identity.tests.helpers import PASSWORD, Firebase, claims


async def test_sign_up_answers_with_the_fields_the_sdk_reads(
    firebase: Firebase, client: TestClient
) -> None:
    body = await firebase.sign_up("Sari@Example.com")

    assert body["kind"] == "identitytoolkit#SignupNewUserResponse"
    assert body["email"] == "sari@example.com"
    assert body["expiresIn"] == "3600"
    assert len(body["localId"]) == 28
    assert body["refreshToken"]
    # The ID token verifies against the published keys, by its kid.
    keys = await (await client.get("/securetoken.googleapis.com/v1/jwks")).json()
    header = jwt.get_unverified_header(body["idToken"])
    (jwk,) = [key for key in keys["keys"] if key["kid"] == header["kid"]]
    assert header["alg"] == "RS256"
    verified = jwt.decode(
        body["idToken"],
        jwt.PyJWK(jwk).key,
        algorithms=["RS256"],
        audience="kelana-esim",
        issuer="https://securetoken.google.com/kelana-esim",
    )
    assert verified["sub"] == verified["user_id"] == body["localId"]
    assert verified["email_verified"] is False
    assert verified["exp"] - verified["iat"] == 3600
    assert verified["firebase"]["sign_in_provider"] == "password"
    stored = await Account.get(uid=body["localId"])
    assert stored.password_hash is not None
    assert stored.password_hash.startswith("$argon2id$")


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"email": "not-an-email", "password": PASSWORD}, "INVALID_EMAIL"),
        ({"email": "a@example.com"}, "MISSING_PASSWORD"),
        ({"password": PASSWORD}, "MISSING_EMAIL"),
        ({}, "ADMIN_ONLY_OPERATION"),
        (
            {"email": "a@example.com", "password": "12345"},
            "WEAK_PASSWORD : Password should be at least 6 characters",
        ),
        (
            {"email": "a@example.com", "password": "Password123"},
            "WEAK_PASSWORD : Password is too common",
        ),
        (
            {"email": "a@example.com", "password": "bismillah"},
            "WEAK_PASSWORD : Password is too common",
        ),
    ],
)
async def test_sign_up_refuses_bad_input_with_firebase_codes(
    firebase: Firebase, body: dict[str, Any], message: str
) -> None:
    assert await firebase.error("signUp", body) == message


async def test_an_address_registers_once_whatever_its_case(firebase: Firebase) -> None:
    await firebase.sign_up("budi@example.com")

    assert await firebase.error("signUp", {"email": "BUDI@example.com", "password": PASSWORD}) == (
        "EMAIL_EXISTS"
    )


async def test_sign_in_with_the_right_password(firebase: Firebase) -> None:
    created = await firebase.sign_up("dewi@example.com")

    body = await firebase.sign_in("DEWI@example.com")

    assert body["kind"] == "identitytoolkit#VerifyPasswordResponse"
    assert body["registered"] is True
    assert body["localId"] == created["localId"]
    assert body["refreshToken"] != created["refreshToken"]
    assert claims(body["idToken"])["email"] == "dewi@example.com"


async def test_unknown_email_and_wrong_password_have_distinct_codes(firebase: Firebase) -> None:
    await firebase.sign_up("eko@example.com")

    assert await firebase.sign_in_error("nobody@example.com") == "EMAIL_NOT_FOUND"
    assert await firebase.sign_in_error("eko@example.com", "wrong-password") == (
        "INVALID_LOGIN_CREDENTIALS"
    )
    assert await firebase.error("signInWithPassword", {"email": "eko@example.com"}) == (
        "MISSING_PASSWORD"
    )


async def test_a_disabled_account_cannot_sign_in(firebase: Firebase) -> None:
    created = await firebase.sign_up("fajar@example.com")
    await Account.filter(uid=created["localId"]).update(disabled=True)

    assert await firebase.sign_in_error("fajar@example.com") == "USER_DISABLED"
    assert await firebase.error("lookup", {"idToken": created["idToken"]}) == "USER_DISABLED"


class TestEnumerationProtection:
    @pytest.fixture
    def identity_settings(self) -> dict[str, Any]:
        return {"email_enumeration_protection": True}

    async def test_unknown_email_looks_like_a_wrong_password(self, firebase: Firebase) -> None:
        await firebase.sign_up("gita@example.com")

        assert await firebase.sign_in_error("nobody@example.com") == "INVALID_LOGIN_CREDENTIALS"
        assert await firebase.sign_in_error("gita@example.com", "nope-nope") == (
            "INVALID_LOGIN_CREDENTIALS"
        )


class TestThrottling:
    @pytest.fixture
    def identity_settings(self) -> dict[str, Any]:
        return {"login_max_failures_per_account": 3, "login_max_failures_per_address": 5}

    async def test_too_many_failures_for_one_account_lock_it_for_a_while(
        self, firebase: Firebase
    ) -> None:
        await firebase.sign_up("hadi@example.com")
        await firebase.sign_up("indah@example.com")

        failures = [await firebase.sign_in_error("hadi@example.com", "wrong!") for _ in range(3)]

        assert failures == ["INVALID_LOGIN_CREDENTIALS"] * 3
        # Even the right password waits now; another account does not.
        assert await firebase.sign_in_error("hadi@example.com") == "TOO_MANY_ATTEMPTS_TRY_LATER"
        assert (await firebase.sign_in("indah@example.com"))["registered"] is True

    async def test_a_success_clears_the_count(self, firebase: Firebase) -> None:
        await firebase.sign_up("joko@example.com")
        for _ in range(2):
            await firebase.sign_in_error("joko@example.com", "wrong!")

        await firebase.sign_in("joko@example.com")
        for _ in range(2):
            await firebase.sign_in_error("joko@example.com", "wrong!")

        assert (await firebase.sign_in("joko@example.com"))["registered"] is True

    async def test_too_many_failures_from_one_address_lock_that_address(
        self, firebase: Firebase
    ) -> None:
        await firebase.sign_up("kartika@example.com")
        for n in range(5):
            await firebase.sign_in_error(f"guess{n}@example.com")

        assert await firebase.sign_in_error("kartika@example.com") == (
            "TOO_MANY_ATTEMPTS_TRY_LATER"
        )


async def test_lookup_tells_the_account_and_its_verification(firebase: Firebase) -> None:
    created = await firebase.sign_up("lina@example.com")

    user = await firebase.lookup(created["idToken"])

    assert user["localId"] == created["localId"]
    assert user["email"] == "lina@example.com"
    assert user["emailVerified"] is False
    assert user["providerUserInfo"][0]["providerId"] == "password"
    assert int(user["createdAt"]) > 0


async def test_lookup_refuses_bad_and_expired_tokens(firebase: Firebase, container: Any) -> None:
    created = await firebase.sign_up("maya@example.com")
    id_tokens = container.identity.id_tokens()
    uid = created["localId"]
    expired = id_tokens.issue(
        uid=uid,
        email="maya@example.com",
        email_verified=False,
        auth_time=1,
        provider=SignInProvider.PASSWORD,
        now=1_000_000,
    )
    forged = jwt.encode(
        {**claims(created["idToken"]), "email_verified": True},
        "a-guessed-secret-of-thirty-two-bytes!",
        algorithm="HS256",
    )

    assert await firebase.error("lookup", {"idToken": expired}) == "TOKEN_EXPIRED"
    assert await firebase.error("lookup", {"idToken": forged}) == "INVALID_ID_TOKEN"
    assert await firebase.error("lookup", {"idToken": "garbage"}) == "INVALID_ID_TOKEN"
    assert await firebase.error("lookup", {}) == "MISSING_ID_TOKEN"


async def test_identity_paths_never_answer_with_the_storefront(client: TestClient) -> None:
    unknown = await client.post("/identitytoolkit.googleapis.com/v1/accounts:nothing", json={})
    wrong_method = await client.get("/identitytoolkit.googleapis.com/v1/accounts:signUp")
    bad_json = await client.post(
        "/identitytoolkit.googleapis.com/v1/accounts:signUp", data="{not json"
    )

    assert unknown.status == 404
    assert (await unknown.json())["error"]["code"] == 404
    assert wrong_method.status in (404, 405)
    assert "error" in await wrong_method.json()
    assert bad_json.status == 400
    assert (await bad_json.json())["error"]["message"].startswith("INVALID_ARGUMENT")
