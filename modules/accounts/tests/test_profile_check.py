"""Registration checks its profile fields before it creates the account: a bad phone number is
refused while the e-mail address is still free to use."""

from aiohttp.test_utils import TestClient


async def test_a_good_profile_passes_and_names_the_number_as_stored(client: TestClient) -> None:
    response = await client.post(
        "/api/auth/profile-check",
        json={"name": "Ani", "phone": "+620812-3456-7890", "occupation": "liburan"},
    )
    body = await response.json()

    assert response.status == 200, body
    assert body["data"] == {"phone": "+6281234567890"}


async def test_a_bad_phone_number_is_refused_by_its_field(
    client: TestClient,
) -> None:
    # A Jakarta landline and a number spelt in keypad letters are not a traveller's phone either.
    for phone in (
        "+6212",
        "+62999999999999",
        "+14155550123",
        "halo",
        "+62215551234",
        "0812-3456-ABCD",
    ):
        response = await client.post(
            "/api/auth/profile-check",
            json={"name": "Ani", "phone": phone, "occupation": "liburan"},
        )
        body = await response.json()
        assert response.status == 400, phone
        assert body["data"]["field"] == "phone", phone


async def test_missing_or_hostile_fields_are_400s(client: TestClient) -> None:
    for payload in (
        {"phone": "+6281234567890", "occupation": "liburan"},
        {"name": "Ani", "phone": "+6281234567890", "occupation": "tidur"},
        {"name": "A" * 10_000, "phone": "+6281234567890", "occupation": "liburan"},
        {"name": "Ani", "phone": "8" * 10_000, "occupation": "liburan"},
    ):
        response = await client.post("/api/auth/profile-check", json=payload)
        assert response.status == 400, payload
