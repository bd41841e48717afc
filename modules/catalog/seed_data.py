"""The store's reference catalog for `kelana seed`: SPEC's eight countries with their starting
prices, multi-country regions, and the pilgrimage special package. Prices are whole Rupiah."""

from dataclasses import dataclass

from modules.catalog.repository import CountryRow, ItemRow, ProductRow, RegionRow
from modules.catalog.schemas import ProductScope, ProductType

SIM_CARD_FEE_IDR = 15_000


@dataclass(frozen=True)
class _Destination:
    code: str
    name_id: str
    name_en: str
    starting_price: int  # the cheapest products: the 3 GB eSIM and the 3 GB data package
    network: str


# SPEC §9: names and starting prices, in SPEC's order (the popular-destinations order).
_COUNTRIES = (
    _Destination("HK", "Hongkong", "Hong Kong", 50_000, "CSL dan 3HK"),
    _Destination("TW", "Taiwan", "Taiwan", 55_000, "Chunghwa Telecom"),
    _Destination("MY", "Malaysia", "Malaysia", 55_000, "Maxis dan CelcomDigi"),
    _Destination("KR", "Korea Selatan", "South Korea", 55_000, "SK Telecom dan KT"),
    _Destination("TH", "Thailand", "Thailand", 55_000, "AIS dan TrueMove H"),
    _Destination("SG", "Singapore", "Singapore", 55_000, "Singtel dan StarHub"),
    _Destination("JP", "Jepang", "Japan", 80_000, "NTT Docomo dan SoftBank"),
    _Destination("ID", "Indonesia", "Indonesia", 31_500, "Telkomsel dan XL"),
)

_EUROPE = [
    *("AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IS", "IE"),
    *("IT", "LV", "LI", "LT", "LU", "MT", "NL", "NO", "PL", "PT", "RO", "SK", "SI", "ES", "SE"),
    *("CH", "GB", "TR"),
]
_REGION_COUNTRIES = {
    "ASIA": ["JP", "KR", "HK", "MO", "TW", "CN", "SG", "MY", "TH", "VN", "PH", "ID"],
    "ASEAN": ["SG", "MY", "TH", "VN", "PH", "ID", "KH", "LA", "MM", "BN"],
    "EU": _EUROPE,
    "NZ": ["AU", "NZ"],
    "ME": ["SA", "AE", "QA", "OM", "KW", "BH", "JO", "EG", "TR"],
    "NA": ["US", "CA", "MX"],
    "SA": ["BR", "AR", "CL", "PE", "CO", "EC", "UY"],
    "CN": ["CN", "HK", "MO"],
}
# The global eSIM's partner networks: the regions above and the rest of the world's travelled
# countries (169 in all).
_GLOBAL = sorted(
    {code for codes in _REGION_COUNTRIES.values() for code in codes}
    | {"IN", "LK", "NP", "BD", "PK", "MV", "BT", "MN", "KG", "TJ", "TM", "AF", "TL", "PG", "FJ"}
    | {"AZ", "GE", "AM", "KZ", "UZ", "IL", "PS", "LB", "IQ", "IR", "YE", "CY", "AL", "BA", "ME"}
    | {"RS", "MK", "XK", "MD", "UA", "BY", "AD", "MC", "SM", "VA", "GI", "FO", "GL", "IM", "JE"}
    | {"GG", "ZA", "MA", "DZ", "TN", "LY", "SD", "ET", "KE", "TZ", "UG", "RW", "NG", "GH", "SN"}
    | {"CI", "CM", "GA", "CD", "CG", "AO", "ZM", "ZW", "MZ", "MW", "BW", "NA", "MG", "MU", "SC"}
    | {"RE", "GT", "CR", "PA", "HN", "SV", "NI", "BZ", "CU", "DO", "JM", "PR", "BS", "BB", "TT"}
    | {"BO", "PY", "VE", "GY", "SR", "NC", "PF", "WS", "TO", "VU", "GU"}
)

