"""The home page arrives with its first screen drawn: the hero's texts and the destination search
box are in the HTML, in the language the browser will choose, with the stylesheets that style them,
so a visitor sees the store before any script has run."""

import json
import os
from html.parser import HTMLParser
from pathlib import Path

from aiohttp.test_utils import TestClient

from core.settings import Settings
from modules.web.tests.helpers import FakeBuild, read_page

TEXTS = {
    "id": {
        "common": {"logo": {"label": "{{product}}, ke Beranda"}},
        "catalog": {
            "home": {
                "title": "Beli eSIM untuk perjalanan Anda",
                "subtitle": "eSIM & SIM perjalanan",
                "description": "Tetap terhubung di 150+ negara.",
                "video": {"title": "Aktif dalam 3 menit", "text": "Lihat caranya."},
                "search": {"label": "Mau ke mana?", "placeholder": "Cari negara, mis. Jepang"},
            },
            "countryOrders": {"title": "Paket eSIM {{name}}", "lead": "Termurah lebih dulu."},
        },
    },
    "en": {
        "common": {"logo": {"label": "{{product}}, go to the home page"}},
        "catalog": {
            "home": {
                "title": "Buy an eSIM for your trip",
                "subtitle": "Travel eSIM & SIM",
                "description": "Stay connected in 150+ countries.",
                "video": {"title": "Active in 3 minutes", "text": "See how."},
                "search": {"label": "Where to?", "placeholder": "Search a country, e.g. Japan"},
            },
            "countryOrders": {"title": "{{name}} eSIM packages", "lead": "Cheapest first."},
        },
    },
}


class _Screen(HTMLParser):
    """The first screen's heading, search box and label, and the head's stylesheets."""

    def __init__(self) -> None:
        super().__init__()
        self.stylesheets: list[str] = []
        self.first_screen_lang: str | None = None
        self.heading = ""
        self.search_input: dict[str, str] | None = None
        self.labels: dict[str, str] = {}
        self._open: str | None = None
        self._label_for = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        if tag == "link" and values.get("rel") == "stylesheet":
            self.stylesheets.append(values["href"])
        elif tag == "div" and values.get("id") == "first-screen":
            self.first_screen_lang = values.get("lang")
        elif tag == "h1":
            self._open = "h1"
        elif tag == "label":
            self._open, self._label_for = "label", values.get("for", "")
        elif tag == "input":
            self.search_input = values

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h1", "label"):
            self._open = None

    def handle_data(self, data: str) -> None:
        if self._open == "h1":
            self.heading += data
        elif self._open == "label":
            self.labels[self._label_for] = self.labels.get(self._label_for, "") + data


def _write_home_build(web_root: Path) -> None:
    for language, namespaces in TEXTS.items():
        for namespace, texts in namespaces.items():
            (web_root / "locales" / language / f"{namespace}.json").write_text(json.dumps(texts))
    (web_root / "shell" / "dist" / "static" / "css").mkdir(parents=True)
    (web_root / "shell" / "dist" / "static" / "css" / "60.28ef0243d2.css").write_text("body{}")
    (web_root / "mfe-catalog" / "dist" / "media").mkdir(parents=True)
    (web_root / "mfe-catalog" / "dist" / "media" / "home.197778124d.css").write_text(".home{}")
    (web_root / "mfe-catalog" / "dist" / "media" / "orders.f346ba40bf.css").write_text(".o{}")
    media = web_root / "mfe-catalog" / "dist" / "media"
    (media / "banner.5d0c1e2f3a.css").write_text(".b{}")
    (media / "home-sections.7a8b9c0d1e.css").write_text(".s{}")
    (web_root / "mfe-catalog" / "dist" / "media" / "jp.469572a423.svg").write_text("<svg/>")


async def _screen(client: TestClient, path: str, **headers: str) -> tuple[_Screen, str]:
    screen, html, _ = await read_page(client, path, _Screen(), **headers)
    return screen, html


