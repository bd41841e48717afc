"""GET and PATCH /api/auth/me: the signed-in user's own profile, behind core's auth middleware."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from modules.identity.schemas import SignInProvider

SignUp = Callable[[str], Awaitable[str]]
REGISTRATION = {
    "name": "Sari Dewi",
    "email": "sari@example.com",
    "occupation": "liburan",
    "phone": "+6281234567890",
    "country": "ID",
}


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_registration_writes_the_profile_and_me_reads_it_back(
    client: TestClient, sign_up: SignUp
) -> None:
    token = await sign_up("sari@example.com")

    patched = await client.patch("/api/auth/me", json=REGISTRATION, headers=_auth(token))
    read = await client.get("/api/auth/me", headers=_auth(token))

    assert patched.status == 200, await patched.text()
    body = await read.json()
    assert body["success"] is True
    profile = body["data"]
    assert profile == {
        "uid": profile["uid"],
        "name": "Sari Dewi",
        "email": "sari@example.com",
        "phone": "+6281234567890",
        "occupation": "liburan",
        "country": "ID",
        "province_state": None,
        "regency_city": None,
        "district": None,
        "village": None,
        "postal_code": None,
        "address": None,
        "usage_alerts": True,
        "emailVerified": False,
    }


async def test_a_new_account_has_a_default_profile(client: TestClient, sign_up: SignUp) -> None:
    token = await sign_up("baru@example.com")

    profile = (await (await client.get("/api/auth/me", headers=_auth(token))).json())["data"]

    assert profile["email"] == "baru@example.com"
    assert profile["country"] == "ID"
    assert profile["name"] is None


async def test_address_fields_can_be_saved_and_others_stay(
    client: TestClient, sign_up: SignUp
) -> None:
    token = await sign_up("alamat@example.com")
    await client.patch(
        "/api/auth/me", json=REGISTRATION | {"email": "alamat@example.com"}, headers=_auth(token)
    )
    address = {
        "province_state": "JAWA BARAT",
        "regency_city": "KOTA BANDUNG",
        "district": "COBLONG",
        "village": "DAGO",
        "postal_code": "40135",
        "address": "Jl. Ir. H. Juanda 1",
    }

    response = await client.patch("/api/auth/me", json=address, headers=_auth(token))

    profile = (await response.json())["data"]
    assert {key: profile[key] for key in address} == address
    assert profile["name"] == "Sari Dewi"
    assert profile["phone"] == "+6281234567890"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"phone": "+6512345678"}, "phone"),  # a Singapore number
        ({"phone": "12"}, "phone"),
        ({"occupation": "pensiun"}, "occupation"),
        ({"name": ""}, "name"),
        ({"country": "Indonesia"}, "country"),
        ({"postal_code": "40A35"}, "postal_code"),
        ({"email": "other@example.com"}, "email"),
    ],
)
async def test_invalid_changes_are_refused_by_field(
    client: TestClient, sign_up: SignUp, change: dict[str, Any], field: str
) -> None:
    token = await sign_up("cek@example.com")

    response = await client.patch("/api/auth/me", json=change, headers=_auth(token))

    assert response.status == 400
    body = await response.json()
    assert body["success"] is False
    assert body["data"]["field"] == field


async def test_a_local_phone_number_is_stored_in_international_form(
    client: TestClient, sign_up: SignUp
) -> None:
    token = await sign_up("lokal@example.com")

    response = await client.patch(
        "/api/auth/me", json={"phone": "0812-3456-7890"}, headers=_auth(token)
    )

    assert (await response.json())["data"]["phone"] == "+6281234567890"


async def test_a_user_only_ever_reaches_their_own_profile(
    client: TestClient, sign_up: SignUp
) -> None:
    alice = await sign_up("alice@example.com")
    bob = await sign_up("bob@example.com")
    await client.patch("/api/auth/me", json={"name": "Alice"}, headers=_auth(alice))

    # Bob sends Alice's uid along: it is not an input, the token decides.
    alice_uid = (await (await client.get("/api/auth/me", headers=_auth(alice))).json())["data"]
    await client.patch(
        "/api/auth/me", json={"name": "Bob", "uid": alice_uid["uid"]}, headers=_auth(bob)
    )

    alice_profile = await (await client.get("/api/auth/me", headers=_auth(alice))).json()
    bob_profile = await (await client.get("/api/auth/me", headers=_auth(bob))).json()
    assert alice_profile["data"]["name"] == "Alice"
    assert bob_profile["data"]["name"] == "Bob"
    assert bob_profile["data"]["uid"] != alice_profile["data"]["uid"]


@pytest.mark.parametrize(
    ("headers", "message"),
    [
        ({}, "Missing token"),
        ({"Authorization": "Bearer not-a-jwt"}, "Invalid token"),
        ({"Authorization": "Basic dXNlcjpwYXNz"}, "Missing token"),
    ],
)
async def test_without_a_good_token_the_answer_is_a_401_envelope(
    client: TestClient, headers: dict[str, str], message: str
) -> None:
    for method in ("GET", "PATCH"):
        response = await client.request(method, "/api/auth/me", headers=headers, json={})

        assert response.status == 401
        assert await response.json() == {
            "success": False,
            "message": message,
            "data": {"code": response_code(message)},
        }


def response_code(message: str) -> str:
    return {"Missing token": "missing_token", "Invalid token": "invalid_token"}[message]


async def test_an_expired_token_is_a_401_the_client_refreshes_on(
    client: TestClient, sign_up: SignUp, container: Any
) -> None:
    await sign_up("lama@example.com")
    expired = container.identity.id_tokens().issue(
        uid="x",
        email="lama@example.com",
        email_verified=True,
        auth_time=1,
        provider=SignInProvider.PASSWORD,
        now=1_000_000,
    )

    response = await client.get("/api/auth/me", headers=_auth(expired))

    assert response.status == 401
    assert (await response.json())["message"] == "Token expired"


async def test_deleting_the_account_at_the_identity_provider_removes_the_profile(
    client: TestClient,
) -> None:
    signed_up = await client.post(
        "/identitytoolkit.googleapis.com/v1/accounts:signUp",
        json={
            "email": "pergi@example.com",
            "password": "sampai-jumpa-7",
            "returnSecureToken": True,
        },
    )
    token = (await signed_up.json())["idToken"]
    await client.patch("/api/auth/me", json={"name": "Pergi"}, headers=_auth(token))

    deleted = await client.post(
        "/identitytoolkit.googleapis.com/v1/accounts:delete", json={"idToken": token}
    )
    # The ID token stops working at once (it would still verify for its hour by signature),
    # and nothing re-creates the profile behind it.
    after = await client.get("/api/auth/me", headers=_auth(token))

    assert deleted.status == 200
    assert after.status == 401
    assert (await after.json())["message"] == "Invalid token"


async def test_usage_alerts_are_on_by_default_and_the_switch_turns_them_off_and_on(
    client: TestClient, sign_up: SignUp
) -> None:
    token = await sign_up("switch@example.com")
    before = (await (await client.get("/api/auth/me", headers=_auth(token))).json())["data"]

    off = await client.patch("/api/auth/me", json={"usage_alerts": False}, headers=_auth(token))
    read_off = (await (await client.get("/api/auth/me", headers=_auth(token))).json())["data"]
    on = await client.patch("/api/auth/me", json={"usage_alerts": True}, headers=_auth(token))
    read_on = (await (await client.get("/api/auth/me", headers=_auth(token))).json())["data"]

    assert before["usage_alerts"] is True
    assert off.status == 200
    assert (await off.json())["data"]["usage_alerts"] is False
    assert read_off["usage_alerts"] is False
    assert on.status == 200
    assert read_on["usage_alerts"] is True
    # Saving other fields leaves the switch as it is.
    await client.patch("/api/auth/me", json={"usage_alerts": False}, headers=_auth(token))
    await client.patch(
        "/api/auth/me", json=REGISTRATION | {"email": "switch@example.com"}, headers=_auth(token)
    )
    kept = (await (await client.get("/api/auth/me", headers=_auth(token))).json())["data"]
    assert kept["usage_alerts"] is False


@pytest.mark.parametrize("value", ["yes", "false", 0, 1, [], {"a": 1}, 10**40])
async def test_the_switch_takes_only_true_or_false(
    client: TestClient, sign_up: SignUp, value: object
) -> None:
    token = await sign_up("strict@example.com")

    response = await client.patch(
        "/api/auth/me", json={"usage_alerts": value}, headers=_auth(token)
    )
    profile = (await (await client.get("/api/auth/me", headers=_auth(token))).json())["data"]

    assert response.status == 400, await response.text()
    assert profile["usage_alerts"] is True
