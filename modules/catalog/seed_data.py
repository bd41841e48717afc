"""The store's reference catalog for `kelana seed`: SPEC's eight countries with their starting
prices, multi-country regions, and the pilgrimage special package. Prices are whole Rupiah."""

from dataclasses import dataclass

from modules.catalog.repository import CountryRow, FactsRow, ItemRow, ProductRow, RegionRow
from modules.catalog.schemas import ProductScope, ProductType, ValidityStart

SIM_CARD_FEE_IDR = 15_000


@dataclass(frozen=True)
class _Destination:
    code: str
    name_id: str
    name_en: str
    starting_price: int  # the cheapest products: the 3 GB eSIM and the 3 GB data package
    operators: tuple[str, ...]


# SPEC §9: names and starting prices, in SPEC's order (the popular-destinations order).
_COUNTRIES = (
    _Destination("HK", "Hongkong", "Hong Kong", 50_000, ("CSL", "3HK")),
    _Destination("TW", "Taiwan", "Taiwan", 55_000, ("Chunghwa Telecom",)),
    _Destination("MY", "Malaysia", "Malaysia", 55_000, ("Maxis", "CelcomDigi")),
    _Destination("KR", "Korea Selatan", "South Korea", 55_000, ("SK Telecom", "KT")),
    _Destination("TH", "Thailand", "Thailand", 55_000, ("AIS", "TrueMove H")),
    _Destination("SG", "Singapura", "Singapore", 55_000, ("Singtel", "StarHub")),
    _Destination("JP", "Jepang", "Japan", 80_000, ("NTT Docomo", "SoftBank")),
    _Destination("ID", "Indonesia", "Indonesia", 31_500, ("Telkomsel", "XL")),
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
    "ANZ": ["AU", "NZ"],
    "MIDEAST": ["SA", "AE", "QA", "OM", "KW", "BH", "JO", "EG", "TR"],
    "NORTHAM": ["US", "CA", "MX"],
    "SOUTHAM": ["BR", "AR", "CL", "PE", "CO", "EC", "UY"],
    "CNHKMO": ["CN", "HK", "MO"],
}
# Product ids were made from the region's first code, which was an ISO country code; orders name
# them, so they keep that prefix (see RENAMED_REGIONS in modules.catalog.destinations).
_PRODUCT_PREFIX = {"ANZ": "nz", "MIDEAST": "me", "NORTHAM": "na", "SOUTHAM": "sa", "CNHKMO": "cn"}
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

