"""ICCIDs a person types or scans: 19-20 digits, starting 89, a Luhn check digit."""

import pytest

from modules.esim.iccids import is_valid_iccid, luhn_check_digit, with_check_digit


@pytest.mark.parametrize(
    ("body", "digit"),
    [("7992739871", 3), ("896210000000000001", 0), ("8901260882310000000", 9)],
)
def test_the_luhn_check_digit(body: str, digit: int) -> None:
    assert luhn_check_digit(body) == digit


@pytest.mark.parametrize(
    "iccid",
    [
        with_check_digit("896210000000000001"),  # 19 digits
        with_check_digit("8962100000000000017"),  # 20 digits
        "8962 1000 0000 0000 010",  # as printed on the card, spaced
    ],
)
def test_good_iccids(iccid: str) -> None:
    assert is_valid_iccid(iccid)


@pytest.mark.parametrize(
    "iccid",
    [
        "8962100000000000013",  # one digit off
        "8962100000000000001",  # the last two digits swapped
        "7962100000000000018",  # not a telecom number
        "896210000000000",  # too short
        "896210000000000001234",  # too long
        "89621000000000000AB",
        "",
        "٨٩٦٢١٠٠٠٠٠٠٠٠٠٠٠٠١٠",  # Arabic-Indic digits are not accepted
    ],
)
def test_bad_iccids(iccid: str) -> None:
    assert not is_valid_iccid(iccid)
