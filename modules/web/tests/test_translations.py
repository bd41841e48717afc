"""GET /locales/{lng}/{ns}.json: the translations the shared i18next instance fetches."""

import gzip
import json

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


async def test_a_large_namespace_is_gzipped_for_clients_that_accept_it(
    client: TestClient, fake_build: FakeBuild
) -> None:
    status, headers, body = await download(client, "/locales/id/catalog.json", "gzip, br")

    assert status == 200
    assert headers["Content-Encoding"] == "gzip"  # no .br sibling: gzip made on the fly
    assert headers["Vary"] == "Accept-Encoding"
    assert json.loads(gzip.decompress(body)) == fake_build.catalog_id


async def test_a_namespace_is_plain_for_clients_that_refuse_gzip(
    client: TestClient, fake_build: FakeBuild
) -> None:
    status, headers, body = await download(client, "/locales/id/catalog.json", "br, gzip;q=0")

    assert status == 200
    assert "Content-Encoding" not in headers
    assert json.loads(body) == fake_build.catalog_id


async def test_a_small_namespace_is_not_worth_compressing(
    client: TestClient, fake_build: FakeBuild
) -> None:
    _, headers, body = await download(client, "/locales/id/common.json", "gzip")

    assert "Content-Encoding" not in headers
    assert json.loads(body) == fake_build.common_id
