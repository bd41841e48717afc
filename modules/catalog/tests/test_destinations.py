"""Search's list of destinations, and the page of a country the store reaches only through its
region packages."""

from typing import Any

from aiohttp.test_utils import TestClient


async def _data(client: TestClient, path: str, status: int = 200) -> Any:
    response = await client.get(path)
    body = await response.json()
    assert response.status == status, body
    return body["data"]


async def test_every_covered_country_is_listed_with_both_names_and_a_price(
    seeded_client: TestClient,
) -> None:
    destinations = await _data(seeded_client, "/api/destinations")

    by_code = {entry["code"]: entry for entry in destinations}
    covered = [entry for entry in destinations if entry["starting_price"] > 0]
    assert len(covered) >= 150
    assert by_code["VN"]["name_id"] == "Vietnam"
    assert by_code["TR"]["name_id"] == "Turki"
    assert by_code["SA"]["name_id"] == "Arab Saudi"
    assert by_code["SA"]["name_en"] == "Saudi Arabia"
    assert by_code["US"]["name_id"] == "Amerika Serikat"
    assert {"USA", "Umrah"} <= set(by_code["US"]["aliases"]) | set(by_code["SA"]["aliases"])
    assert "Korsel" in by_code["KR"]["aliases"]
    # The store's own pages keep the store's own names and prices.
    assert by_code["HK"]["name_id"] == "Hongkong"
    assert by_code["JP"] | {"aliases": None} == {
        "code": "JP",
        "name_id": "Jepang",
        "name_en": "Japan",
        "aliases": None,
        "has_page": True,
        "starting_price": 80_000,
    }
    assert by_code["VN"]["has_page"] is False


async def test_a_country_with_no_page_of_its_own_lists_the_regions_covering_it_cheapest_first(
    seeded_client: TestClient,
) -> None:
    destinations = {e["code"]: e for e in await _data(seeded_client, "/api/destinations")}
    products = (await _data(seeded_client, "/api/products/country/vn"))["products"]
    esims = (await _data(seeded_client, "/api/products/country/VN?type=esim_bundle"))["products"]

    regions = {product["location_code"] for product in products}
    assert regions == {"ASEAN", "ASIA", "GLOBAL"}
    assert all("VN" in product["countries"] for product in products)
    prices = [product["price"][0]["amount"] for product in products]
    assert prices == sorted(prices)
    # The search's price is the first price this page shows (its eSIM tab opens first).
    assert destinations["VN"]["starting_price"] == esims[0]["price"][0]["amount"]


async def test_a_country_sharing_a_regions_code_is_the_country(seeded_client: TestClient) -> None:
    destinations = {e["code"]: e for e in await _data(seeded_client, "/api/destinations")}
    saudi = (await _data(seeded_client, "/api/products/country/SA?type=esim_bundle"))["products"]
    montenegro = (await _data(seeded_client, "/api/products/country/ME"))["products"]

    # SA and ME were once also region codes (South America's, the Middle East's).
    assert {product["location_code"] for product in saudi} == {"MIDEAST", "GLOBAL", None}
    assert any(product["name"].startswith("eSIM Umrah") for product in saudi)
    assert destinations["SA"]["starting_price"] == saudi[0]["price"][0]["amount"]
    assert {product["location_code"] for product in montenegro} == {"GLOBAL"}


async def test_a_country_nothing_covers_is_listed_and_its_page_is_empty_not_missing(
    seeded_client: TestClient,
) -> None:
    destinations = {e["code"]: e for e in await _data(seeded_client, "/api/destinations")}
    products = await _data(seeded_client, "/api/products/country/AQ", status=404)
    empty = (await _data(seeded_client, "/api/products/country/KP"))["products"]

    assert destinations["KP"]["starting_price"] == 0
    assert empty == []
    assert products == {"code": "location_not_found"}
    assert "AQ" not in destinations  # Antarctica is no destination
    assert "001" not in destinations