# (code, Indonesian name, English name, available, starting price, partner networks; none
# named: the best local network in each country)
_REGIONS = (
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


def _scaled(price: int, percent: int) -> int:
    """price x percent / 100, rounded to the nearest Rp 500 (how shelf prices are written)."""
    return (price * percent // 100 + 250) // 500 * 500


def _joined(names: tuple[str, ...], word: str) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {word} {names[-1]}"


def _destination_products(
    *,
    code: str,
    name: str,
    name_en: str,
    start: int,
    operators: tuple[str, ...],
    scope: ProductScope,
    countries: list[str],
) -> list[ProductRow]:
    slug = _PRODUCT_PREFIX.get(code, code.lower())
    if operators:
        coverage = f"Jaringan 4G/5G {_joined(operators, 'dan')}. Tethering/hotspot diizinkan."
        coverage_en = f"4G/5G on {_joined(operators, 'and')}. Hotspot allowed."
    else:
        coverage = "Jaringan 4G/5G terbaik di tiap negara. Tethering/hotspot diizinkan."
        coverage_en = "4G/5G on the best network of each country. Hotspot allowed."

    def product(  # noqa: PLR0917 - a shelf line, written as a table
        kind: ProductType,
        key: str,
        title: tuple[str, str],
        note: tuple[str, str],
        items: list[ItemRow],
        data_gb: int | None,
    ) -> ProductRow:
        return ProductRow(
            # A SIM card's days start when its buyer activates it; an eSIM's and a top-up's at
            # the first connection at the destination.
            validity_starts=(
                ValidityStart.INSTALLATION
                if kind is ProductType.SIM_BUNDLE
                else ValidityStart.FIRST_CONNECTION
            ),
            product_id=f"{slug}-{key}",
            name=title[0],
            type=kind,
            scope=scope,
            location_code=code,
            note=note[0],
            countries=tuple(countries),
            items=tuple(items),
            name_en=title[1],
            note_en=note[1],
            facts=FactsRow(
                data_gb=data_gb,
                unlimited=data_gb is None,
                network="4G/5G",
                hotspot=True,
                operators=operators,
            ),
        )

    def plan(gb: int | None, days: int, percent: int) -> ItemRow:
        label = "Kuota tanpa batas" if gb is None else f"Kuota data {gb}GB"
        label_en = "Unlimited data" if gb is None else f"{gb}GB data"
        return ItemRow(
            f"{label} {name}",
            coverage,
            days,
            _scaled(start, percent),
            name_en=f"{label_en} in {name_en}",
            description_en=coverage_en,
        )

    sim_card = ItemRow(
        "Kartu SIM fisik",
        "Kartu tri-cut (standar, mikro, nano), diambil atau dikirim.",
        30,
        SIM_CARD_FEE_IDR,
        name_en="Physical SIM card",
        description_en="Tri-cut card (standard, micro, nano), picked up or delivered.",
    )
    top_up = (
        "Isi ulang untuk SIM atau eSIM Kelana yang sudah aktif: pilih ICCID saat checkout.",
        "A top-up for a Kelana SIM or eSIM already active: choose its ICCID at checkout.",
    )
    esim = (
        "Kode QR aktivasi dikirim setelah pembayaran. Perangkat harus mendukung eSIM.",
        "The activation QR code is sent after payment. Your phone must support eSIM.",
    )
    sim = (
        "Kartu SIM diambil di lokasi pengambilan atau dikirim ke alamat Anda.",
        "The SIM card is picked up at a pickup point or delivered to your address.",
    )
    esim_unlimited = (
        f"{esim[0]} Kecepatan penuh 2GB per hari, lalu 512 kbps.",
        f"{esim[1]} Full speed for 2GB a day, then 512 kbps.",
    )
    sim_unlimited = (
        f"{sim[0]} Kecepatan penuh 3GB per hari, lalu 1 Mbps.",
        f"{sim[1]} Full speed for 3GB a day, then 1 Mbps.",
    )

    def titles(kind: str, kind_en: str, gb: int | None, days: int) -> tuple[str, str]:
        size = "Unlimited" if gb is None else f"{gb}GB"
        return (f"{kind} {name} {size} {days} Hari", f"{name_en} {kind_en} {size} {days} Days")

    data, esim_kind, sim_kind = (
        ProductType.DATA_PACKAGE,
        ProductType.ESIM_BUNDLE,
        ProductType.SIM_BUNDLE,
    )
    return [
        product(data, "data-3gb-5d", titles("Data", "Data", 3, 5), top_up, [plan(3, 5, 100)], 3),
        product(data, "data-5gb-7d", titles("Data", "Data", 5, 7), top_up, [plan(5, 7, 150)], 5),
        product(
            data, "data-10gb-15d", titles("Data", "Data", 10, 15), top_up, [plan(10, 15, 240)], 10
        ),
        # The starting price: the first plan the page shows (its eSIM tab opens first).
        product(esim_kind, "esim-3gb-5d", titles("eSIM", "eSIM", 3, 5), esim, [plan(3, 5, 100)], 3),
        product(esim_kind, "esim-5gb-5d", titles("eSIM", "eSIM", 5, 5), esim, [plan(5, 5, 130)], 5),
        product(
            esim_kind,
            "esim-10gb-10d",
            titles("eSIM", "eSIM", 10, 10),
            esim,
            [plan(10, 10, 200)],
            10,
        ),
        product(
            esim_kind,
            "esim-unlimited-15d",
            titles("eSIM", "eSIM", None, 15),
            esim_unlimited,
            [plan(None, 15, 320)],
            None,
        ),
        product(
            sim_kind, "sim-5gb-7d", titles("SIM", "SIM", 5, 7), sim, [plan(5, 7, 140), sim_card], 5
        ),
        product(
            sim_kind,
            "sim-15gb-15d",
            titles("SIM", "SIM", 15, 15),
            sim,
            [plan(15, 15, 260), sim_card],
            15,
        ),
        product(
            sim_kind,
            "sim-unlimited-30d",
            titles("SIM", "SIM", None, 30),
            sim_unlimited,
            [plan(None, 30, 450), sim_card],
            None,
        ),
    ]


def _special_products() -> list[ProductRow]:
    """The pilgrimage package: Saudi Arabia, with transit cover for Doha, Dubai and Abu Dhabi."""
    countries = ("SA", "QA", "AE")
    stc = "Jaringan 4G/5G STC dan Mobily, kuat di Makkah, Madinah dan Jeddah."
    stc_en = "4G/5G on STC and Mobily, strong in Makkah, Madinah and Jeddah."

    def data(gb: int, days: int, price: int) -> ItemRow:
        return ItemRow(
            f"Kuota data {gb}GB Arab Saudi",
            stc,
            days,
            price,
            name_en=f"{gb}GB data in Saudi Arabia",
            description_en=stc_en,
        )

    transit = ItemRow(
        "Bonus transit 1GB",
        "Untuk transit di Doha, Dubai atau Abu Dhabi.",
        3,
        0,
        name_en="1GB transit bonus",
        description_en="For a stopover in Doha, Dubai or Abu Dhabi.",
    )
    calls = ItemRow(
        "Telepon lokal 100 menit",
        "Ke nomor Arab Saudi, termasuk hotel dan travel.",
        45,
        45_000,
        name_en="100 local call minutes",
        description_en="To Saudi numbers, hotels and travel agents included.",
    )
    card = ItemRow(
        "Kartu SIM fisik",
        "Kartu tri-cut, nomor Arab Saudi.",
        45,
        SIM_CARD_FEE_IDR,
        name_en="Physical SIM card",
        description_en="Tri-cut card with a Saudi number.",
    )

    def special(  # noqa: PLR0917 - a shelf line, written as a table
        key: str,
        names: tuple[str, str],
        kind: ProductType,
        notes: tuple[str, str],
        items: list[ItemRow],
        data_gb: int,
    ) -> ProductRow:
        return ProductRow(
            f"umrah-{key}",
            names[0],
            kind,
            ProductScope.SPECIAL,
            None,
            notes[0],
            countries,
            tuple(items),
            name_en=names[1],
            note_en=notes[1],
            facts=FactsRow(data_gb, False, "4G/5G", True, ("STC", "Mobily")),
            validity_starts=(
                ValidityStart.INSTALLATION
                if kind is ProductType.SIM_BUNDLE
                else ValidityStart.FIRST_CONNECTION
            ),
        )

    return [
        special(
            "data-5gb-7d",
            ("Tambahan Kuota Umrah 5GB", "Umrah 5GB data top-up"),
            ProductType.DATA_PACKAGE,
            (
                "Isi ulang untuk SIM atau eSIM Kelana yang sudah aktif di Arab Saudi.",
                "A top-up for a Kelana SIM or eSIM already active in Saudi Arabia.",
            ),
            [data(5, 7, 99_000)],
            5,
        ),
        special(
            "esim-15d",
            ("eSIM Umrah 15 Hari", "Umrah eSIM 15 Days"),
            ProductType.ESIM_BUNDLE,
            (
                "Aktifkan sebelum berangkat; kode QR dikirim setelah pembayaran.",
                "Activate it before you leave; the QR code is sent after payment.",
            ),
            [data(15, 15, 245_000), transit],
            15,
        ),
        special(
            "esim-30d",
            ("eSIM Umrah Plus 30 Hari", "Umrah Plus eSIM 30 Days"),
            ProductType.ESIM_BUNDLE,
            (
                "Untuk umrah plus wisata Turki atau Dubai.",
                "For Umrah with a holiday in Türkiye or Dubai.",
            ),
            [data(30, 30, 395_000), transit],
            30,
        ),
        special(
            "sim-haji-45d",
            ("SIM Haji 45 Hari", "Hajj SIM 45 Days"),
            ProductType.SIM_BUNDLE,
            (
                "Kartu SIM dibagikan bersama perlengkapan haji atau diambil di lokasi kami.",
                "Handed out with the Hajj kit or picked up at one of our points.",
            ),
            [data(20, 45, 480_000), calls, card],
            20,
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
    for code, name_id, name_en, available, _start, _operators in _REGIONS
)
SEED_PRODUCTS = tuple(
    [
        product
        for d in _COUNTRIES
        for product in _destination_products(
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
        for code, name_id, name_en, available, start, operators in _REGIONS
        if available
        for product in _destination_products(
            code=code,
            name=name_id,
            name_en=name_en,
            start=start,
            operators=operators,
            scope=ProductScope.REGION,
            countries=_GLOBAL if code == "GLOBAL" else _REGION_COUNTRIES[code],
        )
    ]
    + _special_products()
)
