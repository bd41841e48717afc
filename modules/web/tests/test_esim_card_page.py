"""The eSIM card page (`/esim/{order}`): its own head, never indexed, installable through a web app
manifest of its own that opens that card."""

import json

from aiohttp.test_utils import TestClient

from modules.web.tests.helpers import FakeBuild, is_shell_page
from modules.web.tests.test_page_heads import _head


async def test_the_card_page_is_the_app_with_its_own_title_not_indexed_and_linked_to_its_manifest(
    seeded_client: TestClient, fake_build: FakeBuild
) -> None:
    head, _ = await _head(seeded_client, "/esim/AB12CD34EF")
    english, _ = await _head(seeded_client, "/esim/AB12CD34EF?lng=en")

    assert head.title == "Kartu eSIM pesanan AB12CD34EF | Kelana eSIM"
    assert head.meta["robots"] == "noindex"
    manifests = [link["href"] for link in head.links if link.get("rel") == "manifest"]
    assert manifests == ["/esim/AB12CD34EF/manifest.webmanifest"]
    assert english.title == "eSIM card of order AB12CD34EF | Kelana eSIM"
    english_manifests = [link["href"] for link in english.links if link.get("rel") == "manifest"]
    assert english_manifests == ["/esim/AB12CD34EF/manifest.webmanifest?lng=en"]


async def test_other_pages_link_no_manifest(
    seeded_client: TestClient, fake_build: FakeBuild
) -> None:
    for path in ("/", "/riwayat-order", "/esim/AB12CD34EF/extra"):
        head, _ = await _head(seeded_client, path)
        assert not [link for link in head.links if link.get("rel") == "manifest"], path


async def test_the_manifest_opens_that_card_standalone_with_the_store_icons(
    client: TestClient, fake_build: FakeBuild
) -> None:
    response = await client.get("/esim/AB12CD34EF/manifest.webmanifest")
    english = await (await client.get("/esim/AB12CD34EF/manifest.webmanifest?lng=en")).json(
        content_type=None
    )

    assert response.status == 200
    assert response.content_type == "application/manifest+json"
    assert response.headers["Cache-Control"] == "no-cache"
    manifest = json.loads(await response.text())
    assert manifest["start_url"] == "/esim/AB12CD34EF"
    assert manifest["id"] == "/esim/AB12CD34EF"
    assert manifest["scope"] == "/esim/"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == "#0b5c63"
    assert manifest["name"] == "Kartu eSIM Kelana"
    assert {"src": "/apple-touch-icon.png", "sizes": "180x180"}.items() <= manifest["icons"][
        0
    ].items()
    assert english["start_url"] == "/esim/AB12CD34EF?lng=en"
    assert english["name"] == "Kelana eSIM card"


async def test_a_manifest_for_something_that_is_no_order_number_is_a_404(
    client: TestClient, fake_build: FakeBuild
) -> None:
    for path in (
        "/esim/%3Cscript%3E/manifest.webmanifest",
        "/esim/" + "A" * 41 + "/manifest.webmanifest",
        "/esim/AB.CD/manifest.webmanifest",
    ):
        response = await client.get(path)
        assert response.status == 404, path
        assert not is_shell_page(await response.text()), path
