"""The catalog's enums, defined once: used by its models and its DTOs alike."""

from enum import StrEnum


class ProductType(StrEnum):
    """SPEC §3: the only three kinds of thing the store sells."""

    SIM_BUNDLE = "sim_bundle"
    ESIM_BUNDLE = "esim_bundle"
    DATA_PACKAGE = "data_package"


class ProductScope(StrEnum):
    """Where a product is listed: one country, one multi-country region, or the special page."""

    COUNTRY = "country"
    REGION = "region"
    SPECIAL = "special"
