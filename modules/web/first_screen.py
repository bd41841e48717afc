"""First screens in the HTML the server sends, painted before any JavaScript runs (a phone on a
slow network sees the store at once instead of a blank page while the scripts arrive): the home
page's top bar, hero texts and destination search box, a country page's top bar and banner, the
content pages' hero (about, guide, FAQ, contact, the legal pages), the sign-in and sign-up
forms (also on the screens that ask a visitor without a session to sign in), and a signed-in
shopper's checkout (modules/web/checkout_screen.py) and order history with their own orders
(order_history_screen.py),
the heading of the pages whose content only the scripts can draw (heading_screens.py), and the
promo landing's band (promo_screen.py). What they read from the web root: screen_parts.py.

The markup uses the classes the React page uses, and the page links the very stylesheets that
style them (the shell's and the catalog page's, as built), so the screen looks like the one
that replaces it. The shell removes `#first-screen` once the page it rendered has committed
(shell/src/layout/first-screen.tsx), handing over what the visitor may already have typed, the
focus and the caret.

The texts come from the store's translation files, in the language the browser will pick: `?lng=`,
then the `i18next` cookie the language switcher writes, then Accept-Language, else Indonesian
(runtime/src/i18n/i18n.ts detects in the same order)."""

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

from aiohttp import web

from core.brand import SHORT_NAME
from core.language import Language, request_language
from core.templating import render
from modules.web.checkout_screen import CheckoutItem, checkout_texts
from modules.web.content_heroes import CONTENT_HEROES, ContentHero
from modules.web.heading_screens import AUTH_ACTION_PATH, HeadingScreen, action_mode, heading_screen
from modules.web.heads import COUNTRY_PATH as _COUNTRY_PATH
from modules.web.heads import REGION_PATH as _REGION_PATH
from modules.web.heads import Place
from modules.web.order_history_screen import (
    ORDER_HISTORY_PATH,
    Order,
    order_history_texts,
    tab_named,
)
from modules.web.promo_screen import promo_code, promo_texts
from modules.web.screen_parts import (
    Stylesheets,
    brand_of,
    fill,
    flag_picture,
    media_picture,
    mtime,
    read_texts,
    text_at,
)
from modules.web.sign_in_screens import ACCOUNT_FORMS, account_texts, sign_in_guarded

SPECIAL_PATH = "/special-paket-orders"

HOME_TEMPLATE = "web/first_screen_home.html"
# The home page's stylesheets as mfe-catalog's home-content.tsx loads them: the first screen's
# (home) and those of the sections below it. The app finds each in the head and adds none, so the
# browser styles the page once.
HOME_SHEETS = ("home", "banner", "home-sections")
ORDERS_TEMPLATE = "web/first_screen_orders.html"
ACCOUNT_TEMPLATE = "web/first_screen_account.html"
CONTENT_TEMPLATE = "web/first_screen_content.html"
CHECKOUT_TEMPLATE = "web/first_screen_checkout.html"
ORDER_HISTORY_TEMPLATE = "web/first_screen_order_history.html"
HEADING_TEMPLATE = "web/first_screen_heading.html"
PROMO_TEMPLATE = "web/first_screen_promo.html"


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


