"""The catalog's enums and DTOs: what the service returns and the API serialises."""

import re
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, field_validator

from modules.catalog.enums import ProductScope, ProductType, ValidityStart

CURRENCY_IDR = "IDR"


class CatalogErrorCode(StrEnum):
    LOCATION_NOT_FOUND = "location_not_found"
    REGION_NOT_FOUND = "region_not_found"
    PRODUCT_NOT_FOUND = "product_not_found"
    ID_TAKEN = "catalog_id_taken"
    CHANGED_MEANWHILE = "catalog_product_changed_meanwhile"


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


DEFAULT_INSTALL_WITHIN_DAYS = 30


class ValidityRule(_Frozen):
    """When the days of a plan start, and the deadline to install it (or activate the card)."""

    starts: ValidityStart = Field(
        description="first_connection: at the first data use at the destination; "
        "installation: when the eSIM is installed or the SIM card activated"
    )
    install_within_days: int = Field(
        description="days after purchase to install the eSIM or activate the SIM card"
    )


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
    validity: ValidityRule = ValidityRule(
        starts=ValidityStart.FIRST_CONNECTION, install_within_days=DEFAULT_INSTALL_WITHIN_DAYS
    )

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

    # Frozen: core.validation hands out one parse per query string to every request asking it.
    model_config = ConfigDict(frozen=True)

    lang: CatalogLanguage | None = None


class ProductFilter(LanguageFilter):
    """`?type=esim_bundle`: one tab of an order page (SPEC: lists by country and product type)."""

    type: ProductType | None = None


def idr_amount(prices: tuple[Money, ...]) -> int:
    """SPEC §3: the IDR entry of a price list is the one used; 0 when it is missing."""
    return next((money.amount for money in prices if money.currency == CURRENCY_IDR), 0)


# --- what the back office writes --------------------------------------------------------------

PRICE_MAX = 1_000_000_000
_COUNTRY_CODE = re.compile(r"^[A-Z]{2}$")


def _country_codes(value: tuple[str, ...]) -> tuple[str, ...]:
    if any(not _COUNTRY_CODE.match(code) for code in value):
        raise ValueError("country codes are two capital letters")
    return tuple(dict.fromkeys(value))


class _Draft(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class CountryDraft(_Draft):
    code: str = Field(pattern=r"^[A-Z]{2}$")
    name_id: str = Field(min_length=1, max_length=100)
    name_en: str = Field(min_length=1, max_length=100)


class RegionDraft(_Draft):
    code: str = Field(pattern=r"^[A-Z0-9-]{2,16}$")
    name_id: str = Field(min_length=1, max_length=100)
    name_en: str = Field(min_length=1, max_length=100)
    available: bool = True
    countries: tuple[str, ...] = Field(min_length=1, max_length=300)

    @field_validator("countries")
    @classmethod
    def _codes(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _country_codes(value)


class ItemDraft(_Draft):
    name: str = Field(min_length=1, max_length=200)
    description: str = Field(default="", max_length=2000)
    name_en: str = Field(default="", max_length=200)
    description_en: str = Field(default="", max_length=2000)
    validity_days: int = Field(ge=1, le=3650)
    price_idr: int = Field(ge=0, le=PRICE_MAX)


class ProductDraft(_Draft):
    """A product as staff write it: its texts in both languages, facts, and priced items (the
    product's price is their sum). Where it is listed is set when it is made."""

    product_id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{2,63}$")
    type: ProductType
    scope: ProductScope
    location_code: str | None = Field(default=None, max_length=16)
    name: str = Field(min_length=1, max_length=200)
    name_en: str = Field(default="", max_length=200)
    note: str = Field(default="", max_length=5000)
    note_en: str = Field(default="", max_length=5000)
    active: bool = True
    data_gb: int | None = Field(default=None, ge=0, le=100_000)
    unlimited: bool = False
    network: str = Field(default="", max_length=16)
    hotspot: bool = False
    operators: tuple[str, ...] = Field(default=(), max_length=20)
    items: tuple[ItemDraft, ...] = Field(min_length=1, max_length=20)

    @field_validator("product_id")
    @classmethod
    def _not_a_page(cls, value: str) -> str:
        if value == "new":  # the back office's page for a new product has this address
            raise ValueError("this id is reserved")
        return value

    @field_validator("operators")
    @classmethod
    def _operators(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if any(not 0 < len(name) <= 40 for name in value):  # noqa: PLR2004
            raise ValueError("an operator's name is 1 to 40 characters")
        return value


class ProductForStaff(ProductDraft):
    """A stored product, inactive ones too, as the back office lists and edits it."""

    countries: tuple[str, ...] = ()
    # Goes up on every save: a form opened at one version cannot overwrite a later one.
    version: int = 1
