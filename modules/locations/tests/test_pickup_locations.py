"""Pickup points by product type and nearby, and the check orders makes."""

import pytest
from aiohttp.test_utils import TestClient

NGURAH_RAI = {"latitude": "-8.7482", "longitude": "115.1672"}


async def points(client: TestClient, path: str, **query: str) -> list[dict[str, object]]:
    response = await client.get(path, params=query)
    body = await response.json()
    assert response.status == 200, body
    return body["data"]["pickup_locations"]


async def test_points_handing_out_sim_cards_by_name(seeded_client: TestClient) -> None:
    found = await points(seeded_client, "/api/pickup-locations/product", product_type="sim_bundle")

    names = [point["name"] for point in found]
    assert names == sorted(names)
    assert len(found) == 17
    first = found[0]
    assert set(first) >= {"id", "name", "address", "city", "latitude", "longitude"}
    assert "sim_bundle" in first["product_types"]  # type: ignore[operator]


async def test_esim_help_desks_are_the_airports_that_offer_them(seeded_client: TestClient) -> None:
    found = await points(seeded_client, "/api/pickup-locations/product", product_type="esim_bundle")

    assert 0 < len(found) < 17
    assert all("esim_bundle" in point["product_types"] for point in found)  # type: ignore[operator]


@pytest.mark.parametrize("product_type", ["", "sim", "SIM_BUNDLE", "x" * 5000])
async def test_an_unknown_product_type_is_a_400_naming_the_allowed_ones(
    seeded_client: TestClient, product_type: str
) -> None:
    response = await seeded_client.get(
        "/api/pickup-locations/product", params={"product_type": product_type}
    )
    body = await response.json()

    assert response.status == 400
    assert "sim_bundle" in body["message"]


async def test_nearby_lists_the_nearest_first_within_the_radius(seeded_client: TestClient) -> None:
    found = await points(
        seeded_client, "/api/pickup-locations/nearby", **NGURAH_RAI, radius="20", limit="5"
    )

    assert [point["id"] for point in found] == ["DPS-NGURAH-RAI", "DPS-KUTA"]
    assert found[0]["distance_km"] == 0.0
    assert 4.0 < found[1]["distance_km"] < 5.0  # type: ignore[operator]


async def test_a_wider_radius_and_the_limit(seeded_client: TestClient) -> None:
    wide = await points(
        seeded_client, "/api/pickup-locations/nearby", **NGURAH_RAI, radius="100", limit="50"
    )
    limited = await points(
        seeded_client, "/api/pickup-locations/nearby", **NGURAH_RAI, radius="100", limit="1"
    )
    default = await points(seeded_client, "/api/pickup-locations/nearby", **NGURAH_RAI)

    assert [point["id"] for point in wide] == ["DPS-NGURAH-RAI", "DPS-KUTA", "DPS-UBUD"]
    assert [point["id"] for point in limited] == ["DPS-NGURAH-RAI"]
    assert [point["id"] for point in default] == ["DPS-NGURAH-RAI", "DPS-KUTA"]  # 5 km


async def test_nowhere_near_a_point_is_an_empty_list(seeded_client: TestClient) -> None:
    found = await points(
        seeded_client, "/api/pickup-locations/nearby", latitude="89.99", longitude="-179.99"
    )

    assert found == []


@pytest.mark.parametrize(
    "query",
    [
        {"latitude": "abc", "longitude": "115"},
        {"latitude": "91", "longitude": "115"},
        {"latitude": "-8", "longitude": "181"},
        {"latitude": "nan", "longitude": "115"},
        {"latitude": "-8", "longitude": "inf"},
        {"latitude": "-8"},
        {"latitude": "-8", "longitude": "115", "radius": "0"},
        {"latitude": "-8", "longitude": "115", "radius": "1e309"},
        {"latitude": "-8", "longitude": "115", "limit": "0"},
        {"latitude": "-8", "longitude": "115", "limit": "99999999999999999999"},
    ],
)
async def test_bad_coordinates_or_bounds_are_a_400(
    seeded_client: TestClient, query: dict[str, str]
) -> None:
    response = await seeded_client.get("/api/pickup-locations/nearby", params=query)

    assert response.status == 400
    assert (await response.json())["success"] is False


async def test_orders_can_ask_whether_a_point_exists(
    seeded_client: TestClient, seeded_container: object
) -> None:
    service = seeded_container.locations.service()  # type: ignore[attr-defined]

    assert await service.pickup_location_exists(location_id="DPS-KUTA") is True
    assert await service.pickup_location_exists(location_id="DPS-NOWHERE") is False
    assert await service.pickup_location_exists(location_id="X" * 500) is False
