"""The built shell and remotes as a browser fetches them: types, caching and compression."""

import gzip

import brotli
import pytest
from aiohttp.test_utils import TestClient

from modules.web.tests.helpers import SHELL_MARK, FakeBuild, download, is_shell_page

IMMUTABLE = "public, max-age=31536000, immutable"


@pytest.mark.parametrize("path", ["/", "/orders/JP", "/checkout/42/JP/PROMO10", "/riwayat-order"])
async def test_page_routes_answer_with_the_shell_page(
    client: TestClient, fake_build: FakeBuild, path: str
) -> None:
    response = await client.get(path)

    assert response.status == 200
    assert response.content_type == "text/html"
    assert response.headers["Cache-Control"] == "no-cache"
    assert is_shell_page(await response.text())


async def test_api_paths_never_fall_back_to_the_page(
    client: TestClient, fake_build: FakeBuild
) -> None:
    response = await client.get("/api/orders/JP")

    assert response.status == 404
    assert response.content_type == "application/json"


async def test_hashed_asset_is_cached_for_a_year_and_sent_as_brotli(
    client: TestClient, fake_build: FakeBuild
) -> None:
    status, headers, body = await download(client, fake_build.shell_js_url, "gzip, deflate, br")

    assert status == 200
    assert headers["Cache-Control"] == IMMUTABLE
    assert headers["Content-Type"] == "text/javascript; charset=utf-8"
    assert headers["Content-Encoding"] == "br"
    assert headers["Vary"] == "Accept-Encoding"
    assert brotli.decompress(body).decode() == fake_build.shell_js


async def test_a_revalidated_remote_entry_is_an_empty_304(
    client: TestClient, fake_build: FakeBuild
) -> None:
    # Reloading the page revalidates remoteEntry.js (no-cache); the answer must carry no body.
    url = "/mfe/catalog/remoteEntry.js"
    _, first, _ = await download(client, url, "gzip, deflate, br, zstd")

    status, headers, body = await download(
        client, url, "gzip, deflate, br, zstd", {"If-None-Match": first["ETag"]}
    )

    assert status == 304
    assert body == b""
    assert "Content-Encoding" not in headers


async def test_gzip_when_brotli_is_not_accepted(client: TestClient, fake_build: FakeBuild) -> None:
    status, headers, body = await download(client, fake_build.shell_js_url, "gzip")

    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body).decode() == fake_build.shell_js


async def test_plain_file_when_nothing_is_accepted(
    client: TestClient, fake_build: FakeBuild
) -> None:
    status, headers, body = await download(client, fake_build.shell_js_url, None)

    assert status == 200
    assert "Content-Encoding" not in headers
    assert headers["Vary"] == "Accept-Encoding"  # a shared cache must not hand this to others
    assert body.decode() == fake_build.shell_js


async def test_the_page_itself_is_sent_compressed_too(
    client: TestClient, fake_build: FakeBuild
) -> None:
    status, headers, body = await download(client, "/orders/JP", "br")

    assert status == 200
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Content-Encoding"] == "br"
    assert is_shell_page(brotli.decompress(body).decode())


@pytest.mark.parametrize(
    ("path", "content_type", "cache_control"),
    [
        ("/mfe/catalog/mf-manifest.json", "application/json", "no-cache"),
        ("/mfe/catalog/remoteEntry.js", "text/javascript", "no-cache"),
        ("/mfe/catalog/static/js/412.9f8e7d6c5b.js", "text/javascript", IMMUTABLE),
        ("/humans.txt", "text/plain", "no-cache"),
        # The eSIM card's service worker: a browser must find a new one on its next visit.
        ("/sw.js", "text/javascript", "no-cache"),
    ],
)
async def test_remote_and_shell_files_carry_their_type_and_cache_rule(
    client: TestClient, fake_build: FakeBuild, path: str, content_type: str, cache_control: str
) -> None:
    response = await client.get(path)

    assert response.status == 200
    assert response.content_type == content_type
    assert response.headers["Cache-Control"] == cache_control


@pytest.mark.parametrize(
    "path",
    [
        "/mfe/catalog/missing.0123abcd.js",
        "/mfe/unknown/remoteEntry.js",
        "/mfe/Catalog/remoteEntry.js",
        "/static/js/missing.0123abcd.js",
        "/locales/id",
    ],
)
async def test_a_missing_file_is_a_404_not_the_page(
    client: TestClient, fake_build: FakeBuild, path: str
) -> None:
    response = await client.get(path)

    assert response.status == 404
    assert SHELL_MARK not in await response.text()


async def test_head_of_the_page_has_headers_but_no_body(
    client: TestClient, fake_build: FakeBuild
) -> None:
    response = await client.head("/orders/JP")

    assert response.status == 200
    assert response.headers["Cache-Control"] == "no-cache"
    assert await response.read() == b""


async def test_other_methods_on_pages_are_refused(
    client: TestClient, fake_build: FakeBuild
) -> None:
    response = await client.post("/orders/JP")

    assert response.status == 405


async def test_without_a_built_shell_the_developer_is_told_to_build(client: TestClient) -> None:
    page = await client.get("/orders/JP")
    health = await client.get("/api/health")

    assert page.status == 503
    assert "make build" in await page.text()
    assert health.status == 200
