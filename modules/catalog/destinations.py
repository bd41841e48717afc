"""Every country a traveller may type into the search: its names in both languages (CLDR, through
Babel), the words people use for it, and what the store sells there."""

from collections.abc import Iterable, Mapping
from functools import cache

from babel import Locale

from modules.catalog.schemas import Country, Destination, Product

_ALPHA_2 = 2  # ISO 3166-1 alpha-2: numeric CLDR codes are continents

# CLDR territories that are not countries a traveller flies to (continents, unions, private use,
# islands listed twice under another code).
_NOT_COUNTRIES = frozenset(
    {"AC", "AQ", "BV", "CP", "CQ", "DG", "EA", "EU", "EZ", "HM", "IC", "QO", "TA", "UN", "XA", "XB"}
    | {"ZZ", "UM"}
)

# CLDR's long forms that read badly on a card ("Hong Kong DAK Tiongkok"), as shops write them.
_NAME_OVERRIDES: Mapping[str, tuple[str, str]] = {
    "HK": ("Hongkong", "Hong Kong"),
    "MO": ("Makau", "Macau"),
    "PS": ("Palestina", "Palestine"),
    "CD": ("Kongo (Kinshasa)", "DR Congo"),
    "CG": ("Kongo (Brazzaville)", "Congo"),
}

# Regions once had codes that are also ISO country codes (South America was "SA", Saudi Arabia's
# code). Their codes now read as no country; links with the old code are redirected.
RENAMED_REGIONS: Mapping[str, str] = {
    "NZ": "ANZ",
    "ME": "MIDEAST",
    "NA": "NORTHAM",
    "SA": "SOUTHAM",
    "CN": "CNHKMO",
}

# The other words Indonesian travellers type for a country: abbreviations, old names, holy cities
# and the trips people take there. Matched like the names: any case, accents ignored.
ALIASES: Mapping[str, tuple[str, ...]] = {
    "SA": ("Arab", "KSA", "Mekkah", "Mekah", "Makkah", "Madinah", "Jeddah", "Umrah", "Haji"),
    "AE": ("UAE", "Emirat", "Dubai", "Abu Dhabi"),
    "US": ("USA", "AS", "Amerika", "America", "United States of America"),
    "GB": ("UK", "Inggris", "England", "Britain", "Britania Raya", "London"),
    "KR": ("Korsel", "Korea", "Seoul"),
    "KP": ("Korut",),
    "TR": ("Turkey", "Turkiye", "Istanbul"),
    "NL": ("Holland", "Holanda"),
    "CN": ("Cina", "China", "RRT", "Tiongkok"),
    "HK": ("Hong Kong SAR",),
    "TW": ("Taipei",),
    "JP": ("Tokyo", "Osaka", "Nippon"),
    "CZ": ("Czech Republic", "Republik Ceko"),
    "CH": ("Swiss", "Switzerland"),
    "DE": ("Germany", "Deutschland"),
    "EG": ("Mesir", "Kairo"),
    "QA": ("Doha",),
    "TH": ("Bangkok", "Thailan"),
    "SG": ("Singapore",),
    "VN": ("Viet Nam",),
    "PH": ("Filipina",),
    "AU": ("Aussie",),
    "NZ": ("Selandia Baru",),
    "FR": ("Paris",),
    "MY": ("Kuala Lumpur",),
}


@cache
def _territories(language: str) -> Mapping[str, str]:
    return Locale.parse(language).territories


@cache
def country_codes() -> tuple[str, ...]:
    """ISO 3166-1 alpha-2 codes that CLDR names (with Kosovo), without the non-countries."""
    return tuple(
        sorted(
            code
            for code in _territories("en")
            if len(code) == _ALPHA_2 and code.isalpha() and code not in _NOT_COUNTRIES
        )
    )


def country_names(code: str) -> tuple[str, str] | None:
    """(Indonesian, English) name of a country code, or None when it is not a country."""
    if code not in _country_set():
        return None
    if code in _NAME_OVERRIDES:
        return _NAME_OVERRIDES[code]
    name_id, name_en = _territories("id").get(code), _territories("en").get(code)
    if name_id is None or name_en is None:
        return None
    return name_id, name_en


@cache
def _country_set() -> frozenset[str]:
    return frozenset(country_codes())


def covering(products: Iterable[Product]) -> dict[str, list[Product]]:
    """Country code -> the products whose coverage includes it (any scope)."""
    found: dict[str, list[Product]] = {}
    for product in products:
        for code in product.countries:
            found.setdefault(code, []).append(product)
    return found


def build_destinations(
    *,
    store_countries: Mapping[str, Country],
    cheapest_covering: Mapping[str, int],
) -> tuple[Destination, ...]:
    """One entry per country: the store's own name where it has a page, CLDR's otherwise."""
    entries = []
    for code in country_codes():
        own = store_countries.get(code)
        cldr = country_names(code)
        if own is not None:
            name_id, name_en = own.name_id, own.name_en
        elif cldr is not None:
            name_id, name_en = cldr
        else:  # pragma: no cover - country_codes() only yields codes CLDR names
            continue
        aliases = [*ALIASES.get(code, ())]
        if cldr is not None:
            aliases += [name for name in cldr if name not in (name_id, name_en)]
        for language in ("id", "en"):
            long_name = _territories(language).get(code)
            if long_name and long_name not in (name_id, name_en, *aliases):
                aliases.append(long_name)
        starting = own.starting_price if own and own.starting_price else 0
        entries.append(
            Destination(
                code=code,
                name_id=name_id,
                name_en=name_en,
                aliases=tuple(aliases),
                has_page=own is not None,
                starting_price=starting or cheapest_covering.get(code, 0),
            )
        )
    return tuple(entries)
