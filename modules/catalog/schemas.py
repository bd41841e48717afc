"""The catalog's enums and DTOs: what the service returns and the API serialises."""

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from modules.catalog.enums import ProductScope, ProductType

CURRENCY_IDR = "IDR"


class CatalogErrorCode(StrEnum):
    LOCATION_NOT_FOUND = "location_not_found"
    REGION_NOT_FOUND = "region_not_found"
    PRODUCT_NOT_FOUND = "product_not_found"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class Money(_Frozen):
    """SPEC's price list entry. Amounts are whole Rupiah: integers, never floats."""

    currency: str = CURRENCY_IDR
    amount: int


class Country(_Frozen):
    code: str
    name_id: str
    name_en: str
    starting_price: int = Field(description="cheapest product in IDR, 0 when none")


class Region(_Frozen):
    code: str
    name_en: str
    name_id: str
    available: bool
    price: int = Field(description="starting price: cheapest product in IDR, 0 when none")
    countries: tuple[str, ...] = ()


class Destination(_Frozen):
    """A country the search finds: every country, covered or not, so none is a dead end."""

    code: str
    name_id: str
    name_en: str
    aliases: tuple[str, ...] = Field(description="other words for it: USA, Korsel, Umrah…")
    has_page: bool = Field(description="the store has this country's own page and products")
    starting_price: int = Field(
        description="cheapest product covering it in IDR (its own or a region's), 0 when none"
    )


class ProductItem(_Frozen):
    item_id: int
    item_name: str
    item_desc: str
    validity_days: int
    price: tuple[Money, ...]


class ProductFacts(_Frozen):
    """What a traveller compares between packages, shown on each card."""

    data_gb: int | None = Field(description="data included in GB; null when unlimited")
    unlimited: bool
    validity_days: int = Field(description="how long its data plan (first item) lasts, in days")
    network: str = Field(description="e.g. 4G/5G; empty when unknown")
    hotspot: bool = Field(description="tethering / personal hotspot allowed")
    operators: tuple[str, ...] = Field(description="the partner networks, where known")


class Product(_Frozen):
    product_id: str
    name: str
    type: ProductType
    # Computed on the server: the sum of the items' IDR prices (the amount checkout charges).
    price: tuple[Money, ...]
    note: str
    countries: tuple[str, ...]
    items: tuple[ProductItem, ...]
    scope: ProductScope
    location_code: str | None
    facts: ProductFacts | None = None

    @property
    def price_idr(self) -> int:
        return idr_amount(self.price)


class ProductList(_Frozen):
    """The products of one country or region page."""

    products: tuple[Product, ...]


class CatalogLanguage(StrEnum):
    ID = "id"
    EN = "en"


class LanguageFilter(BaseModel):
    """`?lang=en`: product texts in English (else Accept-Language; Indonesian by default)."""

    lang: CatalogLanguage | None = None


class ProductFilter(LanguageFilter):
    """`?type=esim_bundle`: one tab of an order page (SPEC: lists by country and product type)."""

    type: ProductType | None = None


def idr_amount(prices: tuple[Money, ...]) -> int:
    """SPEC §3: the IDR entry of a price list is the one used; 0 when it is missing."""
    return next((money.amount for money in prices if money.currency == CURRENCY_IDR), 0)
