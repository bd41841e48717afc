"""The shelf of one country or region: data packages (top-ups), eSIMs and SIM cards, priced from
its starting price."""

from modules.catalog.repository import FactsRow, ItemRow, ProductRow
from modules.catalog.schemas import ProductScope, ProductType, ValidityStart

SIM_CARD_FEE_IDR = 15_000
# Product ids were made from the region's first code, which was an ISO country code; orders name
# them, so they keep that prefix (see RENAMED_REGIONS in modules.catalog.destinations).
_PRODUCT_PREFIX = {"ANZ": "nz", "MIDEAST": "me", "NORTHAM": "na", "SOUTHAM": "sa", "CNHKMO": "cn"}


def _scaled(price: int, percent: int) -> int:
    """price x percent / 100, rounded to the nearest Rp 500 (how shelf prices are written)."""
    return (price * percent // 100 + 250) // 500 * 500


def _joined(names: tuple[str, ...], word: str) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {word} {names[-1]}"


def destination_products(
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
