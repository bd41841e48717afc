"""The store's two languages and the one rule that picks a request's language.

SPEC §1's order, the same as the browser's detection (runtime/src/i18n): `?lng`, then the language
cookie the switcher writes, then `Accept-Language` by its q-values, then Indonesian. Every module
asks here: the catalog's texts, the first screen, the back office, an order's e-mails."""

from typing import Literal

from aiohttp import web

Language = Literal["id", "en"]
LANGUAGES: tuple[Language, ...] = ("id", "en")
DEFAULT_LANGUAGE: Language = "id"
LANGUAGE_COOKIE = "i18next"

_MAX_ACCEPTED = 32  # an Accept-Language with more choices than this is read up to here


def language_of_tag(tag: str | None) -> Language | None:
    """The store's language a tag names (`en-US` → en, `id` or the old `in` → id), else None."""
    primary = (tag or "").strip().lower().split("-")[0].split("_")[0]
    if primary == "en":
        return "en"
    if primary in {"id", "in"}:  # `in`: Indonesian's old code, still sent by some phones
        return "id"
    return None


def _quality(parameters: list[str]) -> float:
    for parameter in parameters:
        name, _, value = parameter.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                quality = float(value)
            except ValueError:
                return 0.0
            return quality if 0.0 <= quality <= 1.0 else 0.0
    return 1.0


def accepted_language(header: str | None) -> Language | None:
    """The store's language an Accept-Language value prefers most (q-values, then order)."""
    choices: list[tuple[float, int, Language]] = []
    for position, choice in enumerate((header or "").split(",")[:_MAX_ACCEPTED]):
        tag, *parameters = choice.split(";")
        language = language_of_tag(tag)
        quality = _quality(parameters)
        if language is not None and quality > 0:
            choices.append((-quality, position, language))
    return min(choices)[2] if choices else None


def request_language(request: web.Request) -> Language:
    """The language of a page or an API call: `?lng`, the cookie, Accept-Language, Indonesian."""
    return (
        language_of_tag(request.query.get("lng"))
        or language_of_tag(request.cookies.get(LANGUAGE_COOKIE))
        or accepted_language(request.headers.get("Accept-Language"))
        or DEFAULT_LANGUAGE
    )


def address_language(request: web.Request) -> Language:
    """The language an address names by itself (`?lng=en`, what links and the sitemap carry):
    a page's canonical language, whoever asks."""
    return language_of_tag(request.query.get("lng")) or DEFAULT_LANGUAGE