async def test_the_home_page_is_drawn_before_any_script_runs(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_home_build(settings.web_root)

    screen, html = await _screen(client, "/")

    assert screen.first_screen_lang == "id"
    assert screen.heading == "Beli eSIM untuk perjalanan Anda"
    assert screen.search_input is not None
    assert screen.labels[screen.search_input["id"]] == "Mau ke mana?"
    assert screen.search_input["placeholder"] == "Cari negara, mis. Jepang"
    assert 'aria-label="Kelana eSIM, ke Beranda"' in html
    # The shell's stylesheet and the home page's (its first screen's, then its lower sections'),
    # not another page's; the app's root follows it.
    assert screen.stylesheets == [
        "/static/css/60.28ef0243d2.css",
        "/mfe/catalog/media/home.197778124d.css",
        "/mfe/catalog/media/banner.5d0c1e2f3a.css",
        "/mfe/catalog/media/home-sections.7a8b9c0d1e.css",
    ]
    assert html.index('id="first-screen"') < html.index('<div id="root"></div>')
    assert "<script>" not in html  # the page's policy allows no inline script


async def test_the_first_screen_speaks_the_language_the_browser_will_choose(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_home_build(settings.web_root)

    by_header, _ = await _screen(client, "/", **{"Accept-Language": "fr-FR,en;q=0.8"})
    by_cookie, _ = await _screen(
        client, "/", **{"Accept-Language": "en-US", "Cookie": "i18next=id"}
    )
    by_query, _ = await _screen(client, "/?lng=en", Cookie="i18next=id")

    assert (by_header.first_screen_lang, by_header.heading) == ("en", "Buy an eSIM for your trip")
    assert by_cookie.heading == "Beli eSIM untuk perjalanan Anda"
    assert by_query.heading == "Buy an eSIM for your trip"
    assert by_query.labels["first-screen-search"] == "Where to?"
    response = await client.get("/")
    assert set(response.headers["Vary"].split(", ")) >= {"Accept-Language", "Cookie"}


async def test_a_country_page_is_drawn_with_its_banner_name_and_flag(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_home_build(settings.web_root)

    screen, html = await _screen(seeded_client, "/orders/jp")
    english, _ = await _screen(seeded_client, "/orders/JP?lng=en")

    assert screen.heading == "Paket eSIM Jepang"
    assert english.heading == "Japan eSIM packages"
    assert 'src="/mfe/catalog/media/jp.469572a423.svg"' in html  # the flag, as built
    assert screen.search_input is None
    assert screen.stylesheets == [
        "/static/css/60.28ef0243d2.css",
        "/mfe/catalog/media/home.197778124d.css",
        "/mfe/catalog/media/orders.f346ba40bf.css",
    ]


async def test_other_pages_and_a_store_without_texts_have_no_first_screen(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    # The fake build's translations have no home texts: the page is the plain shell.
    plain, plain_html = await _screen(seeded_client, "/")
    _write_home_build(settings.web_root)
    # Türkiye is reached by region packages only; a code nobody knows; a region nobody knows; the
    # scanner (a tool, not a page a shopper lands on).
    paths = ("/orders/TR", "/orders/XX", "/region-orders/XX", "/scanner")
    pages = [await _screen(seeded_client, path) for path in paths]

    for screen, html in ((plain, plain_html), *pages):
        assert screen.first_screen_lang is None
        assert screen.heading == ""
        assert screen.stylesheets == []
        assert '<div id="root"></div>' in html


async def test_a_catalog_deployed_alone_is_linked_on_the_next_page_load(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    """deploy/deploy-remote.sh keeps the old build's files beside the new and replaces the
    manifest last: the first screen then links the new stylesheet, and only that one."""
    _write_home_build(settings.web_root)
    dist = settings.web_root / "mfe-catalog" / "dist"
    (dist / "mf-manifest.json").write_text("{}")
    old_time = (dist / "mf-manifest.json").stat().st_mtime - 60
    os.utime(dist / "media" / "home.197778124d.css", (old_time, old_time))
    os.utime(dist / "mf-manifest.json", (old_time, old_time))
    before, _ = await _screen(client, "/")

    (dist / "media" / "home.0a1b2c3d4e.css").write_text(".home{color:red}")
    (dist / "mf-manifest.json").write_text('{"id": "catalog"}')
    after, _ = await _screen(client, "/")

    assert "/mfe/catalog/media/home.197778124d.css" in before.stylesheets
    assert after.stylesheets == [
        "/static/css/60.28ef0243d2.css",
        "/mfe/catalog/media/home.0a1b2c3d4e.css",
        "/mfe/catalog/media/banner.5d0c1e2f3a.css",
        "/mfe/catalog/media/home-sections.7a8b9c0d1e.css",
    ]
