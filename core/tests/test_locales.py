"""The server's phrasebooks: one namespace of `locales/`, both languages, checked when read."""

import json
from pathlib import Path

import pytest

from core.locales import LOCALES, Phrasebook


def _write(root: Path, language: str, namespace: str, words: object) -> None:
    (root / language).mkdir(parents=True, exist_ok=True)
    (root / language / f"{namespace}.json").write_text(json.dumps(words), encoding="utf-8")


def test_a_word_is_said_in_the_asked_language_with_its_placeholders_filled(tmp_path: Path) -> None:
    _write(tmp_path, "id", "shop", {"hello": "Halo, {name}!"})
    _write(tmp_path, "en", "shop", {"hello": "Hello, {name}!"})

    book = Phrasebook("shop", root=tmp_path)

    assert book.say("hello", "id", name="Sari") == "Halo, Sari!"
    assert book.say("hello", "en", name="Sari") == "Hello, Sari!"
    assert dict(book.words("en")) == {"hello": "Hello, {name}!"}


@pytest.mark.parametrize(
    ("indonesian", "english"),
    [
        ({"hello": "Halo"}, {"hello": "Hello", "bye": "Bye"}),  # a key in one language only
        ({"hello": "Halo, {name}"}, {"hello": "Hello, {person}"}),  # placeholders differ
        ({"hello": "Halo"}, {"hello": ["Hello"]}),  # not a string
        ({"hello": "Halo"}, None),  # no English file
    ],
)
def test_a_namespace_the_languages_disagree_on_stops_the_server(
    tmp_path: Path, indonesian: dict[str, object], english: dict[str, object] | None
) -> None:
    _write(tmp_path, "id", "shop", indonesian)
    if english is not None:
        _write(tmp_path, "en", "shop", english)

    with pytest.raises(RuntimeError, match="shop"):
        Phrasebook("shop", root=tmp_path)


@pytest.mark.parametrize("namespace", ["orders", "receipt"])
def test_the_stores_own_phrasebooks_are_whole(namespace: str) -> None:
    book = Phrasebook(namespace, root=LOCALES)

    assert set(book.words("id")) == set(book.words("en"))
