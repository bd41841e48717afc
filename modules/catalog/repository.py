"""Reads the whole catalog into DTOs and adds missing seed rows. The only code touching models."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from tortoise.exceptions import IntegrityError
from tortoise.expressions import F
from tortoise.transactions import in_transaction

from modules.catalog.models import (
    CatalogRevision,
    CountryRecord,
    ProductItemRecord,
    ProductRecord,
    RegionRecord,
)
from modules.catalog.schemas import (
    CountryDraft,
    ItemDraft,
    Money,
    ProductDraft,
    ProductFacts,
    ProductForStaff,
    ProductItem,
    ProductScope,
    ProductType,
    RegionDraft,
    ValidityRule,
    ValidityStart,
)

_REVISION_ROW = 1


@dataclass(frozen=True)
class CountryRow:
    code: str
    name_id: str
    name_en: str


@dataclass(frozen=True)
class RegionRow:
    code: str
    name_en: str
    name_id: str
    available: bool
    countries: tuple[str, ...]


@dataclass(frozen=True)
class ItemRow:
    name: str
    description: str
    validity_days: int
    price_idr: int
    name_en: str = ""
    description_en: str = ""


@dataclass(frozen=True)
class FactsRow:
    data_gb: int | None
    unlimited: bool
    network: str
    hotspot: bool
    operators: tuple[str, ...]


@dataclass(frozen=True)
class ProductRow:
    product_id: str
    name: str
    type: ProductType
    scope: ProductScope
    location_code: str | None
    note: str
    countries: tuple[str, ...]
    items: tuple[ItemRow, ...]
    name_en: str = ""
    note_en: str = ""
    facts: FactsRow | None = None
    validity_starts: ValidityStart = ValidityStart.FIRST_CONNECTION


@dataclass(frozen=True)
class StoredProduct:
    """A product as stored, items resolved to DTOs; the service computes prices from them."""

    product_id: str
    name: str
    type: ProductType
    scope: ProductScope
    location_code: str | None
    note: str
    countries: tuple[str, ...]
    items: tuple[ProductItem, ...]
    name_en: str = ""
    note_en: str = ""
    # The items in English (an empty English text falls back to the Indonesian one).
    items_en: tuple[ProductItem, ...] = ()
    facts: ProductFacts | None = None
    validity: ValidityRule | None = None


@dataclass(frozen=True)
class StoredCatalog:
    revision: int
    countries: tuple[CountryRow, ...]
    regions: tuple[RegionRow, ...]
    products: tuple[StoredProduct, ...]


def _facts(record: ProductRecord, items: Sequence[ProductItem]) -> ProductFacts | None:
    """A stored product's facts; None for one stored before facts were kept (nothing known)."""
    if record.data_gb is None and not record.unlimited and not record.network:
        return None
    return ProductFacts(
        data_gb=record.data_gb,
        unlimited=record.unlimited,
        # The first item is the plan; a SIM card item lasts longer than the data it carries.
        validity_days=items[0].validity_days if items else 0,
        network=record.network,
        hotspot=record.hotspot,
        operators=tuple(record.operators),
    )


