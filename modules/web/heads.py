"""Each page's <head> as the server sends it: title, description, canonical and hreflang links, and
the Open Graph tags a link previewer (WhatsApp, Telegram, Facebook) reads without running
JavaScript. Destination names and prices come from the catalog."""

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any
from urllib.parse import quote

from core.brand import SHORT_NAME, STORE_NAME
from core.language import LANGUAGES, Language
from core.locales import read_namespace
from core.templating import rupiah


@dataclass(frozen=True)
class Place:
    """A destination or region as a head names it."""

    code: str
    name_id: str
    name_en: str
    starting_price: int
    countries: int = 0  # a region's country count
    own_page: bool = False  # a country with its own packages (not only regional ones)

    def name(self, language: Language) -> str:
        return self.name_en if language == "en" else self.name_id


@dataclass(frozen=True)
class PageHead:
    title: str
    description: str
    path: str
    image: str  # the preview picture below /og/{language}/
    indexable: bool = True
    manifest: str | None = None  # a web app manifest's path (an installable page)


# The heads' words, in `locales/{id,en}/heads.json` (served to no browser: web/service.py).
# `{brand}` and `{store}` are the store's names (core/brand.py); the rest is filled per page.
HEADS_NAMESPACE = "heads"
_PREVIEW_IMAGES = {"/special-paket-orders": "destination/SA.png"}


def _read_words(language: Language) -> Mapping[str, Any]:
    words = read_namespace(language, HEADS_NAMESPACE)
    if not words.get("home") or not words.get("pages"):
        raise RuntimeError(f"locales/{language}/{HEADS_NAMESPACE}.json is missing or incomplete")
    return words


_WORDS: Mapping[Language, Mapping[str, Any]] = {
    language: _read_words(language) for language in LANGUAGES
}


def _say(language: Language, *keys: str, **values: object) -> str:
    """The words at these keys (`"country", "title"`; `"pages", "/kontak", "title"`), filled."""
    words: Any = _WORDS[language]
    for key in keys:
        words = words[key]
    text: str = words
    return text.format(brand=SHORT_NAME, store=STORE_NAME, **values)


COUNTRY_PATH = re.compile(r"^/orders/([A-Za-z]{2,8})$")
REGION_PATH = re.compile(r"^/region-orders/([A-Za-z]{2,8})$")
_PROMO_PATH = re.compile(r"^/special-promo(?:/([A-Za-z0-9]{1,32}))?$")
# An order number: letters and digits (a pay-again order may carry a dash or an underscore).
ESIM_CARD_PATH = re.compile(r"^/esim/([A-Za-z0-9_-]{1,40})$")


# The store's colour and icons, as the built page names them (shell/src/index.html).
THEME_COLOUR = "#0b5c63"
BACKGROUND_COLOUR = "#ffffff"
APP_ICONS = (
    {"src": "/apple-touch-icon.png", "sizes": "180x180", "type": "image/png", "purpose": "any"},
    {"src": "/favicon-32.png", "sizes": "32x32", "type": "image/png", "purpose": "any"},
)


def esim_card_manifest_path(order_id: str) -> str:
    return f"/esim/{order_id}/manifest.webmanifest"


def esim_card_manifest(order_id: str, language: Language) -> dict[str, Any] | None:
    """The web app manifest of one order's eSIM card: installed, it opens that card (offline
    too, once seen). None for a string that is no order number."""
    path = f"/esim/{order_id}"
    if not ESIM_CARD_PATH.match(path):
        return None
    start = f"{path}?lng=en" if language == "en" else path
    return {
        "id": path,
        "name": _say(language, "esim_card", "app_name"),
        "short_name": _say(language, "esim_card", "app_short_name"),
        "description": _say(language, "esim_card", "description"),
        "lang": language,
        "start_url": start,
        "scope": "/esim/",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": list(APP_ICONS),
    }


def _with_brand(title: str) -> str:
    return title if STORE_NAME in title else f"{title} | {STORE_NAME}"


def _country_head(place: Place | None, code: str, path: str, language: Language) -> PageHead:
    if place is None:
        title = _say(language, "country", "not_found")
        return PageHead(_with_brand(title), "", path, "store.png", indexable=False)
    name = place.name(language)
    image = f"destination/{place.code}.png"
    if place.starting_price == 0:
        title = _say(language, "country", "unavailable_title", name=name)
        text = _say(language, "country", "unavailable_description", name=name)
        return PageHead(_with_brand(title), text, path, image, indexable=False)
    price = rupiah(place.starting_price)
    title = _say(language, "country", "title", name=name, price=price)
    text = _say(language, "country", "description", name=name)
    return PageHead(_with_brand(title), text, path, image)


def _region_head(place: Place | None, path: str, language: Language) -> PageHead:
    if place is None:
        title = _say(language, "region", "not_found")
        return PageHead(_with_brand(title), "", path, "store.png", indexable=False)
    name = place.name(language)
    image = f"region/{place.code}.png"
    if place.starting_price == 0:
        title = _say(language, "region", "coming_soon_title", name=name)
        return PageHead(_with_brand(title), "", path, image, indexable=False)
    count = _say(language, "region", "countries", count=place.countries) if place.countries else ""
    price = rupiah(place.starting_price)
    title = _say(language, "region", "title", name=name, countries=count, price=price)
    text = _say(language, "region", "description", name=name)
    return PageHead(_with_brand(title), text, path, image)


