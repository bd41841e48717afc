"""Edit forms opened at a version of what they edit. The form carries that version and a
fingerprint of each field's value as it was then (hidden fields); the save passes the version
on, and a save from an older version is refused. The refusal names the fields whose stored
value differs from the one the form was opened with, with the value stored now."""

import hashlib
import json
from collections.abc import Mapping
from typing import Any

VERSION_FIELD = "version"
OPENED_FIELD = "opened"
NO_VERSION = 0  # what a save without a readable version passes: no stored version is 0
_VERSION_DIGITS = 12
_OPENED_MAX = 20_000


def _digest(value: Any) -> str:
    canonical = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def fingerprints(values: Mapping[str, Any]) -> str:
    """The hidden field telling what each field held when the form was opened."""
    return json.dumps({name: _digest(value) for name, value in values.items()})


def posted_version(text: object) -> int:
    """The version a form was opened at; NO_VERSION when it is missing or not ASCII digits."""
    if not isinstance(text, str):
        return NO_VERSION
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > _VERSION_DIGITS:
        return NO_VERSION
    return int(text)


def changed_since(opened: object, current: Mapping[str, Any]) -> list[str]:
    """The fields whose value now differs from the one the form was opened with (the fields of
    `current`, then those only the opened form had, like an item removed since). Every field
    when the form's fingerprints are missing or unreadable: nothing is known of them."""
    try:
        known = json.loads(opened) if isinstance(opened, str) and len(opened) <= _OPENED_MAX else {}
    except ValueError:
        known = {}
    if not isinstance(known, dict):
        known = {}
    names = [*current, *(name for name in known if name not in current)]
    return [
        name for name in names if name not in current or known.get(name) != _digest(current[name])
    ]


def shown(value: Any, words: Mapping[str, str], *, limit: int = 300) -> str:
    """A stored value as the refusal shows it: yes/no, a list with commas, '(empty)'."""
    if isinstance(value, bool):
        return words["changed_yes"] if value else words["changed_no"]
    if value is None or value in ("", [], ()):
        return words["changed_empty"]
    if isinstance(value, list | tuple):
        value = ", ".join(str(part) for part in value)
    text = str(value)
    return text if len(text) <= limit else text[:limit] + "…"
