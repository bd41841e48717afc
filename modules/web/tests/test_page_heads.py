"""What a link previewer (no JavaScript) reads from the page the server sends: each path's own
title, description, canonical and hreflang links, and an og:image that is a real picture."""

from html.parser import HTMLParser
from io import BytesIO

from aiohttp.test_utils import TestClient
from PIL import Image

from modules.web.tests.helpers import FakeBuild, is_shell_page

BASE = "http://localhost:8080"


class _Head(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.meta: dict[str, str] = {}
        self.links: list[dict[str, str]] = []
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        if tag == "title":
            self._in_title = True
        elif tag == "meta" and ("property" in values or "name" in values):
            self.meta[values.get("property") or values["name"]] = values.get("content", "")
        elif tag == "link":
            self.links.append(values)

    def handle_endtag(self, tag: str) -> None:
        self._in_title = self._in_title and tag != "title"

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data


async def _head(client: TestClient, path: str) -> tuple[_Head, str]:
    response = await client.get(path)
    html = await response.text()
    assert response.status == 200
    assert is_shell_page(html)
    parsed = _Head()
    parsed.feed(html)
    return parsed, html


async def test_a_country_page_is_previewed_with_its_name_price_and_picture(
    seeded_client: TestClient, fake_build: FakeBuild
) -> None:
    head, html = await _head(seeded_client, "/orders/jp")

    assert head.title == "eSIM Jepang mulai Rp. 80.000 | Kelana eSIM"
    assert head.meta["og:title"] == head.title
    assert "Jepang" in head.meta["description"]
    assert head.meta["og:description"] == head.meta["description"]
    assert head.meta["og:image"] == f"{BASE}/og/id/destination/JP.png"
    assert head.meta["og:url"] == f"{BASE}/orders/JP"
    assert "robots" not in head.meta
    assert html.count("<title>") == 1
    assert html.count('name="description"') == 1
    by_rel = {(link["rel"], link.get("hreflang")): link["href"] for link in head.links}
    assert by_rel[("canonical", None)] == f"{BASE}/orders/JP"
    assert by_rel[("alternate", "id")] == f"{BASE}/orders/JP"
    assert by_rel[("alternate", "en")] == f"{BASE}/orders/JP?lng=en"
    assert by_rel[("alternate", "x-default")] == f"{BASE}/orders/JP"


async def test_the_english_page_speaks_english_in_its_head(
    seeded_client: TestClient, fake_build: FakeBuild
) -> None:
    head, html = await _head(seeded_client, "/region-orders/EU?lng=en")
    country, _ = await _head(seeded_client, "/orders/VN?lng=en")

    assert '<html lang="en"' in html
    assert head.title == "Europe eSIM (33 countries) from Rp. 120.000 | Kelana eSIM"
    assert head.meta["og:locale"] == "en_US"
    assert head.meta["og:image"] == f"{BASE}/og/en/region/EU.png"
    assert country.title.startswith("Vietnam eSIM from Rp. ")


async def test_each_kind_of_page_has_its_own_title_and_private_pages_are_not_indexed(
    seeded_client: TestClient, fake_build: FakeBuild
) -> None:
    titles = {}
    for path in ("/", "/tentang", "/kontak", "/special-paket-orders", "/special-promo/HUTRI80"):
        head, _ = await _head(seeded_client, path)
        titles[path] = head.title
        assert head.meta["description"], path
        assert "robots" not in head.meta, path
    checkout, _ = await _head(seeded_client, "/checkout/jp-esim-3gb-5d")
    unknown, _ = await _head(seeded_client, "/orders/XX")
    uncovered, _ = await _head(seeded_client, "/orders/KP")

    assert len(set(titles.values())) == len(titles)
    assert titles["/kontak"] == "Hubungi kami | Kelana eSIM"
    assert checkout.meta["robots"] == "noindex"
    assert unknown.meta["robots"] == "noindex"
    assert unknown.title == "Destinasi tidak ditemukan | Kelana eSIM"
    assert uncovered.title == "Korea Utara belum tersedia | Kelana eSIM"


async def test_preview_pictures_are_real_pngs_for_every_destination_kind(
    seeded_client: TestClient,
) -> None:
    for path in (
        "/og/id/destination/JP.png",
        "/og/en/destination/VN.png",
        "/og/id/region/GLOBAL.png",
        "/og/en/store.png",
    ):
        response = await seeded_client.get(path)
        assert response.status == 200, path
        assert response.headers["Content-Type"] == "image/png"
        image = Image.open(BytesIO(await response.read()))
        assert image.size == (1200, 630), path
    japan = await (await seeded_client.get("/og/id/destination/JP.png")).read()
    korea = await (await seeded_client.get("/og/id/destination/KR.png")).read()
    assert japan != korea
    for missing in ("/og/id/destination/XX.png", "/og/id/region/nope!.png", "/og/fr/store.png"):
        assert (await seeded_client.get(missing)).status == 404, missing


async def test_a_hostile_path_is_written_into_the_head_only_escaped(
    seeded_client: TestClient, fake_build: FakeBuild
) -> None:
    head, html = await _head(seeded_client, '/"><script>alert(1)</script>')

    assert "<script>alert" not in html
    assert head.meta["robots"] == "noindex"
    (canonical,) = [link["href"] for link in head.links if link["rel"] == "canonical"]
    assert canonical == f"{BASE}/%22%3E%3Cscript%3Ealert%281%29%3C/script%3E"


async def test_a_country_code_is_always_the_country_and_regions_have_their_own_page(
    seeded_client: TestClient, fake_build: FakeBuild
) -> None:
    saudi, _ = await _head(seeded_client, "/orders/SA")
    # A region's code on the country route, and a region's code from before it was renamed
    # (South America was SA, Saudi Arabia's code), move to the region's page, query kept.
    region_on_country_route = await seeded_client.get("/orders/EU?lng=en", allow_redirects=False)
    old_region_link = await seeded_client.get("/region-orders/SA", allow_redirects=False)
    old_lowercase = await seeded_client.get("/region-orders/nz?lng=en", allow_redirects=False)

    assert saudi.title.startswith("eSIM Arab Saudi")
    assert saudi.meta["og:image"] == f"{BASE}/og/id/destination/SA.png"
    assert region_on_country_route.status == 301
    assert region_on_country_route.headers["Location"] == "/region-orders/EU?lng=en"
    assert old_region_link.status == 301
    assert old_region_link.headers["Location"] == "/region-orders/SOUTHAM"
    assert old_lowercase.headers["Location"] == "/region-orders/ANZ?lng=en"
    south_america, _ = await _head(seeded_client, "/region-orders/SOUTHAM")
    assert south_america.title.startswith("eSIM Amerika Selatan: segera hadir")
