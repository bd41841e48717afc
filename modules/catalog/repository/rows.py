"""What the catalog repository takes and gives: the seed's rows (countries, regions, products
with their items and facts) and the stored catalog as the service reads it."""

from dataclasses import dataclass

from modules.catalog.schemas import (
    ProductFacts,
    ProductItem,
    ProductScope,
    ProductType,
    ValidityRule,
    ValidityStart,
)


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
