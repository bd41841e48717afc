import re
from enum import StrEnum

import phonenumbers
from pydantic import BaseModel, ConfigDict, Field, StrictBool, field_validator

DEFAULT_COUNTRY = "ID"
_COUNTRY_CODE = re.compile(r"^[A-Z]{2}$")


class Purpose(StrEnum):
    """Why the traveller travels (SPEC §3 Registration payload: purpose values)."""

    BEKERJA = "bekerja"
    PENDIDIKAN = "pendidikan"
    LIBURAN = "liburan"


# The profile's fields the buyer edits (SPEC §3 User); the e-mail is the identity provider's.
EDITABLE = (
    "name",
    "phone",
    "occupation",
    "country",
    "province_state",
    "regency_city",
    "district",
    "village",
    "postal_code",
    "address",
    "usage_alerts",
)

# The store reaches travellers on their phones: the pages' rule too (`checkIndonesianMobile`).
_MOBILE_TYPES = frozenset(
    {phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE}
)


def indonesian_phone(value: str) -> str:
    """An Indonesian mobile number in E.164 (+62…), whether typed as +62…, 62… or 08…; a
    landline, or letters that phonenumbers would read as keypad digits, are refused."""
    if any(character.isalpha() for character in value):
        raise ValueError("not a phone number")
    try:
        number = phonenumbers.parse(value, DEFAULT_COUNTRY)
    except phonenumbers.NumberParseException:
        raise ValueError("not a phone number") from None
    if not phonenumbers.is_valid_number(number) or (
        phonenumbers.region_code_for_number(number) != DEFAULT_COUNTRY
    ):
        raise ValueError("not a valid Indonesian phone number")
    if phonenumbers.number_type(number) not in _MOBILE_TYPES:
        raise ValueError("not an Indonesian mobile number")
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


class Profile(BaseModel):
    """SPEC §3 User, as GET /api/auth/me returns it in `data`."""

    uid: str
    name: str | None = None
    email: str | None = None
    phone: str | None = None
    occupation: Purpose | None = None
    country: str = DEFAULT_COUNTRY
    province_state: str | None = None
    regency_city: str | None = None
    district: str | None = None
    village: str | None = None
    postal_code: str | None = None
    address: str | None = None
    usage_alerts: bool = Field(
        default=True,
        description="e-mails when a package's data runs low (75 %, 90 %) or it ends soon",
    )
    emailVerified: bool = False  # noqa: N815 - SPEC's field name


class ProfileChanges(BaseModel):
    """PATCH /api/auth/me: what the client may change. Absent fields stay as they are; the
    e-mail may be sent (registration does) but must be the account's own."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    name: str | None = Field(default=None, min_length=1, max_length=120)
    email: str | None = None
    phone: str | None = None
    occupation: Purpose | None = None
    country: str | None = None
    province_state: str | None = Field(default=None, max_length=120)
    regency_city: str | None = Field(default=None, max_length=120)
    district: str | None = Field(default=None, max_length=120)
    village: str | None = Field(default=None, max_length=120)
    postal_code: str | None = Field(default=None, max_length=10, pattern=r"^[0-9]*$")
    address: str | None = Field(default=None, max_length=500)
    usage_alerts: StrictBool | None = None

    @field_validator("phone")
    @classmethod
    def _indonesian(cls, value: str | None) -> str | None:
        return indonesian_phone(value) if value else value

    @field_validator("country")
    @classmethod
    def _country_code(cls, value: str | None) -> str | None:
        if value is None:
            return None
        value = value.upper()
        if not _COUNTRY_CODE.match(value):
            raise ValueError("a two-letter country code such as ID")
        return value


class ProfileCheck(BaseModel):
    """POST /api/auth/profile-check: registration's profile fields, checked before the account
    is created (a refused phone number must not leave an account behind)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    name: str = Field(min_length=1, max_length=120)
    phone: str = Field(min_length=1, max_length=32)
    occupation: Purpose

    @field_validator("phone")
    @classmethod
    def _indonesian(cls, value: str) -> str:
        return indonesian_phone(value)


class ProfileCheckAnswer(BaseModel):
    phone: str = Field(description="the number as the store stores it (E.164)")
