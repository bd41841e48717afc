"""The store's translation files, `locales/{language}/{namespace}.json`: one JSON object per
language and namespace. The browser fetches the storefront's namespaces (modules/web serves them);
the server reads some too: the first screen's texts, the back office's words, the receipt page's and
the orders API's refusals (a `Phrasebook` each)."""

import json
from collections.abc import Mapping
from pathlib import Path
from string import Formatter
from types import MappingProxyType
from typing import Any

from core.language import LANGUAGES, Language
from core.settings import PROJECT_ROOT

# The project's own translations, as committed (the web root may hold another, built copy).
LOCALES = PROJECT_ROOT / "locales"


def read_namespace(language: str, namespace: str, *, root: Path = LOCALES) -> dict[str, Any]:
    """The texts of one namespace in one language; {} when the file is missing, unreadable or
    not a JSON object."""
    path = root / language / f"{namespace}.json"
    try:
        loaded = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


class Phrasebook:
    """One server-side namespace's flat words in every language, read once when made. A file
    missing in a language, a word that is not a string, or the two languages disagreeing on
    the keys or on a word's `{placeholders}` stops the server at start (RuntimeError)."""

    def __init__(self, namespace: str, *, root: Path = LOCALES) -> None:
        self.namespace = namespace
        self._words: dict[Language, Mapping[str, str]] = {}
        for language in LANGUAGES:
            words = read_namespace(language, namespace, root=root)
            if not words or not all(isinstance(word, str) for word in words.values()):
                where = f"locales/{language}/{namespace}.json"
                raise RuntimeError(f"{where}: missing or not flat strings")
            self._words[language] = MappingProxyType(words)
        first, *others = LANGUAGES
        for language in others:
            for key in set(self._words[first]) | set(self._words[language]):
                a, b = self._words[first].get(key), self._words[language].get(key)
                if a is None or b is None or _placeholders(a) != _placeholders(b):
                    where = f"locales/*/{namespace}.json"
                    raise RuntimeError(f"{where}: {key!r} differs between {first} and {language}")

    def words(self, language: Language) -> Mapping[str, str]:
        """Every word of this namespace in `language` (a template's `t`)."""
        return self._words[language]

    def say(self, key: str, language: Language, **values: object) -> str:
        """One word in `language`, its placeholders filled."""
        return self._words[language][key].format(**values)


def _placeholders(word: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(word) if name}
