"""The back office's words in Indonesian and English, kept in `locales/{id,en}/backoffice.json`
beside the storefront's; the language is `?lng=`, then the store's language cookie, then
Accept-Language (Indonesian by default).

The words are flat keys (`t.order`, `t.stock_lead`, ...) whose `{placeholders}` are filled with
`str.format`; they are read once per process, when this module is first imported."""

from collections.abc import Mapping
from types import MappingProxyType

from aiohttp import web

from core.language import LANGUAGES, Language, request_language
from core.locales import read_namespace

NAMESPACE = "backoffice"


def _words(language: Language) -> Mapping[str, str]:
    words = read_namespace(language, NAMESPACE)
    if not words or not all(isinstance(word, str) for word in words.values()):
        # A back office without its words cannot draw a page: say so at start, not per request.
        raise RuntimeError(f"locales/{language}/{NAMESPACE}.json is missing or not flat strings")
    return MappingProxyType(words)


TEXTS: Mapping[Language, Mapping[str, str]] = MappingProxyType(
    {language: _words(language) for language in LANGUAGES}
)


def language_of(request: web.Request) -> Language:
    """The back office speaks the store's one rule (core.language)."""
    return request_language(request)
