"""The shell page with each path's own head, and the link-preview pictures its og:image names."""

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import structlog
from aiohttp import web

from core.auth import TOKEN_VERIFIER
from core.errors import NotFound, Unauthorized
from core.http_cache import RenderedJson, cached_json_response
from core.language import address_language
from core.templating import rupiah
from modules.web.checkout_screen import CheckoutItem, checkout_address
from modules.web.first_screen import (
    FirstScreens,
    first_screen_language,
    first_screen_variant,
    with_first_screen,
)
from modules.web.heads import (
    COUNTRY_PATH,
    REGION_PATH,
    Language,
    Place,
    esim_card_manifest,
    page_head,
    with_head,
)
from modules.web.og_images import Card, PreviewImages
from modules.web.order_history_screen import ORDER_HISTORY_PATH, ORDERS_PAGE_COOKIE, Order
from modules.web.sign_in_screens import return_path, sign_in_guarded, signed_in

# The shell page revalidates (its head follows the catalog); pictures may be reused for a day.
PAGE_CACHE_CONTROL = "no-cache"
# A page with the shopper's own orders: kept by no cache, shared or the browser's.
PERSONAL_CACHE_CONTROL = "private, no-store"
# An ID token is about a kilobyte; anything much longer is not one.
MAX_TOKEN_LENGTH = 4096
IMAGE_CACHE_CONTROL = "public, max-age=86400"
MANIFEST_CACHE_CONTROL = "no-cache"
MAX_PAGES = 2048
_IMAGE_CODE = re.compile(r"^[A-Z]{2,8}$")

log = structlog.get_logger(__name__)


class Catalog(Protocol):
    async def revision(self) -> int: ...
    async def destinations(self) -> Sequence[Any]: ...
    async def regions(self) -> Sequence[Any]: ...
    def region_code_now(self, code: str) -> str | None: ...
    async def product(self, *, product_id: str) -> Any: ...
    async def in_language(self, products: list[Any], language: str) -> list[Any]: ...


@dataclass(frozen=True)
class _Places:
    revision: int
    countries: dict[str, Place]
    regions: dict[str, Place]


_NO_PLACES = _Places(revision=-1, countries={}, regions={})


def _mtime(page_file: Path) -> int:
    return page_file.stat().st_mtime_ns


def _page_text(page_file: Path) -> tuple[int, str]:
    """The built page and its modification time (a rebuild gives new heads)."""
    return page_file.stat().st_mtime_ns, page_file.read_text(encoding="utf-8")


def language_of(request: web.Request) -> Language:
    """The page's canonical language: the one its address names (core.language)."""
    return address_language(request)


class ShopperOrders(Protocol):
    async def orders(self, *, uid: str) -> Sequence[Order]: ...


