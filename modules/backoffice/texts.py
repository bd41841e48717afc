"""The back office's words in Indonesian and English, kept beside the storefront's in
`locales/{id,en}/backoffice.json` (shared) and `backoffice-<area>.json` (each area's); the
language is `?lng=`, then the store's language cookie, then Accept-Language (Indonesian by default).

The words are flat keys (`t.order`, `t.stock_lead`, ...) whose `{placeholders}` are filled with
`str.format`; they are read once per process, when this module is first imported."""

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from aiohttp import web

from core.language import LANGUAGES, Language, request_language
from core.locales import LOCALES, Phrasebook

NAMESPACE = "backoffice"  # the words every page shares; each area's are in `backoffice-<area>`


def namespaces(language: Language, *, root: Path = LOCALES) -> list[str]:
    """The back office's namespaces in this language: the shared one, then each area's."""
    areas = sorted(path.stem for path in (root / language).glob(f"{NAMESPACE}-*.json"))
    return [NAMESPACE, *areas]


def _merged(books: list[Phrasebook], language: Language) -> Mapping[str, str]:
    """The namespaces' words as one table; a key in two files stops the server at start."""
    words: dict[str, str] = {}
    for book in books:
        part = book.words(language)
        if twice := set(part) & set(words):
            raise RuntimeError(f"locales/{language}/{book.namespace}.json repeats {sorted(twice)}")
        words.update(part)
    return MappingProxyType(words)


# Each namespace is a Phrasebook: both languages have its file, the same keys and placeholders.
_BOOKS = [Phrasebook(namespace) for namespace in namespaces(LANGUAGES[0])]
TEXTS: Mapping[Language, Mapping[str, str]] = MappingProxyType(
    {language: _merged(_BOOKS, language) for language in LANGUAGES}
)


def language_of(request: web.Request) -> Language:
    """The back office speaks the store's one rule (core.language)."""
    return request_language(request)
