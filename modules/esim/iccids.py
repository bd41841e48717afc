"""ICCID rules (ITU-T E.118): 19 or 20 digits starting 89, the last a Luhn check digit."""

import re

ICCID_PATTERN = re.compile(r"^89[0-9]{17,18}$")


def luhn_check_digit(digits: str) -> int:
    """The digit that makes `digits` + it pass the Luhn check."""
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 0:  # every second digit from the right, the check digit not yet there
            value *= 2
            if value > 9:  # noqa: PLR2004 - the Luhn rule's own number
                value -= 9
        total += value
    return (10 - total % 10) % 10


def with_check_digit(body: str) -> str:
    return body + str(luhn_check_digit(body))


def normalise(text: str) -> str:
    """What a person typed or a scanner read: spaces and dashes removed."""
    return re.sub(r"[\s-]", "", text)


def is_valid_iccid(text: str) -> bool:
    iccid = normalise(text)
    return bool(ICCID_PATTERN.fullmatch(iccid)) and luhn_check_digit(iccid[:-1]) == int(iccid[-1])
