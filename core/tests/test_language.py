"""One rule picks a request's language for every module (SPEC §1's order)."""

import pytest
from aiohttp.test_utils import make_mocked_request

from core.language import accepted_language, request_language


def _request(path: str = "/", *, accept: str | None = None, cookie: str | None = None):
    headers = {}
    if accept is not None:
        headers["Accept-Language"] = accept
    if cookie is not None:
        headers["Cookie"] = f"i18next={cookie}"
    return make_mocked_request("GET", path, headers=headers)


@pytest.mark.parametrize(
    ("path", "accept", "cookie", "expected"),
    [
        # A browser in French that accepts English: English (not Indonesian, not the first tag).
        ("/", "fr-FR, en;q=0.8", None, "en"),
        ("/", "fr-FR,fr;q=0.9,en-US;q=0.8,id;q=0.7", None, "en"),
        # q-values, not the order, say what is preferred.
        ("/", "en;q=0.5, id;q=0.9", None, "id"),
        ("/", "id-ID, en;q=0.9", None, "id"),
        ("/", "in", None, "id"),  # Indonesian's old code
        ("/", "en;q=0, de", None, "id"),  # q=0 means "not this"
        ("/", "en;q=abc", None, "id"),  # an unreadable q is no choice
        # The switcher's cookie beats the browser's languages.
        ("/", "id-ID", "en", "en"),
        ("/", "en-US", "id", "id"),
        # ?lng beats the cookie.
        ("/?lng=id", "en", "en", "id"),
        ("/?lng=en-GB", None, "id", "en"),
        # Nothing usable: Indonesian.
        ("/", None, None, "id"),
        ("/?lng=<script>", "de, fr", "xx", "id"),
        ("/", "," * 5000 + "en", None, "id"),  # read up to a limit, never slowly
    ],
)
def test_one_rule_picks_the_language(
    path: str, accept: str | None, cookie: str | None, expected: str
) -> None:
    assert request_language(_request(path, accept=accept, cookie=cookie)) == expected


def test_accept_language_alone() -> None:
    assert accepted_language("en-US,en;q=0.9") == "en"
    assert accepted_language("") is None
    assert accepted_language(None) is None
