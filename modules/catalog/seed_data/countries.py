"""SPEC's eight countries: their names, starting prices and partner networks."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Destination:
    code: str
    name_id: str
    name_en: str
    starting_price: int  # the cheapest products: the 3 GB eSIM and the 3 GB data package
    operators: tuple[str, ...]


# SPEC §9: names and starting prices, in SPEC's order (the popular-destinations order).
COUNTRIES = (
    Destination("HK", "Hongkong", "Hong Kong", 50_000, ("CSL", "3HK")),
    Destination("TW", "Taiwan", "Taiwan", 55_000, ("Chunghwa Telecom",)),
    Destination("MY", "Malaysia", "Malaysia", 55_000, ("Maxis", "CelcomDigi")),
    Destination("KR", "Korea Selatan", "South Korea", 55_000, ("SK Telecom", "KT")),
    Destination("TH", "Thailand", "Thailand", 55_000, ("AIS", "TrueMove H")),
    Destination("SG", "Singapura", "Singapore", 55_000, ("Singtel", "StarHub")),
    Destination("JP", "Jepang", "Japan", 80_000, ("NTT Docomo", "SoftBank")),
    Destination("ID", "Indonesia", "Indonesia", 31_500, ("Telkomsel", "XL")),
)
