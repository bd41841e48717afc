"""The catalog as a shopper's browser reads it: regions, products per page, details, 404s."""

from typing import Any

from aiohttp.test_utils import TestClient

from modules.catalog.schemas import ProductType

SPEC_STARTING_PRICES = {
    "HK": 50_000,
    "TW": 55_000,
    "MY": 55_000,
    "KR": 55_000,
    "TH": 55_000,
    "SG": 55_000,
    "JP": 80_000,
    "ID": 31_500,
}


async def _data(client: TestClient, path: str, status: int = 200) -> Any:
    response = await client.get(path)
    body = await response.json()
    assert response.status == status, body
    assert body["success"] is (status == 200)
    return body["data"] if status == 200 else body


def _idr(prices: list[dict[str, Any]]) -> int:
    (idr,) = [price["amount"] for price in prices if price["currency"] == "IDR"]
    assert isinstance(idr, int)
    return idr


async def test_regions_have_both_names_availability_and_a_starting_price(
    seeded_client: TestClient,
) -> None:
    regions = await _data(seeded_client, "/api/regions")

    by_code = {region["code"]: region for region in regions}
    assert {
        "ASIA",
        "ASEAN",
        "EU",
        "ANZ",
        "MIDEAST",
        "NORTHAM",
        "SOUTHAM",
        "CNHKMO",
        "GLOBAL",
    } <= set(by_code)
    # No region's code reads as a country's (Saudi Arabia is SA, South America SOUTHAM).
    countries = {country["code"] for country in await _data(seeded_client, "/api/destinations")}
    assert not set(by_code) & countries
    assert by_code["EU"]["name_id"] == "Eropa"
    assert by_code["EU"]["name_en"] == "Europe"
    assert by_code["SOUTHAM"]["available"] is False
    assert all(region["available"] for code, region in by_code.items() if code != "SOUTHAM")
    available = [region["price"] for region in regions if region["available"]]
    assert available == sorted(available)
    assert all(isinstance(price, int) and price > 0 for price in available)


async def test_country_page_lists_every_type_cheapest_first(seeded_client: TestClient) -> None:
    products = (await _data(seeded_client, "/api/products/country/JP"))["products"]

    prices = [_idr(product["price"]) for product in products]
    assert prices == sorted(prices)
    assert prices[0] == 80_000  # SPEC: Jepang from Rp. 80.000
    assert {product["type"] for product in products} == {t.value for t in ProductType}
    assert all(product["countries"] == ["JP"] for product in products)


async def test_every_spec_country_starts_at_its_spec_price(seeded_client: TestClient) -> None:
    countries = await _data(seeded_client, "/api/countries")

    assert {c["code"]: c["starting_price"] for c in countries} == SPEC_STARTING_PRICES
    assert [c["name_id"] for c in countries][-2:] == ["Jepang", "Indonesia"]
    for code, price in SPEC_STARTING_PRICES.items():
        products = (await _data(seeded_client, f"/api/products/country/{code}"))["products"]
        assert _idr(products[0]["price"]) == price


async def test_a_product_carries_its_items_and_costs_their_sum(seeded_client: TestClient) -> None:
    product = await _data(seeded_client, "/api/products/jp-sim-5gb-7d")

    assert product["name"] == "SIM Jepang 5GB 7 Hari"
    assert product["type"] == "sim_bundle"
    items = product["items"]
    assert len(items) == 2
    for item in items:
        assert set(item) == {"item_id", "item_name", "item_desc", "validity_days", "price"}
        assert isinstance(item["validity_days"], int)
    assert _idr(product["price"]) == sum(_idr(item["price"]) for item in items)


async def test_codes_are_case_insensitive_and_a_region_code_works_on_a_country_page(
    seeded_client: TestClient,
) -> None:
    lower = await _data(seeded_client, "/api/products/country/jp")
    europe = (await _data(seeded_client, "/api/products/country/EU"))["products"]

    assert lower == await _data(seeded_client, "/api/products/country/JP")
    assert europe
    assert all(product["location_code"] == "EU" for product in europe)


async def test_region_page_lists_every_type_cheapest_first(seeded_client: TestClient) -> None:
    products = (await _data(seeded_client, "/api/products/region/ASIA"))["products"]

    prices = [_idr(product["price"]) for product in products]
    assert prices == sorted(prices)
    assert {product["type"] for product in products} == {t.value for t in ProductType}
    assert "JP" in products[0]["countries"]


