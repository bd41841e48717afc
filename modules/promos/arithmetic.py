"""The discount of a promo on a total, in whole Rupiah."""

from modules.promos.schemas import PromoType


def discount_for(
    *, promo_type: PromoType, amount: int, total: int, max_discount: int | None = None
) -> int:
    """SPEC §5: percent is total x amount / 100. Rupiah has no smaller unit, so the result is
    rounded half up to a whole Rupiah (Rp 12.345 at 10 % → 1.234,5 → Rp 1.235), in integers
    only. A cap (max_discount) applies next, and a discount never exceeds the total."""
    discount = (total * amount + 50) // 100 if promo_type is PromoType.PERCENT else amount
    if max_discount is not None:
        discount = min(discount, max_discount)
    return max(0, min(discount, total))


def rupiah(amount: int) -> str:
    """Rp. with dots between thousands, as the store writes prices (SPEC §9)."""
    return "Rp. " + f"{amount:,}".replace(",", ".")
