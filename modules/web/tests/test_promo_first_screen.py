"""A promo landing arrives with the promo's band drawn: HUTRI80's artwork in the browser's language
with its texts, or a plain band naming the code, then the countries' heading while the list
loads; a route whose code cannot be one shows the invalid-promo notice, as the page does."""

import json
from typing import Any

from aiohttp.test_utils import TestClient

from core.settings import PROJECT_ROOT, Settings
from modules.web.tests.helpers import (
    FakeBuild,
    FirstScreenParser,
    attributes,
    copy_store_texts,
    read_page,
)

ARTWORK = (
    "hutri80-mobile.b64b7fd4a1.svg",
    "hutri80-mobile.en.051672eeec.svg",
    "hutri80-desktop.98ca8dece0.svg",
    "hutri80-desktop.en.371a28756b.svg",
)
MEDIA = "/mfe/catalog/media"


class _Promo(FirstScreenParser):
    """The first screen's heading, its pictures, its paragraphs by class, and its h2."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = ""
        self.subheading = ""
        self.pictures: list[str] = []
        self.texts: dict[str, str] = {}
        self._open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = attributes(attrs)
        self.enter(tag, values)
        if not self.inside:
            return
        if tag == "img":
            self.pictures.append(values["src"])
        elif tag == "source":
            self.pictures.append(values["srcset"])
        elif tag in ("h1", "h2"):
            self._open = tag
        elif tag == "p":
            self._open = values.get("class", "").split()[0] if values.get("class") else None

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h1", "h2", "p"):
            self._open = None

    def handle_data(self, data: str) -> None:
        if self._open == "h1":
            self.heading += data.strip()
        elif self._open == "h2":
            self.subheading += data.strip()
        elif self._open:
            self.texts[self._open] = (self.texts.get(self._open, "") + data).strip()


def _words(language: str) -> dict[str, Any]:
    path = PROJECT_ROOT / "locales" / language / "catalog.json"
    return json.loads(path.read_text(encoding="utf-8"))["promoPage"]


def _write_promo_build(settings: Settings) -> None:
    copy_store_texts(settings.web_root, ("catalog", "common"))
    media = settings.web_root / "mfe-catalog" / "dist" / "media"
    media.mkdir(parents=True)
    for name in ARTWORK:
        (media / name).write_text("<svg/>")
    (media / "promo.6fca45ae43.css").write_text(".promo-landing{}")


async def _screen(client: TestClient, path: str, **headers: str) -> _Promo:
    screen, _, _ = await read_page(client, path, _Promo(), **headers)
    return screen


async def test_the_merdeka_promo_shows_its_artwork_and_texts_in_the_browsers_language(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_promo_build(settings)

    indonesian = await _screen(client, "/special-promo/hutri80")
    english = await _screen(client, "/special-promo/HUTRI80?lng=en")

    assert indonesian.heading == _words("id")["hutri80"]["title"]
    assert indonesian.pictures == [
        f"{MEDIA}/hutri80-desktop.98ca8dece0.svg",
        f"{MEDIA}/hutri80-mobile.b64b7fd4a1.svg",
    ]
    assert english.heading == _words("en")["hutri80"]["title"]
    assert english.pictures == [
        f"{MEDIA}/hutri80-desktop.en.371a28756b.svg",
        f"{MEDIA}/hutri80-mobile.en.051672eeec.svg",
    ]
    # Below the band, the countries' heading while the list loads.
    assert indonesian.subheading == _words("id")["countries"]["title"]
    assert indonesian.texts["promo-body__loading"] == _words("id")["countries"]["loading"]


async def test_another_code_gets_a_plain_band_naming_it(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_promo_build(settings)

    screen = await _screen(client, "/special-promo/liburan25")

    assert screen.heading == _words("id")["generic"]["title"].replace("{{code}}", "LIBURAN25")
    assert screen.pictures == []


async def test_only_a_visitor_without_a_session_is_asked_to_sign_in_first(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_promo_build(settings)

    visitor = await _screen(client, "/special-promo/HUTRI80")
    shopper = await _screen(client, "/special-promo/HUTRI80", Cookie="kelana_signed_in=1")

    assert visitor.texts["promo-login-hint"] == _words("id")["loginHint"]
    assert "promo-login-hint" not in shopper.texts


async def test_a_route_without_a_code_that_could_be_one_shows_the_invalid_promo_notice(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_promo_build(settings)
    invalid = _words("id")["invalid"]

    for path in (
        "/special-promo",
        "/special-promo/",
        "/special-promo/%3Cb%3Ehi",
        "/special-promo/a-b",
    ):
        screen = await _screen(client, path)
        assert screen.heading == invalid["title"], path
        assert screen.texts["promo-invalid__message"] == invalid["message"]
        assert screen.subheading == ""
