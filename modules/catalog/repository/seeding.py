"""The seed's rows added where missing; a stored row is never changed (an operator may have
edited it)."""

from collections.abc import Sequence

from tortoise.transactions import in_transaction

from modules.catalog.models import (
    CountryRecord,
    ProductItemRecord,
    ProductRecord,
    RegionRecord,
)
from modules.catalog.repository.revision import CatalogRevisions
from modules.catalog.repository.rows import CountryRow, ProductRow, RegionRow


class CatalogSeeding(CatalogRevisions):
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
