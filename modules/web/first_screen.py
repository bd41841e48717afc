"""First screens in the HTML the server sends, painted before any JavaScript runs (a phone on a
slow network sees the store at once instead of a blank page while the scripts arrive): the home
page's top bar, hero texts and destination search box, a country page's top bar and banner, the
content pages' hero (about, guide, FAQ, contact, the legal pages), the sign-in and sign-up
forms (also on the screens that ask a visitor without a session to sign in), and a signed-in
shopper's checkout (modules/web/checkout_screen.py) and order history (order_history_screen.py),
and the heading of the pages whose content only the scripts can draw (heading_screens.py).

The markup uses the classes the React page uses, and the page links the very stylesheets that
style them (the shell's and the catalog page's, as built), so the screen looks like the one
that replaces it. The shell removes `#first-screen` once the page it rendered has committed
(shell/src/layout/first-screen.tsx), handing over what the visitor may already have typed, the
focus and the caret.

The texts come from the store's translation files, in the language the browser will pick: `?lng=`,
then the `i18next` cookie the language switcher writes, then Accept-Language, else Indonesian
(runtime/src/i18n/i18n.ts detects in the same order)."""

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from aiohttp import web

from core.brand import SHORT_NAME, STORE_NAME
from core.language import Language, request_language
from core.locales import read_namespace
from core.templating import render
from modules.web.checkout_screen import CheckoutItem, checkout_texts
from modules.web.content_heroes import CONTENT_HEROES, ContentHero
from modules.web.heading_screens import AUTH_ACTION_PATH, HeadingScreen, action_mode, heading_screen
from modules.web.heads import COUNTRY_PATH as _COUNTRY_PATH
from modules.web.heads import REGION_PATH as _REGION_PATH
from modules.web.heads import Place
from modules.web.order_history_screen import ORDER_HISTORY_PATH, order_history_texts, tab_named
from modules.web.sign_in_screens import ACCOUNT_FORMS, account_texts, sign_in_guarded

SPECIAL_PATH = "/special-paket-orders"

HOME_TEMPLATE = "web/first_screen_home.html"
ORDERS_TEMPLATE = "web/first_screen_orders.html"
ACCOUNT_TEMPLATE = "web/first_screen_account.html"
CONTENT_TEMPLATE = "web/first_screen_content.html"
CHECKOUT_TEMPLATE = "web/first_screen_checkout.html"
ORDER_HISTORY_TEMPLATE = "web/first_screen_order_history.html"
HEADING_TEMPLATE = "web/first_screen_heading.html"
BRAND_FILE = Path("runtime/src/config/brand.json")


def first_screen_variant(path: str, query: Mapping[str, str]) -> str | None:
    """What a first screen draws from the address beyond its path: the order history's tab, the
    action an e-mail's link asks for; None for the other pages."""
    if path == ORDER_HISTORY_PATH:
        return tab_named(query.get("tab"))
    if path == AUTH_ACTION_PATH:
        return action_mode(query.get("mode"))
    return None


def first_screen_language(request: web.Request) -> Language:
    """The language the browser's detection will choose: the store's one rule (core.language)."""
    return request_language(request)


@dataclass(frozen=True)
class Stylesheets:
    """The built stylesheets the first screen needs, as URL paths (none when a build lacks them).

    The fonts are not preloaded: measured with Lighthouse, a preload let the scripts run before
    the first paint in some runs (LCP 1.6 to 3.0 s instead of 1.5 s), for a layout shift of 0.06
    saved when the font replaces the fallback."""

    paths: tuple[str, ...]

    @classmethod
    def find(
        cls,
        web_root: Path,
        sheets: Sequence[str],
        *,
        remote: str = "catalog",
    ) -> "Stylesheets":
        """The shell's own stylesheet (tokens, fonts, base, top bar), then the page's `sheets` as
        the remote built them."""
        shell = web_root / "shell" / "dist" / "static"
        media = web_root / f"mfe-{remote}" / "dist" / "media"
        paths = [f"/static/css/{path.name}" for path in sorted((shell / "css").glob("*.css"))]
        for name in sheets:
            if (built := _newest(media.glob(f"{name}.*.css"))) is not None:
                paths.append(f"/mfe/{remote}/media/{built.name}")
        return cls(tuple(paths))

    def links(self) -> str:
        return "".join(f'\n    <link rel="stylesheet" href="{path}" />' for path in self.paths)


