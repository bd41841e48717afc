"""Catalog reads from an in-memory snapshot, refreshed when the catalog's revision changes."""

import asyncio
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import structlog

from core.errors import Conflict, Invalid, NotFound
from modules.catalog.destinations import (
    RENAMED_REGIONS,
    build_destinations,
    country_names,
    covering,
)
from modules.catalog.repository import CatalogRepository, StoredCatalog, StoredProduct
from modules.catalog.schemas import (
    CatalogErrorCode,
    Country,
    CountryDraft,
    Destination,
    Money,
    Product,
    ProductDraft,
    ProductForStaff,
    ProductScope,
    ProductType,
    Region,
    RegionDraft,
    idr_amount,
)
from modules.catalog.seed_data import SEED_COUNTRIES, SEED_PRODUCTS, SEED_REGIONS

log = structlog.get_logger(__name__)


def _priced(stored: StoredProduct) -> Product:
    total = sum(idr_amount(item.price) for item in stored.items)
    return Product(
        product_id=stored.product_id,
        name=stored.name,
        type=stored.type,
        price=(Money(amount=total),),
        note=stored.note,
        countries=stored.countries,
        items=stored.items,
        scope=stored.scope,
        location_code=stored.location_code,
        facts=stored.facts,
        **({"validity": stored.validity} if stored.validity else {}),
    )


def _in_english(product: Product, stored: StoredProduct) -> Product:
    """The same product with its English texts (an empty one keeps the Indonesian text)."""
    return product.model_copy(
        update={
            "name": stored.name_en or stored.name,
            "note": stored.note_en or stored.note,
            "items": stored.items_en or stored.items,
        }
    )


def _cheapest_first(products: Iterable[Product]) -> tuple[Product, ...]:
    # SPEC §9: lists are sorted by IDR price ascending; the id breaks ties so order is stable.
    return tuple(sorted(products, key=lambda product: (product.price_idr, product.product_id)))


@dataclass(frozen=True)
class CatalogSnapshot:
    """Everything the read endpoints need, indexed once per catalog revision."""

    revision: int
    countries: dict[str, Country]
    regions: dict[str, Region]
    products: dict[str, Product]
    by_location: dict[str, tuple[Product, ...]] = field(default_factory=dict)
    special: tuple[Product, ...] = ()
    # Country code -> the region and special products covering it, cheapest first (a country
    # without its own page lists these).
    by_coverage: dict[str, tuple[Product, ...]] = field(default_factory=dict)
    destinations: tuple[Destination, ...] = ()
    english: dict[str, Product] = field(default_factory=dict)

    @classmethod
    def build(cls, stored: StoredCatalog) -> "CatalogSnapshot":
        products = {p.product_id: _priced(p) for p in stored.products}
        grouped: dict[str, list[Product]] = {}
        for product in products.values():
            if product.location_code is not None and product.scope is not ProductScope.SPECIAL:
                grouped.setdefault(product.location_code, []).append(product)
        by_location = {code: _cheapest_first(group) for code, group in grouped.items()}

        def starting_price(code: str) -> int:
            listed = by_location.get(code, ())
            return listed[0].price_idr if listed else 0

        countries = {
            c.code: Country(
                code=c.code,
                name_id=c.name_id,
                name_en=c.name_en,
                starting_price=starting_price(c.code),
            )
            for c in stored.countries
        }
        regions = {
            r.code: Region(
                code=r.code,
                name_en=r.name_en,
                name_id=r.name_id,
                available=r.available,
                price=starting_price(r.code),
                countries=r.countries,
            )
            for r in stored.regions
        }
        special = _cheapest_first(p for p in products.values() if p.scope is ProductScope.SPECIAL)
        covered = covering(p for p in products.values() if p.scope is not ProductScope.COUNTRY)
        by_coverage = {code: _cheapest_first(group) for code, group in covered.items()}
        # A destination's price is the first one its page shows: the eSIM tab opens first.
        cheapest = {
            code: min(
                (p.price_idr for p in group if p.type is ProductType.ESIM_BUNDLE),
                default=min(p.price_idr for p in group),
            )
            for code, group in by_coverage.items()
        }
        destinations = build_destinations(store_countries=countries, cheapest_covering=cheapest)
        english = {p.product_id: _in_english(products[p.product_id], p) for p in stored.products}
        return cls(
            stored.revision,
            countries,
            regions,
            products,
            by_location,
            special,
            by_coverage,
            destinations,
            english,
        )


