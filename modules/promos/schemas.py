"""The promos module's enums and DTOs."""

import re
from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

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
    PAUSED = "promo_paused"
    CODE_TAKEN = "promo_code_taken"
    CHANGED_MEANWHILE = "promo_changed_meanwhile"


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


MONEY_MAX = 1_000_000_000  # Rupiah: far above any order, far below an integer overflow
_COUNTRY = re.compile(r"^[A-Z]{2}$")
# A path of the store's own: its pages allow images from the store only (Content-Security-Policy).
_BANNER_URL = r"^/[^\s/][^\s]*$"


class PromoDraft(BaseModel):
    """A promo as staff write it in the back office (create or edit). Times are aware."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    code: str = Field(pattern=r"^[A-Z0-9]{3,32}$")
    name: str = Field(min_length=1, max_length=200)
    type: PromoType
    amount: int = Field(ge=1, le=MONEY_MAX)
    start_date: datetime
    expiry_date: datetime | None = None
    min_total_idr: int = Field(default=0, ge=0, le=MONEY_MAX)
    max_discount_idr: int | None = Field(default=None, ge=1, le=MONEY_MAX)
    usage_limit: int | None = Field(default=None, ge=1, le=10_000_000)
    once_per_user: bool = False
    public: bool = False
    country_codes: tuple[str, ...] = Field(default=(), max_length=300)
    product_ids: tuple[str, ...] = Field(default=(), max_length=500)
    # The home carousel's banner: both images, or neither (then no banner).
    banner_desktop_url: str | None = Field(default=None, max_length=300, pattern=_BANNER_URL)
    banner_mobile_url: str | None = Field(default=None, max_length=300, pattern=_BANNER_URL)
    banner_link: str | None = Field(default=None, max_length=300, pattern=_BANNER_URL)

    @field_validator("amount")
    @classmethod
    def _percent_at_most_100(cls, value: int, info: ValidationInfo) -> int:
        if info.data.get("type") is PromoType.PERCENT and value > 100:  # noqa: PLR2004
            raise ValueError("a percentage is at most 100")
        return value

    @field_validator("expiry_date")
    @classmethod
    def _after_start(cls, value: datetime | None, info: ValidationInfo) -> datetime | None:
        start = info.data.get("start_date")
        if value is not None and start is not None and value <= start:
            raise ValueError("the expiry comes after the start")
        return value

    @field_validator("country_codes")
    @classmethod
    def _countries(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if any(not _COUNTRY.match(code) for code in value):
            raise ValueError("country codes are two letters")
        return tuple(dict.fromkeys(value))

    @field_validator("product_ids")
    @classmethod
    def _products(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if any(not 0 < len(product) <= 64 for product in value):  # noqa: PLR2004
            raise ValueError("a product id is 1 to 64 characters")
        return tuple(dict.fromkeys(value))


class PromoForStaff(PromoDraft):
    """A stored promo as the back office edits it: its draft, whether staff paused it, and its
    version (it goes up on every staff change, so a form opened at one version cannot
    overwrite a later one)."""

    paused: bool = False
    version: int = 1


class PromoSummary(_Frozen):
    """A promo in the back office's list, with its use."""

    code: str
    name: str
    type: PromoType
    amount: int
    start_date: datetime
    expiry_date: datetime | None
    usage_limit: int | None
    used_count: int
    discount_given_idr: int
    paused: bool
    public: bool


class PromoUse(_Frozen):
    user_id: str
    order_id: str | None
    discount_idr: int
    used_at: datetime