class CatalogRepository:
    async def revision(self) -> int:
        row = await CatalogRevision.get_or_none(id=_REVISION_ROW)
        return row.revision if row else 0

    async def load(self) -> StoredCatalog:
        # The revision is read first: a change committed while loading makes the next check
        # see a newer number and load again, never the other way round.
        revision = await self.revision()
        countries = await CountryRecord.all().order_by("position", "code")
        regions = await RegionRecord.all().order_by("position", "code")
        products = await ProductRecord.filter(active=True).order_by("product_id")
        items = await ProductItemRecord.all().order_by("product_id", "position", "id")
        items_of: dict[str, list[ProductItem]] = {}
        items_en_of: dict[str, list[ProductItem]] = {}
        for item in items:
            product_id = item.product_id  # type: ignore[attr-defined]
            common = {
                "item_id": item.id,
                "validity_days": item.validity_days,
                "price": (Money(amount=item.price_idr),),
            }
            items_of.setdefault(product_id, []).append(
                ProductItem(item_name=item.name, item_desc=item.description, **common)
            )
            items_en_of.setdefault(product_id, []).append(
                ProductItem(
                    item_name=item.name_en or item.name,
                    item_desc=item.description_en or item.description,
                    **common,
                )
            )
        return StoredCatalog(
            revision=revision,
            countries=tuple(CountryRow(c.code, c.name_id, c.name_en) for c in countries),
            regions=tuple(
                RegionRow(r.code, r.name_en, r.name_id, r.available, tuple(r.countries))
                for r in regions
            ),
            products=tuple(
                StoredProduct(
                    product_id=p.product_id,
                    name=p.name,
                    type=ProductType(p.type),
                    scope=ProductScope(p.scope),
                    location_code=p.location_code,
                    note=p.note,
                    countries=tuple(p.countries),
                    items=tuple(items_of.get(p.product_id, ())),
                    name_en=p.name_en,
                    note_en=p.note_en,
                    items_en=tuple(items_en_of.get(p.product_id, ())),
                    facts=_facts(p, items_of.get(p.product_id, ())),
                    validity=ValidityRule(
                        starts=ValidityStart(p.validity_starts),
                        install_within_days=p.install_within_days,
                    ),
                )
                for p in products
            ),
        )

    async def add_missing(
        self,
        *,
        countries: Sequence[CountryRow],
        regions: Sequence[RegionRow],
        products: Sequence[ProductRow],
    ) -> int:
        """Insert the rows whose key is not stored yet; never changes a stored row (an operator
        may have edited it). Returns how many rows were added."""
        added = 0
        async with in_transaction():
            for position, country in enumerate(countries):
                _, created = await CountryRecord.get_or_create(
                    code=country.code,
                    defaults={
                        "name_id": country.name_id,
                        "name_en": country.name_en,
                        "position": position,
                    },
                )
                added += created
            for position, region in enumerate(regions):
                _, created = await RegionRecord.get_or_create(
                    code=region.code,
                    defaults={
                        "name_en": region.name_en,
                        "name_id": region.name_id,
                        "available": region.available,
                        "countries": list(region.countries),
                        "position": position,
                    },
                )
                added += created
            for product in products:
                added += await self._add_product(product)
            if added:
                await self._bump_revision()
        return added

    async def _add_product(self, product: ProductRow) -> int:
        record, created = await ProductRecord.get_or_create(
            product_id=product.product_id,
            defaults={
                "name": product.name,
                "type": product.type,
                "scope": product.scope,
                "location_code": product.location_code,
                "note": product.note,
                "countries": list(product.countries),
                "name_en": product.name_en,
                "note_en": product.note_en,
                "validity_starts": product.validity_starts,
                **(
                    {
                        "data_gb": product.facts.data_gb,
                        "unlimited": product.facts.unlimited,
                        "network": product.facts.network,
                        "hotspot": product.facts.hotspot,
                        "operators": list(product.facts.operators),
                    }
                    if product.facts
                    else {}
                ),
            },
        )
        if not created:
            return 0
        await ProductItemRecord.bulk_create(
            [
                ProductItemRecord(
                    product=record,
                    name=item.name,
                    description=item.description,
                    name_en=item.name_en,
                    description_en=item.description_en,
                    validity_days=item.validity_days,
                    price_idr=item.price_idr,
                    position=position,
                )
                for position, item in enumerate(product.items)
            ]
        )
        return 1

    # --- the back office's edits: each in one transaction that moves the revision -------------

    async def products_for_staff(self) -> list[ProductForStaff]:
        records = await ProductRecord.all().order_by("location_code", "type", "product_id")
        items: dict[str, list[ProductItemRecord]] = {}
        for item in await ProductItemRecord.all().order_by("position", "id"):
            items.setdefault(item.product_id, []).append(item)  # type: ignore[attr-defined]
        return [_for_staff(record, items.get(record.product_id, [])) for record in records]

    async def product_for_staff(self, product_id: str) -> ProductForStaff | None:
        record = await ProductRecord.get_or_none(product_id=product_id)
        if record is None:
            return None
        items = await ProductItemRecord.filter(product_id=product_id).order_by("position", "id")
        return _for_staff(record, items)

    async def create_product(self, draft: ProductDraft, *, countries: Sequence[str]) -> bool:
        """False when the id is taken (the primary key decides a race)."""
        try:
            async with in_transaction():
                record = await ProductRecord.create(
                    product_id=draft.product_id,
                    type=draft.type,
                    scope=draft.scope,
                    location_code=draft.location_code,
                    countries=list(countries),
                    **_product_values(draft),
                )
                await _write_items(record.product_id, draft.items)
                await self._bump_revision()
        except IntegrityError:
            return False
        return True

    async def update_product(self, draft: ProductDraft, *, version: int) -> bool:
        """Texts, facts, the active flag and the items; the id and where it is listed stay.
        The items are written again whole (orders keep their own copy of what was bought).
        Only while the product is still at `version`, which moves on in the same UPDATE (it
        holds the row until commit, so two saves from one version never both pass): False,
        and nothing written, when another save came first."""
        async with in_transaction():
            updated = await ProductRecord.filter(
                product_id=draft.product_id, version=version
            ).update(**_product_values(draft), version=F("version") + 1)
            if not updated:
                return False
            await ProductItemRecord.filter(product_id=draft.product_id).delete()
            await _write_items(draft.product_id, draft.items)
            await self._bump_revision()
        return True

    async def save_country(self, draft: CountryDraft) -> bool:
        """True when the country is new."""
        async with in_transaction():
            position = await CountryRecord.all().count()
            _, created = await CountryRecord.update_or_create(
                code=draft.code,
                defaults={"name_id": draft.name_id, "name_en": draft.name_en},
            )
            if created:
                await CountryRecord.filter(code=draft.code).update(position=position)
            await self._bump_revision()
        return created

    async def update_region(self, draft: RegionDraft) -> bool:
        async with in_transaction():
            updated = await RegionRecord.filter(code=draft.code).update(
                name_id=draft.name_id,
                name_en=draft.name_en,
                available=draft.available,
                countries=list(draft.countries),
            )
            if updated:
                await self._bump_revision()
        return bool(updated)

    async def _bump_revision(self) -> None:
        updated = await CatalogRevision.filter(id=_REVISION_ROW).update(
            revision=F("revision") + 1, changed_at=datetime.now(UTC)
        )
        if not updated:
            await CatalogRevision.create(id=_REVISION_ROW, revision=1)


