"""The back office's edits of the catalog: each in one transaction that moves the revision."""

from collections.abc import Sequence

from tortoise.exceptions import IntegrityError
from tortoise.expressions import F
from tortoise.transactions import in_transaction

from modules.catalog.models import CountryRecord, ProductItemRecord, ProductRecord, RegionRecord
from modules.catalog.repository.revision import CatalogRevisions
from modules.catalog.schemas import (
    CountryDraft,
    ItemDraft,
    ProductDraft,
    ProductForStaff,
    ProductScope,
    ProductType,
    RegionDraft,
)


class CatalogEdits(CatalogRevisions):
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
