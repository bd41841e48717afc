"""GET /locales/{lng}/{ns}.json: the translations the shared i18next instance fetches."""

import gzip
import json
from pathlib import Path

import brotli
import pytest
from aiohttp.test_utils import TestClient

from modules.web.tests.helpers import FakeBuild, download


async def test_a_namespace_is_served_with_revalidation(
    client: TestClient, fake_build: FakeBuild
) -> None:
    response = await client.get("/locales/id/common.json")

    assert response.status == 200
    assert response.content_type == "application/json"
    assert response.headers["Cache-Control"] == "no-cache"
    assert await response.json() == fake_build.common_id
    assert response.headers["ETag"]


async def test_an_unchanged_namespace_is_a_304(client: TestClient, fake_build: FakeBuild) -> None:
    first = await client.get("/locales/en/common.json")

    again = await client.get(
        "/locales/en/common.json", headers={"If-None-Match": first.headers["ETag"]}
    )

    assert again.status == 304
    assert await again.read() == b""


@pytest.mark.parametrize(
    "path",
    [
        "/locales/fr/common.json",  # unsupported language
        "/locales/ID/common.json",
        "/locales/id/missing.json",  # no such namespace
        "/locales/id/Common.json",
        "/locales/id/common_x.json",
        "/locales/id/common.js",
    ],
)
async def test_unknown_language_or_namespace_is_a_404(
    client: TestClient, fake_build: FakeBuild, path: str
) -> None:
    response = await client.get(path)

    assert response.status == 404


async def test_the_back_office_words_are_not_served_to_the_browser(
    client: TestClient, fake_build: FakeBuild, web_root: Path
) -> None:
    for language in ("id", "en"):
        for namespace in ("backoffice", "backoffice-orders", "heads", "orders", "receipt"):
            path = web_root / "locales" / language / f"{namespace}.json"
            path.write_text(json.dumps({"title": "Back office"}))

            response = await client.get(f"/locales/{language}/{namespace}.json")

            assert response.status == 404, namespace
    assert (await client.get("/locales/id/common.json")).status == 200


async def test_a_large_namespace_is_gzipped_for_clients_that_accept_it(
    client: TestClient, fake_build: FakeBuild
) -> None:
    status, headers, body = await download(client, "/locales/id/catalog.json", "gzip")

    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert headers["Vary"] == "Accept-Encoding"
    assert json.loads(gzip.decompress(body)) == fake_build.catalog_id


async def test_a_large_namespace_prefers_brotli(client: TestClient, fake_build: FakeBuild) -> None:
    status, headers, body = await download(client, "/locales/id/catalog.json", "gzip, br")

    assert status == 200
    assert headers["Content-Encoding"] == "br"
    assert json.loads(brotli.decompress(body)) == fake_build.catalog_id


async def test_a_revalidated_namespace_is_an_empty_304_whatever_the_client_accepts(
    client: TestClient, fake_build: FakeBuild
) -> None:
    # A 304 with a body (even an empty gzip stream) is a broken response: Chromium drops it
    # with ERR_INVALID_HTTP_RESPONSE and the page loses its texts.
    _, first, _ = await download(client, "/locales/id/catalog.json", "gzip, deflate, br, zstd")

    status, headers, body = await download(
        client,
        "/locales/id/catalog.json",
        "gzip, deflate, br, zstd",
        {"If-None-Match": first["ETag"]},
    )

    assert status == 304
    assert body == b""
    assert "Content-Encoding" not in headers
    assert headers["ETag"] == first["ETag"]


async def test_a_namespace_is_plain_for_clients_that_refuse_compression(
    client: TestClient, fake_build: FakeBuild
) -> None:
    status, headers, body = await download(client, "/locales/id/catalog.json", "br;q=0, gzip;q=0")

    assert status == 200
    assert "Content-Encoding" not in headers
    assert json.loads(body) == fake_build.catalog_id


async def test_a_small_namespace_is_not_worth_compressing(
    client: TestClient, fake_build: FakeBuild
) -> None:
    _, headers, body = await download(client, "/locales/id/common.json", "gzip")

    assert "Content-Encoding" not in headers
    assert json.loads(body) == fake_build.common_id
