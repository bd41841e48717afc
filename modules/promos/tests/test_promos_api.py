"""The promo endpoints as the home page, the promo landing and checkout read them."""

from datetime import timedelta
from typing import Any

from aiohttp.test_utils import TestClient

from core.testing_clock import FakeClock

SPEC_COUNTRIES = ["HK", "TW", "MY", "KR", "TH", "SG", "JP", "ID"]


async def _get(client: TestClient, path: str, status: int = 200) -> dict[str, Any]:
    response = await client.get(path)
    body = await response.json()
    assert response.status == status, body
    assert body["success"] is (status == 200)
    return body


async def test_listed_promos_carry_banners_and_their_window(seeded_client: TestClient) -> None:
    promos = (await _get(seeded_client, "/api/promos"))["data"]["promos"]

    hutri = next(promo for promo in promos if promo["code"] == "HUTRI80")
    assert hutri["type"] == "percent"
    assert hutri["amount"] == 100
    assert hutri["banner"]["desktop"]["link"] == "/special-promo/HUTRI80"
    assert hutri["banner"]["mobile"]["url"].endswith(".webp")
    assert hutri["start_date"] < "2026-08-10T05:00:00Z" < hutri["expiry_date"]
    assert {promo["type"] for promo in promos} == {"percent", "fixed"}


async def test_promo_page_countries_follow_the_running_promos(
    seeded_client: TestClient, clock: FakeClock
) -> None:
    running = (await _get(seeded_client, "/api/promos/countries"))["data"]["countries"]
    umrah = (await _get(seeded_client, "/api/promos/countries?code=UMRAH15"))["data"]
    clock.now += timedelta(days=365)
    later = (await _get(seeded_client, "/api/promos/countries"))["data"]["countries"]

    assert [country["code"] for country in running] == SPEC_COUNTRIES
    assert running[6] == {"code": "JP", "name_id": "Jepang", "name_en": "Japan"}
    assert umrah == {"countries": []}
    assert later == []


async def test_countries_of_an_unknown_code_are_a_404(seeded_client: TestClient) -> None:
    body = await _get(seeded_client, "/api/promos/countries?code=NOPE", status=404)

    assert body["data"]["code"] == "promo_not_found"


async def test_hutri80_offers_one_eligible_esim_per_country(seeded_client: TestClient) -> None:
    data = (await _get(seeded_client, "/api/promos/HUTRI80/products?country=jp"))["data"]

    assert data["promo_code"] == "HUTRI80"
    assert [product["product_id"] for product in data["products"]] == ["jp-esim-3gb-5d"]
    assert data["products"][0]["type"] == "esim_bundle"


async def test_promo_products_need_a_known_country(seeded_client: TestClient) -> None:
    missing = await _get(seeded_client, "/api/promos/HUTRI80/products", status=400)
    unknown = await _get(seeded_client, "/api/promos/HUTRI80/products?country=XX", status=404)
    not_in_promo = await _get(seeded_client, "/api/promos/UMRAH15/products?country=JP")

    assert missing["data"]["field"] == "country"
    assert unknown["data"]["code"] == "location_not_found"
    assert not_in_promo["data"] == {"promo_code": "UMRAH15", "products": []}


async def test_validate_applies_the_percent_rounded_to_whole_rupiah(
    seeded_client: TestClient,
) -> None:
    body = await _get(seeded_client, "/api/promos/jalan10/validate?total_amount=123455")

    assert body["data"]["promo"]["code"] == "JALAN10"
    assert body["data"]["discount"] == 12_346
    assert body["data"]["final_amount"] == 111_109


async def test_validate_applies_caps_and_fixed_amounts(seeded_client: TestClient) -> None:
    capped = await _get(seeded_client, "/api/promos/JALAN10/validate?total_amount=900000")
    fixed = await _get(seeded_client, "/api/promos/HEMAT25K/validate?total_amount=250000")
    free = await _get(seeded_client, "/api/promos/HUTRI80/validate?total_amount=80000")

    assert capped["data"]["discount"] == 50_000
    assert fixed["data"]["discount"] == 25_000
    assert free["data"] == {**free["data"], "discount": 80_000, "final_amount": 0}


async def test_validate_refuses_a_total_below_the_minimum(seeded_client: TestClient) -> None:
    body = await _get(seeded_client, "/api/promos/HEMAT25K/validate?total_amount=199999", 400)

    assert body["data"]["code"] == "promo_minimum_not_met"
    assert "Rp. 200.000" in body["message"]


async def test_validate_respects_the_date_window(
    seeded_client: TestClient, clock: FakeClock
) -> None:
    path = "/api/promos/HUTRI80/validate?total_amount=80000"
    clock.now -= timedelta(days=30)
    early = await _get(seeded_client, path, status=400)
    clock.now += timedelta(days=400)
    late = await _get(seeded_client, path, status=400)

    assert early["data"]["code"] == "promo_not_started"
    assert late["data"]["code"] == "promo_expired"
    assert "HUTRI80" in late["message"]


async def test_unknown_code_is_a_404_the_client_recognises(seeded_client: TestClient) -> None:
    body = await _get(seeded_client, "/api/promos/NOPE/validate?total_amount=1000", status=404)

    # SPEC §8: the client swaps a message containing this phrase for its own text.
    assert "kode promo tidak valid" in body["message"].lower()
    assert body["data"]["code"] == "promo_not_found"


async def test_total_amount_must_be_whole_non_negative_rupiah(seeded_client: TestClient) -> None:
    for query in ("", "?total_amount=-1", "?total_amount=100.5", "?total_amount=abc"):
        body = await _get(seeded_client, f"/api/promos/JALAN10/validate{query}", status=400)
        assert body["data"]["field"] == "total_amount", query


async def test_a_product_outside_the_promo_is_refused(seeded_client: TestClient) -> None:
    path = "/api/promos/HUTRI80/validate?total_amount=375000&product_id=jp-sim-unlimited-30d"

    body = await _get(seeded_client, path, status=400)

    assert body["data"]["code"] == "promo_not_applicable"


# PostgreSQL refuses a NUL character in text: before these checks, each was a 500 there.
async def test_a_nul_character_in_a_promo_code_is_answered_not_looked_up(
    seeded_client: TestClient,
) -> None:
    in_path = await seeded_client.get("/api/promos/A%00B/validate", params={"total_amount": "5"})
    in_query = await seeded_client.get("/api/promos/countries", params={"code": "A\x00B"})

    assert in_path.status == 404
    assert in_query.status == 400
    assert (await in_query.json())["data"]["code"] == "invalid_character"