def _esim_card_head(path: str, language: Language) -> PageHead | None:
    """One buyer's card: never in search results; installable as a web app of its own."""
    match = ESIM_CARD_PATH.match(path)
    if match is None:
        return None
    order = match.group(1)
    title = _say(language, "esim_card", "title", order=order)
    text = _say(language, "esim_card", "description")
    manifest = esim_card_manifest_path(order)
    return PageHead(_with_brand(title), text, path, "store.png", False, manifest)


def page_head(
    path: str,
    language: Language,
    *,
    countries: Mapping[str, Place],
    regions: Mapping[str, Place],
) -> PageHead:
    """The head of a store path (the SPA's routes, SPEC §2)."""
    normalized = path.rstrip("/") or "/"
    home = (_say(language, "home", "title"), _say(language, "home", "description"))
    if normalized == "/":
        return PageHead(*home, "/", "store.png")
    if normalized in _WORDS[language]["pages"]:
        title = _say(language, "pages", normalized, "title")
        text = _say(language, "pages", normalized, "description")
        image = _PREVIEW_IMAGES.get(normalized, "store.png")
        return PageHead(_with_brand(title), text, normalized, image)
    if match := COUNTRY_PATH.match(normalized):
        code = match.group(1).upper()
        # Always the country: a region code here is redirected to the region's page (pages.py).
        return _country_head(countries.get(code), code, f"/orders/{code}", language)
    if match := REGION_PATH.match(normalized):
        code = match.group(1).upper()
        return _region_head(regions.get(code), f"/region-orders/{code}", language)
    if match := _PROMO_PATH.match(normalized):
        code = (match.group(1) or "").upper()
        title = (
            _say(language, "promo", "title", code=code)
            if code
            else _say(language, "promo", "title_without_code")
        )
        return PageHead(_with_brand(title), home[1], normalized, "store.png")
    # Signed-in pages, one-time links and unknown paths: a title, and no place in search results.
    fallback = PageHead(*home, normalized, "store.png", indexable=False)
    return _esim_card_head(normalized, language) or fallback


def _url(public_url: str, path: str, language: Language | None = None) -> str:
    base = public_url.rstrip("/") + quote(path)
    return f"{base}?lng=en" if language == "en" else base


def head_html(head: PageHead, language: Language, *, public_url: str) -> str:
    """The tags that go before </head> (the title replaces the page's own)."""
    canonical = _url(public_url, head.path, language)
    image = f"{public_url.rstrip('/')}/og/{language}/{head.image}"
    locale = "en_US" if language == "en" else "id_ID"
    tags: list[tuple[str, Sequence[tuple[str, str]]]] = [
        ("meta", (("name", "description"), ("content", head.description))),
        ("link", (("rel", "canonical"), ("href", canonical))),
        ("link", (("rel", "alternate"), ("hreflang", "id"), ("href", _url(public_url, head.path)))),
        (
            "link",
            (("rel", "alternate"), ("hreflang", "en"), ("href", _url(public_url, head.path, "en"))),
        ),
        (
            "link",
            (
                ("rel", "alternate"),
                ("hreflang", "x-default"),
                ("href", _url(public_url, head.path)),
            ),
        ),
        ("meta", (("property", "og:type"), ("content", "website"))),
        ("meta", (("property", "og:site_name"), ("content", STORE_NAME))),
        ("meta", (("property", "og:locale"), ("content", locale))),
        ("meta", (("property", "og:title"), ("content", head.title))),
        ("meta", (("property", "og:description"), ("content", head.description))),
        ("meta", (("property", "og:url"), ("content", canonical))),
        ("meta", (("property", "og:image"), ("content", image))),
        ("meta", (("property", "og:image:width"), ("content", "1200"))),
        ("meta", (("property", "og:image:height"), ("content", "630"))),
        ("meta", (("name", "twitter:card"), ("content", "summary_large_image"))),
    ]
    if not head.indexable:
        tags.append(("meta", (("name", "robots"), ("content", "noindex"))))
    if head.manifest:
        manifest = head.manifest + ("?lng=en" if language == "en" else "")
        tags.append(("link", (("rel", "manifest"), ("href", manifest))))
    rendered = [f"<title>{escape(head.title)}</title>"]
    for name, attributes in tags:
        pairs = " ".join(f'{key}="{escape(value)}"' for key, value in attributes)
        rendered.append(f"<{name} {pairs} />")
    return "\n    ".join(rendered)


_TITLE = re.compile(r"<title>.*?</title>", re.DOTALL)
_DESCRIPTION = re.compile(r'<meta name="description"[^>]*>\s*')
_HTML_LANG = re.compile(r'<html lang="[a-z-]+"')


def with_head(page: str, head: PageHead, language: Language, *, public_url: str) -> str:
    """The built shell page with this path's head: its title, description and links replaced."""
    page = _HTML_LANG.sub(f'<html lang="{language}"', page, count=1)
    page = _DESCRIPTION.sub("", page, count=1)
    page = _TITLE.sub("", page, count=1)
    return page.replace(
        "</head>", f"    {head_html(head, language, public_url=public_url)}\n  </head>", 1
    )