def _product_values(draft: ProductDraft) -> dict[str, object]:
    return {
        "name": draft.name,
        "name_en": draft.name_en,
        "note": draft.note,
        "note_en": draft.note_en,
        "active": draft.active,
        "data_gb": draft.data_gb,
        "unlimited": draft.unlimited,
        "network": draft.network,
        "hotspot": draft.hotspot,
        "operators": list(draft.operators),
    }


async def _write_items(product_id: str, items: Sequence[ItemDraft]) -> None:
    await ProductItemRecord.bulk_create(
        [
            ProductItemRecord(
                product_id=product_id,
                position=position,
                **item.model_dump(),
            )
            for position, item in enumerate(items)
        ]
    )


def _for_staff(record: ProductRecord, items: Sequence[ProductItemRecord]) -> ProductForStaff:
    return ProductForStaff(
        product_id=record.product_id,
        type=ProductType(record.type),
        scope=ProductScope(record.scope),
        location_code=record.location_code,
        countries=tuple(record.countries),
        name=record.name,
        name_en=record.name_en,
        note=record.note,
        note_en=record.note_en,
        active=record.active,
        data_gb=record.data_gb,
        unlimited=record.unlimited,
        network=record.network,
        hotspot=record.hotspot,
        operators=tuple(record.operators),
        version=record.version,
        items=tuple(
            ItemDraft(
                name=item.name,
                description=item.description,
                name_en=item.name_en,
                description_en=item.description_en,
                validity_days=item.validity_days,
                price_idr=item.price_idr,
            )
            for item in items
        ),
    )
