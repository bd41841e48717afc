"""Numbers in what staff type and in the back office's addresses: ASCII digits only. A '²' or
a '٣' is a digit to str.isdigit() and no number to int(), so it is no number here either."""

import re

DIGITS = re.compile(r"[0-9]+")


def whole_number(text: str, *, max_digits: int) -> int | None:
    """The number these ASCII digits write; None for anything else, or for more digits."""
    return int(text) if len(text) <= max_digits and DIGITS.fullmatch(text) else None


def ascii_digits(text: str) -> str:
    """Only the ASCII digits of the text, in order (a search for an ICCID's start)."""
    return "".join(DIGITS.findall(text))
