"""The whole catalog read at once (the service keeps it as a snapshot)."""

from collections.abc import Sequence

from modules.catalog.models import (
    CountryRecord,
    ProductItemRecord,
    ProductRecord,
    RegionRecord,
)
from modules.catalog.repository.revision import CatalogRevisions
from modules.catalog.repository.rows import CountryRow, RegionRow, StoredCatalog, StoredProduct
from modules.catalog.schemas import (
    Money,
    ProductFacts,
    ProductItem,
    ProductScope,
    ProductType,
    ValidityRule,
    ValidityStart,
)


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


class CatalogReads(CatalogRevisions):
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
