"""robots.txt and sitemap.xml: what a search engine may read, and every destination page."""

import xml.etree.ElementTree as ET

from aiohttp.test_utils import TestClient

SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


async def test_robots_keeps_crawlers_out_of_the_private_pages_and_names_the_sitemap(
    seeded_client: TestClient,
) -> None:
    response = await seeded_client.get("/robots.txt")
    text = await response.text()

    assert response.status == 200
    assert response.headers["Content-Type"].startswith("text/plain")
    assert "Disallow: /checkout/" in text
    assert "Disallow: /riwayat-order" in text
    assert "Disallow: /esim/" in text
    assert "Disallow: /api/" in text
    assert "Sitemap: http://localhost:8080/sitemap.xml" in text.splitlines()


async def test_the_sitemap_lists_content_pages_every_destination_and_region_in_both_languages(
    seeded_client: TestClient,
) -> None:
    response = await seeded_client.get("/sitemap.xml")
    root = ET.fromstring(await response.text())  # noqa: S314 - our own document

    locations = [loc.text for loc in root.iter(f"{SITEMAP}loc")]
    assert response.headers["Content-Type"].startswith("application/xml")
    assert "http://localhost:8080/" in locations
    assert "http://localhost:8080/orders/JP" in locations
    assert "http://localhost:8080/region-orders/EU" in locations
    assert not any("/checkout/" in (loc or "") for loc in locations)
    assert len(locations) == len(set(locations))
    english = [
        link.attrib["href"]
        for link in root.iter("{http://www.w3.org/1999/xhtml}link")
        if link.attrib["hreflang"] == "en"
    ]
    assert "http://localhost:8080/orders/JP?lng=en" in english
