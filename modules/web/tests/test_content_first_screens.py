"""The content pages (about, guide, FAQ, contact, the legal pages) arrive with their hero drawn by
the server, in the browser's language, with the brand's names in place; a region's page and the
special package's with their banner; the checkout and payment screens show a visitor without a
session the sign-in form, as the order history does."""

import pytest
from aiohttp.test_utils import TestClient

from core.settings import Settings
from modules.web.tests.helpers import (
    FakeBuild,
    FirstScreenParser,
    attributes,
    copy_store_texts,
    read_page,
)

CONTENT_SHEET = "content.0a1b2c3d4e.css"
LEGAL_SHEET = "legal.5f6a7b8c9d.css"


class _Hero(FirstScreenParser):
    """The first screen's texts by class, and the stylesheets the page links."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: dict[str, str] = {}
        self.classes: list[str] = []
        self._open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = attributes(attrs)
        self.enter(tag, values)
        if self.inside and "class" in values:
            self.classes.extend(values["class"].split())
            self._open = values["class"].split()[0]
        if tag == "h1" and self.inside:
            self._open = "h1"

    def handle_endtag(self, tag: str) -> None:
        self._open = None

    def handle_data(self, data: str) -> None:
        if self._open:
            self.texts[self._open] = self.texts.get(self._open, "") + data


def _write_catalog_build(settings: Settings) -> None:
    web_root = settings.web_root
    copy_store_texts(web_root, ("catalog", "catalog-legal", "common", "account"))
    media = web_root / "mfe-catalog" / "dist" / "media"
    media.mkdir(parents=True, exist_ok=True)
    (media / CONTENT_SHEET).write_text(".content-hero{}")
    (media / LEGAL_SHEET).write_text(".legal-updated{}")


async def _hero(client: TestClient, path: str, **headers: str) -> _Hero:
    hero, _, _ = await read_page(client, path, _Hero(), **headers)
    return hero


@pytest.mark.parametrize(
    ("path", "wording"),
    [
        ("/tentang", ["Tentang Kelana", "Tentang Kami"]),
        ("/panduan", ["Panduan eSIM", "Panduan"]),
        ("/faq-page", ["FAQ", "Pertanyaan yang Sering Diajukan"]),
        ("/kontak", ["Layanan pelanggan", "Hubungi Kami"]),
        ("/privacy-policy", ["Legal", "Kebijakan Privasi"]),
        ("/terms", ["Legal", "Syarat & Ketentuan"]),
    ],
)
async def test_a_content_page_arrives_with_its_hero(
    client: TestClient, fake_build: FakeBuild, settings: Settings, path: str, *, wording: list[str]
) -> None:
    _write_catalog_build(settings)
    eyebrow, title = wording

    hero = await _hero(client, path)

    assert hero.texts["h1"] == title
    assert hero.texts["content-hero__eyebrow"] == eyebrow
    assert hero.texts["content-hero__lead"]
    # The brand's names are in place, as i18next puts them.
    assert "{{" not in "".join(hero.texts.values())
    assert f"/mfe/catalog/media/{CONTENT_SHEET}" in hero.stylesheets


async def test_the_about_page_speaks_english_and_keeps_its_pictures_place(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_catalog_build(settings)

    hero = await _hero(client, "/tentang", **{"Accept-Language": "en-GB,en;q=0.9"})

    assert hero.texts["h1"] == "About us"
    assert hero.texts["content-hero__lead"].startswith("Kelana eSIM ")
    assert "content-hero--with-art" in hero.classes
    assert "content-hero__art" in hero.classes


async def test_the_guide_draws_its_three_steps_beside_the_text(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_catalog_build(settings)

    hero = await _hero(client, "/panduan")

    assert hero.classes.count("guide-hero-steps__item") == 3
    assert "guide-hero-steps__number" in hero.classes


async def test_a_legal_page_says_since_when_it_is_in_force(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_catalog_build(settings)

    hero = await _hero(client, "/security")

    assert hero.texts["h1"] == "Keamanan"
    assert hero.texts["legal-updated"].startswith("Berlaku sejak")
    assert f"/mfe/catalog/media/{LEGAL_SHEET}" in hero.stylesheets


@pytest.mark.parametrize(
    "path", ["/checkout/jp-esim-5gb-5d", "/checkout/jp-sim-5gb-5d/JKT", "/payment/thankyou"]
)
async def test_the_checkout_and_payment_screens_ask_a_visitor_without_a_session_to_sign_in(
    client: TestClient, fake_build: FakeBuild, settings: Settings, path: str
) -> None:
    _write_catalog_build(settings)

    visitor = await _hero(client, path)
    shopper = await _hero(client, path, Cookie="kelana_signed_in=1")

    assert visitor.texts["h1"] == "Masuk"
    assert "h1" not in shopper.texts


async def test_a_region_page_is_drawn_with_its_name_and_how_many_countries_it_covers(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_catalog_build(settings)

    hero = await _hero(seeded_client, "/region-orders/EU")
    english = await _hero(seeded_client, "/region-orders/eu?lng=en")

    assert hero.texts["h1"] == "Paket eSIM Eropa"
    assert hero.texts["orders-banner__eyebrow"] == "Paket multi-negara"
    assert hero.texts["orders-banner__lead"].startswith("Satu paket untuk ")
    assert "{{" not in hero.texts["orders-banner__lead"]
    assert english.texts["h1"] == "Europe eSIM packages"
    assert "orders-banner--globe" in hero.classes


async def test_the_special_package_page_is_drawn_with_its_banner(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_catalog_build(settings)

    hero = await _hero(seeded_client, "/special-paket-orders")

    assert hero.texts["h1"] == "Paket Spesial Umrah & Haji"
    assert hero.texts["orders-banner__eyebrow"] == "Paket spesial"
    assert "orders-banner--pilgrimage" in hero.classes
