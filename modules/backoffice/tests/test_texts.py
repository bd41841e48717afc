"""Every word of the back office exists in both languages, so no page falls back to a missing
key in one of them. The words live in locales/{id,en}/backoffice.json (shared) and
backoffice-<area>.json (each area's)."""

import json
import re
from pathlib import Path
from string import Formatter

from core.locales import LOCALES
from modules.backoffice.texts import TEXTS, namespaces

TEMPLATES = Path(__file__).parents[1] / "templates" / "backoffice"


def _one(language: str, namespace: str) -> dict[str, object]:
    loaded = json.loads((LOCALES / language / f"{namespace}.json").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def _file(language: str) -> dict[str, object]:
    """Every back-office word of a language, from all its files."""
    return {
        key: word
        for namespace in namespaces(language)  # type: ignore[arg-type]
        for key, word in _one(language, namespace).items()
    }


def test_each_area_has_its_words_in_both_languages_and_no_word_is_in_two_files() -> None:
    assert namespaces("id") == namespaces("en")
    assert {"backoffice", "backoffice-orders", "backoffice-stock"} <= set(namespaces("id"))
    seen: set[str] = set()
    for namespace in namespaces("id"):
        words = _one("id", namespace)
        assert sorted(words) == sorted(_one("en", namespace)), namespace
        assert not seen & set(words), namespace
        seen |= set(words)


def _placeholders(text: str) -> list[str]:
    return sorted(field for _, field, _, _ in Formatter().parse(text) if field is not None)


def test_indonesian_and_english_have_the_same_words() -> None:
    assert set(TEXTS["id"]) - set(TEXTS["en"]) == set()
    assert set(TEXTS["en"]) - set(TEXTS["id"]) == set()


def test_the_locale_files_have_the_same_keys_and_placeholders_and_no_empty_word() -> None:
    indonesian, english = _file("id"), _file("en")

    assert sorted(indonesian) == sorted(english)
    for key, word in indonesian.items():
        assert isinstance(word, str), key
        assert isinstance(english[key], str), key
        assert word.strip(), f"id {key} is empty"
        assert english[key].strip(), f"en {key} is empty"
        assert _placeholders(word) == _placeholders(english[key]), key


def test_the_back_office_speaks_the_words_of_the_locale_files() -> None:
    assert dict(TEXTS["id"]) == _file("id")
    assert dict(TEXTS["en"]) == _file("en")
    assert TEXTS["id"]["confirmed"].format(order="KLN-1") == (
        "Pembayaran order KLN-1 dikonfirmasi; pengiriman eSIM/SIM dimulai."
    )
    assert TEXTS["en"]["sign_in"] == "Sign in to the back office"


def test_every_plain_key_a_template_names_exists() -> None:
    named = {
        key
        for template in TEMPLATES.glob("*.html")
        for key in re.findall(r"\bt\.([a-z_]+)\b", template.read_text(encoding="utf-8"))
        if key not in {"format"}
    }

    assert named - set(TEXTS["id"]) == set()
