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


class ValidityStart(StrEnum):
    """When a plan's days start counting: never at purchase, so buying before a trip loses none."""

    FIRST_CONNECTION = "first_connection"  # the first time the phone uses data at the destination
    INSTALLATION = "installation"  # when the eSIM is installed (or the SIM card activated)