class ShellPages:
    def __init__(
        self, *, catalog: Catalog, orders: ShopperOrders, public_url: str, web_root: Path
    ) -> None:
        self._catalog = catalog
        self._orders = orders
        self._public_url = public_url
        self._places: _Places | None = None
        self._pages: dict[tuple[object, ...], RenderedJson] = {}
        self._page_cache: tuple[Path, int, str] | None = None
        self.images = PreviewImages(web_root=web_root)
        self.first_screens = FirstScreens(web_root=web_root)

    async def places(self) -> _Places:
        try:
            revision = await self._catalog.revision()
        except Exception:
            # The catalog's database is unreachable: the page still loads, with the store's head.
            log.warning("page_head_without_catalog", exc_info=True)
            return _NO_PLACES
        if self._places is None or self._places.revision != revision:
            countries = {
                d.code: Place(d.code, d.name_id, d.name_en, d.starting_price, own_page=d.has_page)
                for d in await self._catalog.destinations()
            }
            regions = {
                r.code: Place(r.code, r.name_id, r.name_en, r.price, len(r.countries))
                for r in await self._catalog.regions()
            }
            self._places = _Places(revision, countries, regions)
        return self._places

    def moved(self, path: str, places: _Places) -> str | None:
        """Where a place's page lives now: a region on the country route (a country's page is
        always that country), or a region under the code it had before."""
        normalized = path.rstrip("/")
        if match := COUNTRY_PATH.match(normalized):
            code = match.group(1).upper()
            if code not in places.countries and code in places.regions:
                return f"/region-orders/{code}"
        if match := REGION_PATH.match(normalized):
            code = self._catalog.region_code_now(match.group(1))
            if code is not None:
                return f"/region-orders/{code}"
        return None

    async def respond(self, request: web.Request, *, path: str, page_file: Path) -> web.Response:
        language = language_of(request)
        places = await self.places()
        if (moved := self.moved(path, places)) is not None:
            query = f"?{request.query_string}" if request.query_string else ""
            raise web.HTTPMovedPermanently(moved + query)
        built = self._page_cache
        if built is None or built[0] != page_file or built[1] != _mtime(page_file):
            built = self._page_cache = (page_file, *_page_text(page_file))
        # A first screen is in the browser's language (modules.web.first_screen).
        shown = first_screen_language(request)
        session = signed_in(request)
        return_to = return_path(request, path)
        checkout = await self._checkout_item(request, path, shown) if session else None
        variant = first_screen_variant(path, request.query)
        # A shopper without orders is known too: an empty tuple, not None.
        own = await self._own_orders(request) if session and path == ORDER_HISTORY_PATH else None
        if own is not None:
            return self._personal(path, built[2], shown, places, (variant, own))
        key = (
            path,
            return_to,
            checkout,
            variant,
            language,
            shown,
            session,
            places.revision,
            built[1],
            self.first_screens.version(),
        )
        rendered = self._pages.get(key)
        if rendered is None:
            page, first = self._draw(
                path,
                built[2],
                (language, shown),
                places,
                signed_in=session,
                return_to=return_to,
                checkout=checkout,
                variant=variant,
            )
            html = page.encode()
            etag = f'"{hashlib.blake2b(html, digest_size=12).hexdigest()}"'
            rendered = RenderedJson(
                body=html,
                etag=etag,
                headers={
                    "Content-Type": "text/html; charset=utf-8",
                    "ETag": etag,
                    "Cache-Control": PAGE_CACHE_CONTROL,
                    # A first screen follows the language cookie and header (and a guarded
                    # screen's, the session cookie).
                    "Vary": "Accept-Encoding, Accept-Language, Cookie"
                    if first or sign_in_guarded(path)
                    else "Accept-Encoding",
                },
            )
            if len(self._pages) >= MAX_PAGES:  # paths typed by hand must not grow it forever
                self._pages.clear()
            self._pages[key] = rendered
        return cached_json_response(request, rendered)

    async def _own_orders(self, request: web.Request) -> tuple[Order, ...] | None:
        """The orders of the shopper whose ID token this page was sent with (the cookie only the
        order history receives); None without one, with a token that is not valid now, for an
        e-mail not yet verified (the API refuses that one its orders too), or a store that cannot
        answer: the page then draws the list's loading block and the scripts ask the API."""
        token = request.cookies.get(ORDERS_PAGE_COOKIE, "")
        if not token or len(token) > MAX_TOKEN_LENGTH:
            return None
        try:
            user = await request.app[TOKEN_VERIFIER].verify(token)
        except Unauthorized:
            return None
        if not user.email_verified:
            return None
        try:
            return tuple(await self._orders.orders(uid=user.uid))
        except Exception:
            log.warning("order_history_first_screen_without_orders", exc_info=True)
            return None

    def _draw(
        self,
        path: str,
        built: str,
        languages: tuple[Language, Language],
        places: _Places,
        **screen: Any,
    ) -> tuple[str, bool]:
        """The built page with `path`'s head in the first of `languages` and its first screen in
        the second (`screen`: what FirstScreens.for_path draws it from); whether it has one."""
        head_language, shown = languages
        head = page_head(path, head_language, countries=places.countries, regions=places.regions)
        page = with_head(built, head, head_language, public_url=self._public_url)
        first = self.first_screens.for_path(
            path, shown, places.countries, regions=places.regions, **screen
        )
        return (page, False) if first is None else (with_first_screen(page, *first), True)

    def _personal(
        self,
        path: str,
        built: str,
        shown: Language,
        places: _Places,
        screen: tuple[str | None, Sequence[Order]],
    ) -> web.Response:
        """The order history with the shopper's own cards: drawn for this request only, and kept
        by no cache (not this server's pages, not a proxy's, not the browser's). `shown`: the
        browser's language; `screen`: the tab and the orders."""
        variant, orders = screen
        # A page in no search results, drawn for one reader: its head in the reader's language too,
        # so the tab's title matches the cards while the server's screen stands.
        page, _ = self._draw(
            path, built, (shown, shown), places, signed_in=True, variant=variant, orders=orders
        )
        response = web.Response(
            body=page.encode(),
            headers={
                "Content-Type": "text/html; charset=utf-8",
                "Cache-Control": PERSONAL_CACHE_CONTROL,
                "Vary": "Accept-Encoding, Accept-Language, Cookie",
            },
        )
        response.enable_compression()  # as the shared pages travel, when the browser can
        return response

    async def _checkout_item(
        self, request: web.Request, path: str, language: Language
    ) -> CheckoutItem | None:
        """The product a checkout address names, in `language`; None for another page, a product
        the catalog does not sell, or a catalog that cannot answer (the page then draws it)."""
        if (address := checkout_address(path, request.query.get("step"))) is None:
            return None
        try:
            found = await self._catalog.product(product_id=address.product_id)
            (product,) = await self._catalog.in_language([found], language)
        except NotFound:
            return None
        except Exception:
            log.warning("checkout_first_screen_without_catalog", exc_info=True)
            return None
        return CheckoutItem(product.name, str(product.type), product.price_idr, address)

    async def card(self, language: Language, kind: str, code: str) -> Card | None:
        places = await self.places()
        en = language == "en"
        footer = (
            "150+ countries · prices in Rupiah · QR right after payment"
            if en
            else "150+ negara · harga Rupiah · kode QR langsung setelah bayar"
        )
        if kind == "store":
            prices = [p.starting_price for p in places.countries.values() if p.starting_price]
            cheapest = rupiah(min(prices, default=0))
            return Card(
                "Travel eSIM & SIM" if en else "eSIM & SIM perjalanan",
                "Online the moment you land" if en else "Online begitu mendarat",
                f"Plans from {cheapest}" if en else f"Paket mulai {cheapest}",
                footer,
            )
        place = places.regions.get(code)
        if kind == "destination":  # a country page may carry a region code (SPEC §2)
            place = places.countries.get(code) or place
        if place is None:
            return None
        eyebrow = ("Regional eSIM" if en else "eSIM regional") if kind == "region" else "eSIM"
        if place.starting_price:
            price = rupiah(place.starting_price)
            price_line = f"from {price}" if en else f"mulai {price}"
        else:
            price_line = "coming soon" if en else "segera hadir"
        return Card(eyebrow, place.name(language), price_line, footer)


