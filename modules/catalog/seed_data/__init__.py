"""The store's reference catalog for `kelana seed`: SPEC's eight countries with their starting
prices, multi-country regions, and the pilgrimage special package. Prices are whole Rupiah."""

from modules.catalog.repository import CountryRow, RegionRow
from modules.catalog.schemas import ProductScope
from modules.catalog.seed_data.countries import COUNTRIES
from modules.catalog.seed_data.pilgrimage import pilgrimage_products
from modules.catalog.seed_data.regions import GLOBAL_COUNTRIES, REGION_COUNTRIES, REGIONS
from modules.catalog.seed_data.shelf import SIM_CARD_FEE_IDR, destination_products

SEED_COUNTRIES = tuple(CountryRow(d.code, d.name_id, d.name_en) for d in COUNTRIES)
SEED_REGIONS = tuple(
    RegionRow(
        code,
        name_en,
        name_id,
        available,
        tuple(GLOBAL_COUNTRIES if code == "GLOBAL" else REGION_COUNTRIES[code]),
    )
    for code, name_id, name_en, available, _start, _operators in REGIONS
)
SEED_PRODUCTS = tuple(
    [
        product
        for d in COUNTRIES
        for product in destination_products(
            code=d.code,
            name=d.name_id,
            name_en=d.name_en,
            start=d.starting_price,
            operators=d.operators,
            scope=ProductScope.COUNTRY,
            countries=[d.code],
        )
    ]
    + [
        product
        for code, name_id, name_en, available, start, operators in REGIONS
        if available
        for product in destination_products(
            code=code,
            name=name_id,
            name_en=name_en,
            start=start,
            operators=operators,
            scope=ProductScope.REGION,
            countries=GLOBAL_COUNTRIES if code == "GLOBAL" else REGION_COUNTRIES[code],
        )
    ]
    + pilgrimage_products()
)

__all__ = ["SEED_COUNTRIES", "SEED_PRODUCTS", "SEED_REGIONS", "SIM_CARD_FEE_IDR"]
