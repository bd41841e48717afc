"""The pilgrimage (umrah and hajj) special package."""

from modules.catalog.repository import FactsRow, ItemRow, ProductRow
from modules.catalog.schemas import ProductScope, ProductType, ValidityStart
from modules.catalog.seed_data.shelf import SIM_CARD_FEE_IDR


def pilgrimage_products() -> list[ProductRow]:
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
