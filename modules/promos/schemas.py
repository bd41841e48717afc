"""The promos module's enums and DTOs."""

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from modules.catalog.schemas import Product
from modules.promos.enums import PromoType


class PromoErrorCode(StrEnum):
    NOT_FOUND = "promo_not_found"
    NOT_STARTED = "promo_not_started"
    EXPIRED = "promo_expired"
    MINIMUM_NOT_MET = "promo_minimum_not_met"
    EXHAUSTED = "promo_exhausted"
    ALREADY_USED = "promo_already_used"
    NOT_APPLICABLE = "promo_not_applicable"
    NOT_YOUR_ACCOUNT = "promo_usage_not_yours"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class BannerSlide(_Frozen):
    url: str
    link: str


class PromoBanner(_Frozen):
    desktop: BannerSlide
    mobile: BannerSlide


class Promo(_Frozen):
    code: str
    name: str
    type: PromoType
    amount: int
    start_date: datetime
    expiry_date: datetime | None
    min_total_amount: int = 0
    max_discount: int | None = None
    once_per_user: bool = False
    banner: PromoBanner | None = None


class PromoValidation(_Frozen):
    promo: Promo
    discount: int = Field(description="whole Rupiah, never more than the total")
    final_amount: int


class PromoCountry(_Frozen):
    code: str
    name_id: str
    name_en: str


class PromoProducts(_Frozen):
    promo_code: str
    products: tuple[Product, ...]


class PromoList(_Frozen):
    """GET /api/promos: the promos shown to everyone."""

    promos: tuple[Promo, ...]


class PromoCountries(_Frozen):
    """GET /api/promos/countries: the destinations a promo (or any promo) applies to."""

    countries: tuple[PromoCountry, ...]


class PromoUsage(_Frozen):
    has_used: bool


class TotalQuery(BaseModel):
    total_amount: int = Field(ge=0, description="order total in whole Rupiah")
    product_id: str | None = Field(default=None, max_length=64)


class CountryQuery(BaseModel):
    country: str = Field(min_length=2, max_length=16)


class CodeQuery(BaseModel):
    code: str | None = Field(default=None, min_length=1, max_length=32)
