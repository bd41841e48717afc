"""The multi-country regions: which countries each covers (the global eSIM: every travelled
country), their names, starting prices and partner networks."""

EUROPE = [
    *("AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IS", "IE"),
    *("IT", "LV", "LI", "LT", "LU", "MT", "NL", "NO", "PL", "PT", "RO", "SK", "SI", "ES", "SE"),
    *("CH", "GB", "TR"),
]
REGION_COUNTRIES = {
    "ASIA": ["JP", "KR", "HK", "MO", "TW", "CN", "SG", "MY", "TH", "VN", "PH", "ID"],
    "ASEAN": ["SG", "MY", "TH", "VN", "PH", "ID", "KH", "LA", "MM", "BN"],
    "EU": EUROPE,
    "ANZ": ["AU", "NZ"],
    "MIDEAST": ["SA", "AE", "QA", "OM", "KW", "BH", "JO", "EG", "TR"],
    "NORTHAM": ["US", "CA", "MX"],
    "SOUTHAM": ["BR", "AR", "CL", "PE", "CO", "EC", "UY"],
    "CNHKMO": ["CN", "HK", "MO"],
}
# The global eSIM's partner networks: the regions above and the rest of the world's travelled
# countries (169 in all).
GLOBAL_COUNTRIES = sorted(
    {code for codes in REGION_COUNTRIES.values() for code in codes}
    | {"IN", "LK", "NP", "BD", "PK", "MV", "BT", "MN", "KG", "TJ", "TM", "AF", "TL", "PG", "FJ"}
    | {"AZ", "GE", "AM", "KZ", "UZ", "IL", "PS", "LB", "IQ", "IR", "YE", "CY", "AL", "BA", "ME"}
    | {"RS", "MK", "XK", "MD", "UA", "BY", "AD", "MC", "SM", "VA", "GI", "FO", "GL", "IM", "JE"}
    | {"GG", "ZA", "MA", "DZ", "TN", "LY", "SD", "ET", "KE", "TZ", "UG", "RW", "NG", "GH", "SN"}
    | {"CI", "CM", "GA", "CD", "CG", "AO", "ZM", "ZW", "MZ", "MW", "BW", "NA", "MG", "MU", "SC"}
    | {"RE", "GT", "CR", "PA", "HN", "SV", "NI", "BZ", "CU", "DO", "JM", "PR", "BS", "BB", "TT"}
    | {"BO", "PY", "VE", "GY", "SR", "NC", "PF", "WS", "TO", "VU", "GU"}
)

# (code, Indonesian name, English name, available, starting price, partner networks; none
# named: the best local network in each country)
REGIONS = (
    ("ASIA", "Asia", "Asia", True, 95_000, ()),
    ("ASEAN", "ASEAN", "ASEAN", True, 75_000, ()),
    ("EU", "Eropa", "Europe", True, 120_000, ("Orange", "Vodafone")),
    (
        "ANZ",
        "Australia dan Selandia Baru",
        "Australia and New Zealand",
        True,
        110_000,
        ("Optus", "One NZ"),
    ),
    ("MIDEAST", "Timur Tengah", "Middle East", True, 135_000, ("STC", "Etisalat")),
    ("NORTHAM", "Amerika Utara", "North America", True, 140_000, ("T-Mobile", "Rogers", "Telcel")),
    (
        "CNHKMO",
        "Tiongkok, Hongkong dan Makau",
        "China, Hong Kong and Macau",
        True,
        85_000,
        ("China Unicom", "CSL"),
    ),
    ("GLOBAL", "Global", "Global", True, 250_000, ()),
    # Listed so the home page can show it is coming; no products until partners sign.
    ("SOUTHAM", "Amerika Selatan", "South America", False, 0, ()),
)
