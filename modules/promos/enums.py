"""The promos' enums, defined once: used by its models and its DTOs alike."""

from enum import StrEnum


class PromoType(StrEnum):
    PERCENT = "percent"  # discount = total x amount / 100
    FIXED = "fixed"  # discount = amount Rupiah