def _top_bar(web_root: Path, language: Language) -> dict[str, str]:
    common = read_texts(web_root, language, "common")
    brand = brand_of(web_root)
    label = str(common.get("logo", {}).get("label", ""))
    return {
        "language": language,
        "brand": brand.get("name", SHORT_NAME),
        "logo_label": fill(label, brand),
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
            mtime(self._web_root / f"mfe-{name}" / "dist" / "mf-manifest.json")
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
        orders: Sequence[Order] | None = None,
    ) -> tuple[str, Stylesheets] | None:
        """The first screen of `path` and the stylesheets it needs; None for a page without one
        or a store whose translations lack its texts (no `make build`). `checkout` is the product
        a signed-in shopper's checkout sells; `variant`, what first_screen_variant read from the
        address; `orders`, a signed-in shopper's own on the order history (None: not known)."""
        if path in ACCOUNT_FORMS or (sign_in_guarded(path) and not signed_in):
            return self._account(path, language, return_to)
        if checkout is not None:
            return self._checkout(language, checkout)
        if path == ORDER_HISTORY_PATH:
            return self._order_history(language, variant, orders)
        if (screen := self._page_screen(path, language, variant, signed_in=signed_in)) is not None:
            return screen
        return self._catalog_page(path, language, countries, regions or {})

    def _page_screen(
        self, path: str, language: Language, variant: str | None, *, signed_in: bool
    ) -> tuple[str, Stylesheets] | None:
        """A content page's hero, a heading page's band or the promo landing; None otherwise."""
        if (hero := CONTENT_HEROES.get(path)) is not None:
            return self._content(hero, language)
        if (heading := heading_screen(path, variant)) is not None:
            return self._heading(heading, language)
        if (code := promo_code(path)) is not None:
            return self._promo(language, code, signed_in=signed_in)
        return None

    def _catalog_page(
        self,
        path: str,
        language: Language,
        countries: Mapping[str, Place],
        regions: Mapping[str, Place],
    ) -> tuple[str, Stylesheets] | None:
        """The home page's or an order page's first screen; None for any other path."""
        catalog = read_texts(self._web_root, language, "catalog")
        if path != "/":
            return self._order_page(path, language, catalog, countries, regions)
        texts = _home_texts(catalog)
        if not texts["title"]:
            return None
        html = render(HOME_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        # With the sheets of the sections below the first screen (HOME_SHEETS): added by the app
        # instead, each made the browser restyle the whole page while the store started.
        return html, Stylesheets.find(self._web_root, HOME_SHEETS)

    def _order_page(
        self,
        path: str,
        language: Language,
        catalog: Mapping[str, Any],
        countries: Mapping[str, Place],
        regions: Mapping[str, Place],
    ) -> tuple[str, Stylesheets] | None:
        """A country's, a region's or the special package's banner; None for any other path."""
        brand = brand_of(self._web_root)
        if path == SPECIAL_PATH:
            special = catalog.get("specialPage", {})
            return self._orders(language, "pilgrimage", special, special.get("title", ""))
        if match := _REGION_PATH.match(path):
            region = regions.get(match.group(1).upper())
            if region is None:
                return None
            lead = text_at(catalog, "regionPage.leadAny", brand)
            if region.countries > 0:
                one = region.countries == 1 and "lead_one" in catalog.get("regionPage", {})
                key = "regionPage.lead_one" if one else "regionPage.lead_other"
                lead = text_at(catalog, key, brand, count=region.countries) or lead
            title = text_at(catalog, "regionPage.title", brand, name=region.name(language))
            texts = {"eyebrow": text_at(catalog, "regionPage.eyebrow", brand), "lead": lead}
            return self._orders(language, "globe", texts, title)
        match = _COUNTRY_PATH.match(path)
        place = countries.get(match.group(1).upper()) if match else None
        if place is None or not place.own_page:
            return None
        title = text_at(catalog, "countryOrders.title", brand, name=place.name(language))
        texts = {"lead": text_at(catalog, "countryOrders.lead", brand)}
        flag = flag_picture(self._web_root, place.code)
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
        texts = read_texts(self._web_root, language, hero.namespace)
        same = hero.title_namespace == hero.namespace
        titles = texts if same else read_texts(self._web_root, language, hero.title_namespace)
        brand = brand_of(self._web_root)
        words = {
            "eyebrow": text_at(texts, hero.eyebrow, brand),
            "title": text_at(titles, hero.title, brand),
            "lead": text_at(texts, hero.lead, brand),
            "updated": text_at(texts, hero.updated, brand) if hero.updated else "",
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
        texts = checkout_texts(read_texts(self._web_root, language, "checkout"), item)
        if texts is None:
            return None
        html = render(CHECKOUT_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        return html, Stylesheets.find(self._web_root, ("checkout",), remote="checkout")

    def _heading(self, screen: HeadingScreen, language: Language) -> tuple[str, Stylesheets] | None:
        texts = read_texts(self._web_root, language, screen.namespace)
        title = text_at(texts, screen.title, brand_of(self._web_root))
        if not title:
            return None
        intro = text_at(texts, screen.intro, brand_of(self._web_root)) if screen.intro else ""
        context = {
            "title": title,
            "page_class": screen.page_class,
            "card": screen.card,
            "intro": intro,
        }
        html = render(HEADING_TEMPLATE, {**_top_bar(self._web_root, language), **context})
        return html, Stylesheets.find(self._web_root, screen.sheets, remote=screen.remote)

    def _promo(
        self, language: Language, code: str, *, signed_in: bool
    ) -> tuple[str, Stylesheets] | None:
        catalog = read_texts(self._web_root, language, "catalog")
        texts = promo_texts(catalog, code, brand_of(self._web_root), signed_in=signed_in)
        if texts is None:
            return None
        # The artwork's words are part of the picture: one drawing per language.
        english = ".en" if language == "en" else ""
        art = {
            f"art_{size}": media_picture(
                self._web_root, "catalog", f"hutri80-{size}{english}", "svg"
            )
            for size in ("mobile", "desktop")
        }
        html = render(PROMO_TEMPLATE, {**_top_bar(self._web_root, language), **texts, **art})
        return html, Stylesheets.find(self._web_root, ("promo",))

    def _order_history(
        self, language: Language, tab: str | None, orders: Sequence[Order] | None
    ) -> tuple[str, Stylesheets] | None:
        account = read_texts(self._web_root, language, "account")
        texts = order_history_texts(account, tab, orders, language)
        if texts is None:
            return None
        html = render(ORDER_HISTORY_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        return html, Stylesheets.find(self._web_root, ("order-history",), remote="account")

    def _account(
        self, path: str, language: Language, return_to: str | None
    ) -> tuple[str, Stylesheets] | None:
        account = read_texts(self._web_root, language, "account")
        texts = account_texts(account, ACCOUNT_FORMS.get(path, "login"))
        if texts is None:
            return None
        if return_to:
            # The links between the sign-in pages carry the way back, as the live forms' do.
            back = f"?next={quote(return_to, safe='')}"
            texts = {**texts, "footer_href": texts["footer_href"] + back, "return_query": back}
        html = render(ACCOUNT_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
        return html, Stylesheets.find(self._web_root, ("account",), remote="account")


def with_first_screen(page: str, first_screen: str, stylesheets: Stylesheets) -> str:
    """The page with the first screen before the app's root and its stylesheets in the head."""
    page = page.replace("</head>", f"{stylesheets.links()}\n  </head>", 1)
    return page.replace('<div id="root"></div>', f'{first_screen}<div id="root"></div>', 1)