def _newest(paths: Iterable[Path]) -> Path | None:
    """The file the latest build wrote. A remote deployed alone (deploy/deploy-remote.sh) keeps the
    files of the builds before it for a while, so a name can have several hashed copies."""
    found = [(path.stat().st_mtime, path.name, path) for path in paths if path.is_file()]
    return max(found)[2] if found else None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _brand(web_root: Path) -> dict[str, str]:
    """The brand the shell's logo shows (runtime/src/config/brand.json)."""
    try:
        brand = json.loads((web_root / BRAND_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in brand.items() if isinstance(v, str)} if isinstance(brand, dict) else {}


def _read_texts(web_root: Path, language: Language, namespace: str) -> dict[str, Any]:
    """The translations the browser will fetch: the web root's copy, as it is served."""
    return read_namespace(language, namespace, root=web_root / "locales")


def _top_bar(web_root: Path, language: Language) -> dict[str, str]:
    common = _read_texts(web_root, language, "common")
    brand = _brand(web_root)
    label = str(common.get("logo", {}).get("label", ""))
    return {
        "language": language,
        "brand": brand.get("name", SHORT_NAME),
        "logo_label": _fill(label, brand),
    }


def _home_texts(catalog: dict[str, Any]) -> dict[str, str]:
    home = catalog.get("home", {})
    search = home.get("search", {})
    return {
        "subtitle": home.get("subtitle", ""),
        "title": home.get("title", ""),
        "description": home.get("description", ""),
        "search_label": search.get("label", ""),
        "search_placeholder": search.get("placeholder", ""),
        "video_title": home.get("video", {}).get("title", ""),
        "video_text": home.get("video", {}).get("text", ""),
    }


class FirstScreens:
    """The first screens the server draws: the home page's, an order page's banner, a content
    page's hero, and the sign-in and sign-up forms."""

    def __init__(self, *, web_root: Path) -> None:
        self._web_root = web_root

    def version(self) -> tuple[float, ...]:
        """When the remotes whose stylesheets the first screens link were last put in place (a
        manifest is replaced last by deploy/deploy-remote.sh): a page drawn before links the
        stylesheets of before."""
        return tuple(
            _mtime(self._web_root / f"mfe-{name}" / "dist" / "mf-manifest.json")
            for name in ("catalog", "account", "checkout")
        )

    def for_path(
        self,
        path: str,
        language: Language,
        countries: Mapping[str, Place],
        *,
        regions: Mapping[str, Place] | None = None,
        signed_in: bool = False,
        return_to: str | None = None,
        checkout: CheckoutItem | None = None,
        variant: str | None = None,
    ) -> tuple[str, Stylesheets] | None:
        """The first screen of `path` and the stylesheets it needs; None for a page without one
        or a store whose translations lack its texts (no `make build`). `checkout` is the product
        a signed-in shopper's checkout sells; `variant`, what first_screen_variant read from the
        address."""
        if path in ACCOUNT_FORMS or (sign_in_guarded(path) and not signed_in):
            return self._account(path, language, return_to)
        if checkout is not None:
            return self._checkout(language, checkout)
        if path == ORDER_HISTORY_PATH:
            return self._order_history(language, variant)
        if (hero := CONTENT_HEROES.get(path)) is not None:
            return self._content(hero, language)
        if (heading := heading_screen(path, variant)) is not None:
            return self._heading(heading, language)
        return self._catalog_page(path, language, countries, regions or {})

    def _catalog_page(
        self,
        path: str,
        language: Language,
        countries: Mapping[str, Place],
        regions: Mapping[str, Place],
    ) -> tuple[str, Stylesheets] | None:
        """The home page's or an order page's first screen; None for any other path."""
        catalog = _read_texts(self._web_root, language, "catalog")
        if path != "/":
            return self._order_page(path, language, catalog, countries, regions)
        texts = _home_texts(catalog)
        if not texts["title"]:
            return None
        html = render(HOME_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        return html, Stylesheets.find(self._web_root, ("home",))

    def _order_page(
        self,
        path: str,
        language: Language,
        catalog: Mapping[str, Any],
        countries: Mapping[str, Place],
        regions: Mapping[str, Place],
    ) -> tuple[str, Stylesheets] | None:
        """A country's, a region's or the special package's banner; None for any other path."""
        brand = _brand(self._web_root)
        if path == SPECIAL_PATH:
            special = catalog.get("specialPage", {})
            return self._orders(language, "pilgrimage", special, special.get("title", ""))
        if match := _REGION_PATH.match(path):
            region = regions.get(match.group(1).upper())
            if region is None:
                return None
            lead = _text(catalog, "regionPage.leadAny", brand)
            if region.countries > 0:
                one = region.countries == 1 and "lead_one" in catalog.get("regionPage", {})
                key = "regionPage.lead_one" if one else "regionPage.lead_other"
                lead = _text(catalog, key, brand, count=region.countries) or lead
            title = _text(catalog, "regionPage.title", brand, name=region.name(language))
            texts = {"eyebrow": _text(catalog, "regionPage.eyebrow", brand), "lead": lead}
            return self._orders(language, "globe", texts, title)
        match = _COUNTRY_PATH.match(path)
        place = countries.get(match.group(1).upper()) if match else None
        if place is None or not place.own_page:
            return None
        title = _text(catalog, "countryOrders.title", brand, name=place.name(language))
        texts = {"lead": _text(catalog, "countryOrders.lead", brand)}
        flag = _flag(self._web_root, place.code)
        return self._orders(language, "skyline", texts, title, flag=flag)

    def _orders(
        self,
        language: Language,
        art: str,
        texts: Mapping[str, Any],
        title: str,
        *,
        flag: str | None = None,
    ) -> tuple[str, Stylesheets] | None:
        """An order page's banner: a country's (its flag), a region's or the special package's."""
        if not title:
            return None
        html = render(
            ORDERS_TEMPLATE,
            {
                **_top_bar(self._web_root, language),
                "art": art,
                "eyebrow": texts.get("eyebrow", ""),
                "title": title,
                "lead": texts.get("lead", ""),
                "flag": flag,
            },
        )
        return html, Stylesheets.find(self._web_root, ("home", "orders"))

    def _content(self, hero: ContentHero, language: Language) -> tuple[str, Stylesheets] | None:
        texts = _read_texts(self._web_root, language, hero.namespace)
        same = hero.title_namespace == hero.namespace
        titles = texts if same else _read_texts(self._web_root, language, hero.title_namespace)
        brand = _brand(self._web_root)
        words = {
            "eyebrow": _text(texts, hero.eyebrow, brand),
            "title": _text(titles, hero.title, brand),
            "lead": _text(texts, hero.lead, brand),
            "updated": _text(texts, hero.updated, brand) if hero.updated else "",
        }
        if not words["title"]:
            return None
        steps = texts.get("guide", {}).get("heroSteps") if hero.art == "steps" else None
        html = render(
            CONTENT_TEMPLATE,
            {
                **_top_bar(self._web_root, language),
                **words,
                "art": hero.art,
                "steps": [step for step in steps if isinstance(step, str)]
                if isinstance(steps, list)
                else [],
            },
        )
        return html, Stylesheets.find(self._web_root, hero.sheets)

    def _checkout(self, language: Language, item: CheckoutItem) -> tuple[str, Stylesheets] | None:
        texts = checkout_texts(_read_texts(self._web_root, language, "checkout"), item)
        if texts is None:
            return None
        html = render(CHECKOUT_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        return html, Stylesheets.find(self._web_root, ("checkout",), remote="checkout")

    def _heading(self, screen: HeadingScreen, language: Language) -> tuple[str, Stylesheets] | None:
        texts = _read_texts(self._web_root, language, screen.namespace)
        title = _text(texts, screen.title, _brand(self._web_root))
        if not title:
            return None
        intro = _text(texts, screen.intro, _brand(self._web_root)) if screen.intro else ""
        context = {
            "title": title,
            "page_class": screen.page_class,
            "card": screen.card,
            "intro": intro,
        }
        html = render(HEADING_TEMPLATE, {**_top_bar(self._web_root, language), **context})
        return html, Stylesheets.find(self._web_root, screen.sheets, remote=screen.remote)

    def _order_history(self, language: Language, tab: str | None) -> tuple[str, Stylesheets] | None:
        texts = order_history_texts(_read_texts(self._web_root, language, "account"), tab)
        if texts is None:
            return None
        html = render(ORDER_HISTORY_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        return html, Stylesheets.find(self._web_root, ("order-history",), remote="account")

    def _account(
        self, path: str, language: Language, return_to: str | None
    ) -> tuple[str, Stylesheets] | None:
        account = _read_texts(self._web_root, language, "account")
        texts = account_texts(account, ACCOUNT_FORMS.get(path, "login"))
        if texts is None:
            return None
        if return_to:
            # The links between the sign-in pages carry the way back, as the live forms' do.
            back = f"?next={quote(return_to, safe='')}"
            texts = {**texts, "footer_href": texts["footer_href"] + back, "return_query": back}
        html = render(ACCOUNT_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        return html, Stylesheets.find(self._web_root, ("account",), remote="account")


_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


def _fill(text: str, brand: Mapping[str, str], **values: object) -> str:
    """An i18next text with its {{placeholders}} filled: `values`, and the brand's names for
    {{brand}}, {{product}} and {{app}}, as i18next's default variables put them
    (runtime/src/i18n/i18n.ts). A placeholder without a value stays as written."""
    names = {
        "brand": brand.get("name", SHORT_NAME),
        "product": brand.get("product", STORE_NAME),
        "app": brand.get("app", STORE_NAME),
        **{name: str(value) for name, value in values.items()},
    }
    return _PLACEHOLDER.sub(lambda found: names.get(found.group(1), found.group(0)), text)


def _text(texts: Mapping[str, Any], key: str, brand: Mapping[str, str], **values: object) -> str:
    """The text at a dotted `key`, filled (`_fill`); "" when missing."""
    found: Any = texts
    for part in key.split("."):
        found = found.get(part) if isinstance(found, Mapping) else None
    return _fill(found, brand, **values) if isinstance(found, str) else ""


def _flag(web_root: Path, code: str) -> str | None:
    """The built flag picture of a country (the catalog remote's media), if there is one."""
    media = web_root / "mfe-catalog" / "dist" / "media"
    pattern = re.compile(rf"^{re.escape(code.lower())}\.[0-9a-f]{{8,}}\.svg$")
    candidates = media.glob(f"{code.lower()}.*.svg")
    found = _newest(path for path in candidates if pattern.match(path.name))
    return f"/mfe/catalog/media/{found.name}" if found else None


def with_first_screen(page: str, first_screen: str, stylesheets: Stylesheets) -> str:
    """The page with the first screen before the app's root and its stylesheets in the head."""
    page = page.replace("</head>", f"{stylesheets.links()}\n  </head>", 1)
    return page.replace('<div id="root"></div>', f'{first_screen}<div id="root"></div>', 1)