class CatalogService:
    def __init__(
        self,
        *,
        repository: CatalogRepository,
        refresh_seconds: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._repository = repository
        self._refresh_seconds = refresh_seconds
        self._clock = clock
        self._snapshot: CatalogSnapshot | None = None
        self._checked_at = 0.0
        self._lock = asyncio.Lock()

    def _fresh(self) -> CatalogSnapshot | None:
        snapshot = self._snapshot
        if snapshot is not None and self._clock() - self._checked_at < self._refresh_seconds:
            return snapshot
        return None

    async def _current(self) -> CatalogSnapshot:
        # The hot path: no database round trip while the last check is recent enough.
        if (snapshot := self._fresh()) is not None:
            return snapshot
        if self._lock.locked() and self._snapshot is not None:
            # Another task is checking the revision: the last snapshot serves meanwhile. Waiting
            # here could wait forever: a caller inside a database transaction (an order being
            # paid) holds SQLite's one connection, which the checking task needs.
            return self._snapshot
        async with self._lock:  # one reload, however many requests arrive meanwhile
            if (snapshot := self._fresh()) is not None:
                return snapshot
            snapshot = self._snapshot
            revision = await self._repository.revision()
            if snapshot is None or snapshot.revision != revision:
                snapshot = CatalogSnapshot.build(await self._repository.load())
                log.info("catalog_loaded", revision=snapshot.revision)
                self._snapshot = snapshot
            self._checked_at = self._clock()
            return snapshot

    def invalidate(self) -> None:
        """Forget the in-memory catalog; the next read loads it again."""
        self._snapshot = None

    async def revision(self) -> int:
        """The catalog's version: a response cache keyed by it never serves a stale catalog."""
        if (snapshot := self._fresh()) is not None:  # no coroutine hop on the hot path
            return snapshot.revision
        return (await self._current()).revision

    def fresh_revision(self) -> int | None:
        """The catalog's version when this process checked it recently enough, else None (then
        only `revision()` can tell). The front cache asks on every answer it gives."""
        snapshot = self._fresh()
        return None if snapshot is None else snapshot.revision

    async def countries(self) -> list[Country]:
        return list((await self._current()).countries.values())

    async def regions(self) -> list[Region]:
        regions = (await self._current()).regions.values()
        return sorted(regions, key=lambda region: (region.price == 0, region.price, region.code))

    def region_code_now(self, code: str) -> str | None:
        """The code a region has now, for a code it had before (None: never renamed)."""
        return RENAMED_REGIONS.get(code.upper())

    async def in_language(self, products: list[Product], language: str) -> list[Product]:
        """The products with their texts in `language` (en; anything else: Indonesian)."""
        if language != "en":
            return products
        english = (await self._current()).english
        return [english.get(product.product_id, product) for product in products]

    async def destinations(self) -> list[Destination]:
        return list((await self._current()).destinations)

    async def products_for_location(
        self, *, code: str, product_type: ProductType | None = None
    ) -> list[Product]:
        """Products of a country or a region (SPEC: a country page may show a region code). A
        country without its own page lists the region and special packages covering it,
        cheapest first; one nothing covers lists nothing."""
        snapshot = await self._current()
        code = code.upper()
        if code in snapshot.countries:
            products = snapshot.by_location.get(code, ())
        elif country_names(code) is not None:
            # A country, even where a region shares its code (SA: Saudi Arabia, not South
            # America): what covers the country is what its traveller can use.
            products = snapshot.by_coverage.get(code, ())
        elif code in snapshot.regions:
            products = snapshot.by_location.get(code, ())
        else:
            raise NotFound(
                f"Negara atau region '{code}' tidak ditemukan",
                code=CatalogErrorCode.LOCATION_NOT_FOUND,
            )
        return [p for p in products if product_type is None or p.type is product_type]

    async def products_for_region(
        self, *, code: str, product_type: ProductType | None = None
    ) -> list[Product]:
        snapshot = await self._current()
        code = code.upper()
        if code not in snapshot.regions:
            raise NotFound(
                f"Region '{code}' tidak ditemukan", code=CatalogErrorCode.REGION_NOT_FOUND
            )
        products = snapshot.by_location.get(code, ())
        return [p for p in products if product_type is None or p.type is product_type]

    async def special_products(self) -> list[Product]:
        return list((await self._current()).special)

    async def product(self, *, product_id: str) -> Product:
        product = (await self._current()).products.get(product_id)
        if product is None:
            raise NotFound(
                f"Produk '{product_id}' tidak ditemukan", code=CatalogErrorCode.PRODUCT_NOT_FOUND
            )
        return product

    async def seed(self) -> int:
        """Add the store's reference catalog where it is missing; returns rows added."""
        added = await self._repository.add_missing(
            countries=SEED_COUNTRIES, regions=SEED_REGIONS, products=SEED_PRODUCTS
        )
        if added:
            self.invalidate()
        return added

    # --- the back office ------------------------------------------------------------------------

    async def products_for_staff(self) -> list[ProductForStaff]:
        """Every product, inactive ones too, with its items as stored."""
        return await self._repository.products_for_staff()

    async def product_for_staff(self, *, product_id: str) -> ProductForStaff:
        product = await self._repository.product_for_staff(product_id[:64])
        if product is None:
            raise NotFound(
                f"Produk '{product_id[:64]}' tidak ditemukan",
                code=CatalogErrorCode.PRODUCT_NOT_FOUND,
            )
        return product

    async def _listed_in(self, draft: ProductDraft) -> tuple[str, ...]:
        """The countries a new product covers, from where it is listed (checked to exist)."""
        snapshot = await self._current()  # this process's saves invalidate it at once
        code = (draft.location_code or "").upper()
        if draft.scope is ProductScope.SPECIAL:
            return ()
        if draft.scope is ProductScope.COUNTRY and code in snapshot.countries:
            return (code,)
        region = snapshot.regions.get(code)
        if draft.scope is ProductScope.REGION and region is not None:
            return region.countries
        raise Invalid(f"Lokasi '{code}' tidak ada di katalog", field="location_code")

    async def create_product(self, draft: ProductDraft) -> None:
        countries = await self._listed_in(draft)
        located = draft.model_copy(
            update={
                "location_code": None
                if draft.scope is ProductScope.SPECIAL
                else (draft.location_code or "").upper()
            }
        )
        if not await self._repository.create_product(located, countries=countries):
            raise Conflict(
                f"ID produk {draft.product_id} sudah dipakai", code=CatalogErrorCode.ID_TAKEN
            )
        self.invalidate()

    async def update_product(self, draft: ProductDraft, *, version: int) -> ProductForStaff:
        """Save a product edited from `version` (the one its form was opened at); the product
        as it was (for the audit log). Where it is listed does not change. A save from an older
        version is refused, nothing written: Conflict CHANGED_MEANWHILE, its details' "current"
        the product as stored now (a ProductForStaff as JSON)."""
        before = await self.product_for_staff(product_id=draft.product_id)
        kept = draft.model_copy(
            update={
                "type": before.type,
                "scope": before.scope,
                "location_code": before.location_code,
            }
        )
        # The conditional UPDATE decides; the read above only spares a doomed write. When it
        # passes, `before` is what it replaced: every change of the product moves its version.
        if before.version != version or not await self._repository.update_product(
            kept, version=version
        ):
            current = await self.product_for_staff(product_id=draft.product_id)
            raise Conflict(
                f"Produk {draft.product_id} sudah diubah orang lain",
                code=CatalogErrorCode.CHANGED_MEANWHILE,
                details={"current": current.model_dump(mode="json")},
            )
        self.invalidate()
        return before

    async def save_country(self, draft: CountryDraft) -> bool:
        """Add a country or rename one; True when it is new."""
        created = await self._repository.save_country(draft)
        self.invalidate()
        return created

    async def update_region(self, draft: RegionDraft) -> None:
        known = (await self._current()).countries
        unknown = [code for code in draft.countries if code not in known]
        if unknown:
            raise Invalid(f"Negara tidak dikenal: {', '.join(unknown)}", field="countries")
        if not await self._repository.update_region(draft):
            raise NotFound("Region tidak ditemukan", code=CatalogErrorCode.REGION_NOT_FOUND)
        self.invalidate()
