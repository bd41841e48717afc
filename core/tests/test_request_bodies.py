"""Hostile request bodies (found by the API fuzz run) answer a 400 envelope naming the problem,
never a 500."""

import pytest
from aiohttp.test_utils import TestClient

JSON = "application/json"
BOGUS = "application/json; charset=no-such-charset"


@pytest.mark.parametrize(
    ("body", "content_type", "code"),
    [
        (b'{"name": "Ayu", "age": 3}', BOGUS, "unknown_charset"),
        (b'{"name": "\xff\xfe", "age": 3}', JSON, "invalid_encoding"),
        (b'{"name": "Ayu", "age": 3', JSON, "invalid_json"),
        (b"[" * 100_000 + b"]" * 100_000, JSON, "json_too_deep"),
        (b'{"name": "Ayu", "age": ' + b"9" * 5000 + b"}", JSON, "number_too_long"),
        (b'{"name": "\\ud800", "age": 3}', JSON, "invalid_character"),
        (b'{"name": "ok", "age": 3, "x": {"\\udfff": 1}}', JSON, "invalid_character"),
        (b'{"name": "a\\u0000b", "age": 3}', JSON, "invalid_character"),
    ],
    ids=["charset", "utf8", "truncated", "deep", "huge-int", "surrogate", "surrogate-key", "nul"],
)
async def test_unreadable_body_is_a_400_naming_the_problem(
    client: TestClient, body: bytes, content_type: str, code: str
) -> None:
    response = await client.post(
        "/api/test/echo", data=body, headers={"Content-Type": content_type}
    )

    assert response.status == 400
    answer = await response.json()
    assert answer["success"] is False
    assert answer["data"]["code"] == code
    assert answer["message"]


async def test_a_body_in_its_declared_charset_is_read(client: TestClient) -> None:
    body = '{"name": "Ñusa", "age": 3}'.encode("latin-1")

    response = await client.post(
        "/api/test/echo", data=body, headers={"Content-Type": "application/json; charset=latin-1"}
    )

    assert response.status == 200
    assert (await response.json())["data"]["name"] == "Ñusa"


async def test_a_long_integer_the_parser_reads_reaches_the_model(
    client: TestClient,
) -> None:
    response = await client.post("/api/test/echo", json={"name": "Ayu", "age": 10**400})

    assert response.status == 200  # an int is an int: the model sets no upper bound here
    assert (await response.json())["data"]["age"] == 10**400
