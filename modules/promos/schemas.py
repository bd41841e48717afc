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