async def test_a_region_not_yet_available_has_no_products(seeded_client: TestClient) -> None:
    assert (await _data(seeded_client, "/api/products/region/SOUTHAM"))["products"] == []


async def test_special_page_is_the_pilgrimage_package(seeded_client: TestClient) -> None:
    products = await _data(seeded_client, "/api/products/special")

    prices = [_idr(product["price"]) for product in products]
    assert prices == sorted(prices)
    assert all("SA" in product["countries"] for product in products)
    assert any("Umrah" in product["name"] for product in products)
    assert any("Haji" in product["name"] for product in products)


async def test_unknown_codes_and_ids_are_clear_404_envelopes(seeded_client: TestClient) -> None:
    country = await _data(seeded_client, "/api/products/country/XX", status=404)
    region = await _data(seeded_client, "/api/products/region/JP", status=404)
    product = await _data(seeded_client, "/api/products/nope-123", status=404)

    assert country["data"] == {"code": "location_not_found"}
    assert "XX" in country["message"]
    assert region["data"] == {"code": "region_not_found"}
    assert "JP" in region["message"]
    assert product["data"] == {"code": "product_not_found"}
    assert "nope-123" in product["message"]


async def test_a_type_filter_gives_one_tab_of_a_page(seeded_client: TestClient) -> None:
    esims = (await _data(seeded_client, "/api/products/country/JP?type=esim_bundle"))["products"]
    sims = (await _data(seeded_client, "/api/products/region/EU?type=sim_bundle"))["products"]
    wrong = await _data(seeded_client, "/api/products/country/JP?type=pulsa", status=400)

    assert [product["type"] for product in esims] == ["esim_bundle"] * 4
    assert [product["type"] for product in sims] == ["sim_bundle"] * 3
    assert wrong["data"]["field"] == "type"


async def test_a_destination_starts_at_the_price_of_the_first_esim_its_page_shows(
    seeded_client: TestClient,
) -> None:
    countries = await _data(seeded_client, "/api/countries")

    for country in countries:
        path = f"/api/products/country/{country['code']}?type=esim_bundle"
        esims = (await _data(seeded_client, path))["products"]
        assert _idr(esims[0]["price"]) == country["starting_price"], country["code"]


async def test_product_texts_follow_lang_or_accept_language_and_cards_get_their_facts(
    seeded_client: TestClient,
) -> None:
    indonesian = await _data(seeded_client, "/api/products/country/JP?type=sim_bundle")
    english = await _data(seeded_client, "/api/products/country/JP?type=sim_bundle&lang=en")
    response = await seeded_client.get(
        "/api/products/jp-sim-5gb-7d", headers={"Accept-Language": "en-GB,en;q=0.9"}
    )
    header = (await response.json())["data"]

    assert indonesian["products"][0]["name"] == "SIM Jepang 5GB 7 Hari"
    assert english["products"][0]["name"] == "Japan SIM 5GB 7 Days"
    assert header["name"] == "Japan SIM 5GB 7 Days"
    assert "Accept-Language" in response.headers["Vary"]
    assert [item["item_name"] for item in header["items"]] == [
        "5GB data in Japan",
        "Physical SIM card",
    ]
    assert header["note"].startswith("The SIM card is picked up")
    # The same package, the same price, whatever the language.
    assert english["products"][0]["price"] == indonesian["products"][0]["price"]
    assert header["facts"] == {
        "data_gb": 5,
        "unlimited": False,
        "validity_days": 7,
        "network": "4G/5G",
        "hotspot": True,
        "operators": ["NTT Docomo", "SoftBank"],
    }
    unlimited = await _data(seeded_client, "/api/products/jp-esim-unlimited-15d")
    assert unlimited["facts"]["unlimited"] is True
    assert unlimited["facts"]["data_gb"] is None
    wrong = await _data(seeded_client, "/api/products/jp-sim-5gb-7d?lang=fr", status=400)
    assert wrong["data"]["field"] == "lang"


async def test_a_plans_days_start_at_first_connection_or_activation_never_at_purchase(
    seeded_client: TestClient,
) -> None:
    esim = await _data(seeded_client, "/api/products/jp-esim-5gb-5d")
    sim = await _data(seeded_client, "/api/products/jp-sim-15gb-15d")
    listed = (await _data(seeded_client, "/api/products/country/JP?type=esim_bundle"))["products"]

    assert esim["validity"] == {"starts": "first_connection", "install_within_days": 30}
    assert sim["validity"] == {"starts": "installation", "install_within_days": 30}
    assert all(product["validity"]["starts"] == "first_connection" for product in listed)
