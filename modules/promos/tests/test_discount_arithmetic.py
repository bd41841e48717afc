"""SPEC §5: percent discount = price x amount / 100, in whole Rupiah (rounded half up)."""

import pytest

from modules.promos.arithmetic import discount_for, rupiah
from modules.promos.enums import PromoType


@pytest.mark.parametrize(
    ("total", "percent", "discount"),
    [
        (100_000, 10, 10_000),
        (123_455, 10, 12_346),  # 12.345,5 rounds up
        (123_454, 10, 12_345),  # 12.345,4 rounds down
        (31_500, 15, 4_725),
        (55_001, 33, 18_150),  # 18.150,33
        (1, 50, 1),  # half a rupiah rounds up
        (80_000, 100, 80_000),  # free
        (0, 10, 0),
    ],
)
def test_percent_is_rounded_half_up_to_whole_rupiah(
    total: int, percent: int, discount: int
) -> None:
    assert discount_for(promo_type=PromoType.PERCENT, amount=percent, total=total) == discount


def test_percent_discount_stops_at_its_cap() -> None:
    discount = discount_for(
        promo_type=PromoType.PERCENT, amount=10, total=900_000, max_discount=50_000
    )

    assert discount == 50_000


def test_a_fixed_discount_never_exceeds_the_total() -> None:
    assert discount_for(promo_type=PromoType.FIXED, amount=25_000, total=200_000) == 25_000
    assert discount_for(promo_type=PromoType.FIXED, amount=25_000, total=20_000) == 20_000


def test_rupiah_is_written_with_dots() -> None:
    assert rupiah(1_250_000) == "Rp. 1.250.000"
