from pydantic import BaseModel, ConfigDict, Field, field_validator

from modules.catalog.schemas import ProductType

COUNTRY_PATTERN = r"^[A-Za-z]{2}$"


class Area(BaseModel):
    id: str
    name: str


class Provinces(BaseModel):
    provinces: list[Area]


class Regencies(BaseModel):
    regencies: list[Area]


class Districts(BaseModel):
    districts: list[Area]


class Villages(BaseModel):
    villages: list[Area]


class CountryPath(BaseModel):
    country: str = Field(pattern=COUNTRY_PATTERN, description="ISO 3166 code; only ID has areas")


class ProvincePath(BaseModel):
    id: str = Field(pattern=r"^\d{2}$", description="Province code, e.g. 51")


class RegencyPath(BaseModel):
    id: str = Field(pattern=r"^\d{2}\.\d{2}$", description="Regency code, e.g. 51.71")


class DistrictPath(BaseModel):
    id: str = Field(pattern=r"^\d{2}\.\d{2}\.\d{2}$", description="District code, e.g. 51.71.01")


class PickupLocationView(BaseModel):
    id: str
    name: str
    address: str
    city: str
    latitude: float
    longitude: float
    product_types: list[ProductType]
    opening_hours: str
    distance_km: float | None = Field(default=None, description="Only in nearby answers")


class PickupLocations(BaseModel):
    pickup_locations: list[PickupLocationView]


class ProductTypeQuery(BaseModel):
    product_type: ProductType


class NearbyQuery(BaseModel):
    latitude: float = Field(ge=-90, le=90, allow_inf_nan=False)
    longitude: float = Field(ge=-180, le=180, allow_inf_nan=False)
    radius: float = Field(default=5, gt=0, le=100, allow_inf_nan=False, description="km")
    limit: int = Field(default=5, ge=1, le=50)


class PickupDraft(BaseModel):
    """A pickup point as staff write it in the back office (create or edit)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    id: str = Field(pattern=r"^[A-Z0-9][A-Z0-9-]{1,31}$", description="e.g. CGK-T3")
    name: str = Field(min_length=1, max_length=160)
    address: str = Field(min_length=1, max_length=400)
    city: str = Field(min_length=1, max_length=80)
    latitude: float = Field(ge=-90, le=90, allow_inf_nan=False)
    longitude: float = Field(ge=-180, le=180, allow_inf_nan=False)
    product_types: tuple[ProductType, ...] = Field(min_length=1)
    opening_hours: str = Field(min_length=1, max_length=80)

    @field_validator("product_types")
    @classmethod
    def _once_each(cls, value: tuple[ProductType, ...]) -> tuple[ProductType, ...]:
        return tuple(dict.fromkeys(value))


class PickupForStaff(PickupDraft):
    paused: bool


class DeliveryQuote(BaseModel):
    """What sending a SIM card to an address in this province costs, and how long it takes."""

    province_id: str | None = Field(description="the province's code; None when not known")
    fee: int = Field(ge=0, description="whole Rupiah")
    days: int = Field(ge=1, description="expected days from payment to the buyer's door")
