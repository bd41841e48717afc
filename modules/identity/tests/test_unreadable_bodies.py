"""Bodies the API fuzz run sent: Firebase's 400 INVALID_ARGUMENT, never a 500; and the key set
matches the document's PublicKeys model."""

import pytest

from modules.identity.schemas import PublicKeys
from modules.identity.tests.helpers import TOKEN, V1, Firebase

FORM = "application/x-www-form-urlencoded"
JSON = "application/json"


@pytest.mark.parametrize(
    ("path", "body", "content_type"),
    [
        (f"{V1}:signUp", b"\xff\xfe{", "application/json"),
        (f"{V1}:signInWithPassword", b'{"email": "a@b.c"}', "application/json; charset=nope"),
        (f"{V1}:update", b'{"idToken": "\\ud800"}', "application/json"),
        (f"{V1}:lookup", b"[" * 100_000, "application/json"),
        (f"{V1}:signUp", b'{"email": "a\\u0000b@example.com", "password": "x"}', JSON),
        (f"{V1}:signInWithPassword", b"email=a%00b@example.com&password=x", FORM),
        (TOKEN, b"grant_type=refresh_token&refresh_token=\xff", FORM),
        (TOKEN, b"grant_type=x", f"{FORM}; charset=nope"),
    ],
    ids=["utf8", "charset", "surrogate", "deep", "nul", "form-nul", "form-utf8", "form-charset"],
)
async def test_unreadable_body_is_a_firebase_invalid_argument(
    firebase: Firebase, path: str, body: bytes, content_type: str
) -> None:
    response = await firebase.client.post(path, data=body, headers={"Content-Type": content_type})

    assert response.status == 400
    error = (await response.json())["error"]
    assert error["code"] == 400
    assert error["message"].startswith("INVALID_ARGUMENT") or error["message"].startswith(
        "INVALID_REFRESH_TOKEN"
    )


async def test_the_key_set_matches_the_documented_model(firebase: Firebase) -> None:
    response = await firebase.client.get("/securetoken.googleapis.com/v1/jwks")

    keys = PublicKeys.model_validate(await response.json())

    assert keys.keys[0].kty == "RSA"
    assert keys.keys[0].key_ops == ["verify"]