# (code, Indonesian name, English name, available, starting price, networks)
_REGIONS = (
    ("ASIA", "Asia", "Asia", True, 95_000, "jaringan lokal terbaik di tiap negara"),
    ("ASEAN", "ASEAN", "ASEAN", True, 75_000, "jaringan lokal terbaik di tiap negara"),
    ("EU", "Eropa", "Europe", True, 120_000, "Orange, Vodafone dan mitra lokal"),
    (
        "NZ",
        "Australia dan Selandia Baru",
        "Australia and New Zealand",
        True,
        110_000,
        "Optus dan One NZ",
    ),
    ("ME", "Timur Tengah", "Middle East", True, 135_000, "STC, Etisalat dan mitra lokal"),
    ("NA", "Amerika Utara", "North America", True, 140_000, "T-Mobile, Rogers dan Telcel"),
    (
        "CN",
        "Tiongkok, Hong Kong dan Makau",
        "China, Hong Kong and Macau",
        True,
        85_000,
        "China Unicom dan CSL",
    ),
    ("GLOBAL", "Global", "Global", True, 250_000, "lebih dari 150 jaringan mitra"),
    # Listed so the home page can show it is coming; no products until partners sign.
    ("SA", "Amerika Selatan", "South America", False, 0, ""),
)


def _scaled(price: int, percent: int) -> int:
    """price x percent / 100, rounded to the nearest Rp 500 (how shelf prices are written)."""
    return (price * percent // 100 + 250) // 500 * 500


def _destination_products(
    *, code: str, name: str, start: int, network: str, scope: ProductScope, countries: list[str]
) -> list[ProductRow]:
    slug = code.lower()
    coverage = f"Jaringan 4G/5G {network}. Tethering/hotspot diizinkan."

    def product(
        kind: ProductType, key: str, title: str, note: str, items: list[ItemRow]
    ) -> ProductRow:
        return ProductRow(
            product_id=f"{slug}-{key}",
            name=title,
            type=kind,
            scope=scope,
            location_code=code,
            note=note,
            countries=tuple(countries),
            items=tuple(items),
        )

    def plan(gb: str, days: int, percent: int) -> ItemRow:
        label = "Kuota tanpa batas" if gb == "unlimited" else f"Kuota data {gb}"
        return ItemRow(f"{label} {name}", coverage, days, _scaled(start, percent))

    sim_card = ItemRow(
        "Kartu SIM fisik",
        "Kartu tri-cut (standar, mikro, nano), diambil atau dikirim.",
        30,
        SIM_CARD_FEE_IDR,
    )
    top_up = "Isi ulang untuk SIM atau eSIM Kelana yang sudah aktif: pilih ICCID saat checkout."
    esim = "Kode QR aktivasi dikirim setelah pembayaran. Perangkat harus mendukung eSIM."
    sim = "Kartu SIM diambil di lokasi pengambilan atau dikirim ke alamat Anda."
    return [
        product(
            ProductType.DATA_PACKAGE,
            "data-3gb-5d",
            f"Data {name} 3GB 5 Hari",
            top_up,
            [plan("3GB", 5, 100)],
        ),
        product(
            ProductType.DATA_PACKAGE,
            "data-5gb-7d",
            f"Data {name} 5GB 7 Hari",
            top_up,
            [plan("5GB", 7, 150)],
        ),
        product(
            ProductType.DATA_PACKAGE,
            "data-10gb-15d",
            f"Data {name} 10GB 15 Hari",
            top_up,
            [plan("10GB", 15, 240)],
        ),
        # The destination's starting price: the first plan its page shows (the eSIM tab opens first).
        product(
            ProductType.ESIM_BUNDLE,
            "esim-3gb-5d",
            f"eSIM {name} 3GB 5 Hari",
            esim,
            [plan("3GB", 5, 100)],
        ),
        product(
            ProductType.ESIM_BUNDLE,
            "esim-5gb-5d",
            f"eSIM {name} 5GB 5 Hari",
            esim,
            [plan("5GB", 5, 130)],
        ),
        product(
            ProductType.ESIM_BUNDLE,
            "esim-10gb-10d",
            f"eSIM {name} 10GB 10 Hari",
            esim,
            [plan("10GB", 10, 200)],
        ),
        product(
            ProductType.ESIM_BUNDLE,
            "esim-unlimited-15d",
            f"eSIM {name} Unlimited 15 Hari",
            f"{esim} Kecepatan penuh 2GB per hari, lalu 512 kbps.",
            [plan("unlimited", 15, 320)],
        ),
        product(
            ProductType.SIM_BUNDLE,
            "sim-5gb-7d",
            f"SIM {name} 5GB 7 Hari",
            sim,
            [plan("5GB", 7, 140), sim_card],
        ),
        product(
            ProductType.SIM_BUNDLE,
            "sim-15gb-15d",
            f"SIM {name} 15GB 15 Hari",
            sim,
            [plan("15GB", 15, 260), sim_card],
        ),
        product(
            ProductType.SIM_BUNDLE,
            "sim-unlimited-30d",
            f"SIM {name} Unlimited 30 Hari",
            f"{sim} Kecepatan penuh 3GB per hari, lalu 1 Mbps.",
            [plan("unlimited", 30, 450), sim_card],
        ),
    ]


def _special_products() -> list[ProductRow]:
    """The pilgrimage package: Saudi Arabia, with transit cover for Doha, Dubai and Abu Dhabi."""
    countries = ("SA", "QA", "AE")
    transit = ItemRow("Bonus transit 1GB", "Untuk transit di Doha, Dubai atau Abu Dhabi.", 3, 0)
    calls = ItemRow(
        "Telepon lokal 100 menit", "Ke nomor Arab Saudi, termasuk hotel dan travel.", 45, 45_000
    )

    def special(
        key: str, name: str, kind: ProductType, note: str, items: list[ItemRow]
    ) -> ProductRow:
        return ProductRow(
            f"umrah-{key}", name, kind, ProductScope.SPECIAL, None, note, countries, tuple(items)
        )

    stc = "Jaringan 4G/5G STC dan Mobily, kuat di Makkah, Madinah dan Jeddah."
    return [
        special(
            "data-5gb-7d",
            "Tambahan Kuota Umrah 5GB",
            ProductType.DATA_PACKAGE,
            "Isi ulang untuk SIM atau eSIM Kelana yang sudah aktif di Arab Saudi.",
            [ItemRow("Kuota data 5GB Arab Saudi", stc, 7, 99_000)],
        ),
        special(
            "esim-15d",
            "eSIM Umrah 15 Hari",
            ProductType.ESIM_BUNDLE,
            "Aktifkan sebelum berangkat; kode QR dikirim setelah pembayaran.",
            [ItemRow("Kuota data 15GB Arab Saudi", stc, 15, 245_000), transit],
        ),
        special(
            "esim-30d",
            "eSIM Umrah Plus 30 Hari",
            ProductType.ESIM_BUNDLE,
            "Untuk umrah plus wisata Turki atau Dubai.",
            [ItemRow("Kuota data 30GB Arab Saudi", stc, 30, 395_000), transit],
        ),
        special(
            "sim-haji-45d",
            "SIM Haji 45 Hari",
            ProductType.SIM_BUNDLE,
            "Kartu SIM dibagikan bersama perlengkapan haji atau diambil di lokasi kami.",
            [
                ItemRow("Kuota data 20GB Arab Saudi", stc, 45, 480_000),
                calls,
                ItemRow(
                    "Kartu SIM fisik", "Kartu tri-cut, nomor Arab Saudi.", 45, SIM_CARD_FEE_IDR
                ),
            ],
        ),
    ]


SEED_COUNTRIES = tuple(CountryRow(d.code, d.name_id, d.name_en) for d in _COUNTRIES)
SEED_REGIONS = tuple(
    RegionRow(
        code,
        name_en,
        name_id,
        available,
        tuple(_GLOBAL if code == "GLOBAL" else _REGION_COUNTRIES[code]),
    )
    for code, name_id, name_en, available, _start, _network in _REGIONS
)
SEED_PRODUCTS = tuple(
    [
        product
        for d in _COUNTRIES
        for product in _destination_products(
            code=d.code,
            name=d.name_id,
            start=d.starting_price,
            network=d.network,
            scope=ProductScope.COUNTRY,
            countries=[d.code],
        )
    ]
    + [
        product
        for code, name_id, _en, available, start, network in _REGIONS
        if available
        for product in _destination_products(
            code=code,
            name=name_id,
            start=start,
            network=network,
            scope=ProductScope.REGION,
            countries=_GLOBAL if code == "GLOBAL" else _REGION_COUNTRIES[code],
        )
    ]
    + _special_products()
)
