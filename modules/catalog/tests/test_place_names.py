"""One spelling per place in each language: an Indonesian text of the catalog or of the store's
translations names a country the way the Indonesian country list does ("Hongkong", never "Hong
Kong"), and an English text the way the English list does ("China", never "Tiongkok")."""

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from aiohttp.test_utils import TestClient

LOCALES = Path(__file__).resolve().parents[3] / "locales"


async def _data(client: TestClient, path: str) -> Any:
    response = await client.get(path)
    assert response.status == 200
    return (await response.json())["data"]


def _names(product: dict[str, Any]) -> str:
    return " | ".join(str(product.get(key) or "") for key in ("name", "note"))


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, str):
        yield value


def _translations(language: str) -> list[str]:
    """Every text of the store's translation files in `language`."""
    return [
        text
        for path in sorted((LOCALES / language).glob("*.json"))
        for text in _strings(json.loads(path.read_text(encoding="utf-8")))
    ]


def _foreign_spellings(text: str, pairs: list[tuple[str, str]]) -> list[str]:
    """Names of `pairs` (other language, this language) written the other language's way."""
    found = []
    for other, own in pairs:
        # "Korea" inside "Korea Selatan" is no foreign spelling; only a whole other name is.
        if other in own:
            continue
        if re.search(rf"(?<!\w){re.escape(other)}(?!\w)", text):
            found.append(other)
    return found


async def test_each_language_spells_every_country_one_way(seeded_client: TestClient) -> None:
    destinations = await _data(seeded_client, "/api/destinations")
    differ = [(d["name_en"], d["name_id"]) for d in destinations if d["name_en"] != d["name_id"]]
    regions = await _data(seeded_client, "/api/regions")
    pages = [d["code"] for d in destinations if d["has_page"]] + [r["code"] for r in regions]

    texts: dict[str, list[str]] = {
        "id": [r["name_id"] for r in regions] + _translations("id"),
        "en": [r["name_en"] for r in regions] + _translations("en"),
    }
    for language in ("id", "en"):
        for code in pages:
            listed = await _data(seeded_client, f"/api/products/country/{code}?lang={language}")
            texts[language] += [_names(product) for product in listed["products"]]

    problems = [(text, _foreign_spellings(text, differ)) for text in texts["id"]] + [
        (text, _foreign_spellings(text, [(i, e) for e, i in differ])) for text in texts["en"]
    ]
    assert [problem for problem in problems if problem[1]] == []
    assert "Tiongkok, Hongkong dan Makau" in texts["id"]
