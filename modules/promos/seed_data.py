"""Launch promos for `kelana seed`. Windows are set from the day of the first seed, so a fresh
store always has running promos; a later seed never moves them (rows are only added)."""

from datetime import datetime, time, timedelta, timezone

from modules.promos.repository import PromoRow
from modules.promos.schemas import PromoType

WIB = timezone(timedelta(hours=7), "WIB")


def _banner(name: str) -> dict[str, str]:
    # Artwork the storefront ships at these stable paths (docs/architecture.md, "Promo banners").
    return {
        "banner_desktop_url": f"/banners/{name}-desktop.webp",
        "banner_mobile_url": f"/banners/{name}-mobile.webp",
    }


def seed_promos(
    *, now: datetime, free_esims: dict[str, str], special_products: list[str]
) -> list[PromoRow]:
    # Promos start at midnight and end just before midnight, Jakarta time.
    today = datetime.combine(now.astimezone(WIB).date(), time(0), tzinfo=WIB)

    def window(days_before: int, days_after: int) -> dict[str, datetime]:
        end = today + timedelta(days=days_after + 1) - timedelta(seconds=1)
        return {"start_date": today - timedelta(days=days_before), "expiry_date": end}

    countries = tuple(free_esims)
    return [
        PromoRow(
            code="HUTRI80",
            name="Merdeka! eSIM gratis HUT RI ke-80",
            type=PromoType.PERCENT,
            amount=100,
            once_per_user=True,
            usage_limit=17_845,  # 17-8-45
            country_codes=countries,
            product_ids=tuple(free_esims.values()),
            banner_link="/special-promo/HUTRI80",
            **window(1, 60),
            **_banner("hutri80"),
        ),
        PromoRow(
            code="JALAN10",
            name="Diskon 10% semua destinasi",
            type=PromoType.PERCENT,
            amount=10,
            min_total_idr=100_000,
            max_discount_idr=50_000,
            country_codes=countries,
            banner_link="/special-promo/JALAN10",
            **window(7, 45),
            **_banner("jalan10"),
        ),
        PromoRow(
            code="UMRAH15",
            name="Diskon 15% paket Umrah & Haji",
            type=PromoType.PERCENT,
            amount=15,
            max_discount_idr=75_000,
            product_ids=tuple(special_products),
            banner_link="/special-paket-orders",
            **window(0, 90),
            **_banner("umrah15"),
        ),
        PromoRow(
            code="HEMAT25K",
            name="Potongan Rp. 25.000 belanja minimal Rp. 200.000",
            type=PromoType.FIXED,
            amount=25_000,
            min_total_idr=200_000,
            usage_limit=500,
            country_codes=countries,
            **window(0, 30),
        ),
    ]
