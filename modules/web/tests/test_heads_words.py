"""The pages' heads speak from locales/{id,en}/heads.json: both languages say the same things."""

import re
import string
from collections.abc import Iterator, Mapping
from typing import Any

from core.locales import read_namespace
from modules.web.heads import HEADS_NAMESPACE

FIELD = string.Formatter()


def _leaves(words: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, str]]:
    for key, value in words.items():
        if isinstance(value, Mapping):
            yield from _leaves(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


def _fields(text: str) -> set[str]:
    """The page's own values a text names (either language may name the store, or not)."""
    return {name for _, name, _, _ in FIELD.parse(text) if name} - {"brand", "store"}


def test_both_languages_have_the_same_words_with_the_same_placeholders() -> None:
    indonesian = dict(_leaves(read_namespace("id", HEADS_NAMESPACE)))
    english = dict(_leaves(read_namespace("en", HEADS_NAMESPACE)))

    assert indonesian.keys() == english.keys()
    for key, text in indonesian.items():
        assert text.strip(), key
        assert english[key].strip(), key
        assert _fields(text) == _fields(english[key]), key
    assert not any(re.search(r"Kelana", text) for text in [*indonesian.values(), *english.values()])