def page_routes(*, pages: ShellPages) -> list[web.RouteDef]:
    async def preview(request: web.Request) -> web.Response:
        language: Language = "en" if request.match_info["language"] == "en" else "id"
        kind, code = request.match_info["kind"], request.match_info.get("code", "").upper()
        if kind != "store" and not _IMAGE_CODE.match(code):
            raise web.HTTPNotFound
        card = await pages.card(language, kind, code)
        if card is None:
            raise web.HTTPNotFound
        places = await pages.places()
        png = await pages.images.png(card, version=places.revision)
        return web.Response(
            body=png, content_type="image/png", headers={"Cache-Control": IMAGE_CACHE_CONTROL}
        )

    async def esim_manifest(request: web.Request) -> web.Response:
        manifest = esim_card_manifest(request.match_info["order_id"], language_of(request))
        if manifest is None:
            raise web.HTTPNotFound
        return web.Response(
            body=json.dumps(manifest, ensure_ascii=False).encode(),
            content_type="application/manifest+json",
            headers={"Cache-Control": MANIFEST_CACHE_CONTROL},
        )

    return [
        web.get("/esim/{order_id}/manifest.webmanifest", esim_manifest),
        web.get("/og/{language:id|en}/{kind:store}.png", preview),
        web.get("/og/{language:id|en}/{kind:destination|region}/{code}.png", preview),
    ]
