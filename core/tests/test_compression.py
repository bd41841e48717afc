"""JSON answers are compressed for clients that accept it, when they are big enough to gain."""

import gzip
import json

import brotli
import pytest
from aiohttp import ClientSession
from aiohttp.test_utils import TestClient

from core.compression import preferred_coding


async def _raw_get(
    client: TestClient, path: str, accept_encoding: str | None
) -> tuple[dict[str, str], bytes]:
    # auto_decompress off: assert on the bytes that travel, as a proxy would see them.
    headers = {"Accept-Encoding": accept_encoding} if accept_encoding is not None else {}
    async with (
        ClientSession(auto_decompress=False, skip_auto_headers=["Accept-Encoding"]) as session,
        session.get(client.make_url(path), headers=headers) as response,
    ):
        return dict(response.headers), await response.read()


async def test_large_json_is_brotli_when_accepted(client: TestClient) -> None:
    headers, body = await _raw_get(client, "/api/test/large", "gzip, deflate, br")

    assert headers["Content-Encoding"] == "br"
    assert headers["Vary"] == "Accept-Encoding"
    payload = json.loads(brotli.decompress(body))
    assert payload["success"] is True
    assert len(payload["data"]) == 200


async def test_large_json_is_gzip_when_brotli_is_refused(client: TestClient) -> None:
    headers, body = await _raw_get(client, "/api/test/large", "br;q=0, gzip")

    assert headers["Content-Encoding"] == "gzip"
    assert len(json.loads(gzip.decompress(body))["data"]) == 200


async def test_json_is_plain_without_accept_encoding(client: TestClient) -> None:
    headers, body = await _raw_get(client, "/api/test/large", None)

    assert "Content-Encoding" not in headers
    assert headers["Vary"] == "Accept-Encoding"
    assert len(json.loads(body)["data"]) == 200


async def test_small_json_is_not_worth_compressing(client: TestClient) -> None:
    headers, body = await _raw_get(client, "/api/test/large?items=2", "br, gzip")

    assert "Content-Encoding" not in headers
    assert len(json.loads(body)["data"]) == 2


@pytest.mark.parametrize(
    ("accept_encoding", "expected"),
    [
        ("", None),
        ("identity", None),
        ("gzip", "gzip"),
        ("gzip, br", "br"),
        ("br;q=0.5, gzip;q=0.8", "gzip"),
        ("BR", "br"),
        ("*", "br"),
        ("*;q=0, gzip", "gzip"),
        ("gzip;q=0, br;q=0", None),
        ("gzip;q=oops", None),
    ],
)
def test_client_preferences_are_read_with_q_values(
    accept_encoding: str, expected: str | None
) -> None:
    assert preferred_coding(accept_encoding) == expected
