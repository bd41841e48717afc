"""The address cascade's lists: provinces, regencies, districts, villages."""

import pytest
from aiohttp.test_utils import TestClient


async def data(client: TestClient, path: str) -> dict[str, list[dict[str, str]]]:
    response = await client.get(path)
    body = await response.json()
    assert response.status == 200, body
    assert body["success"] is True
    return body["data"]


async def test_provinces_of_indonesia_by_name(seeded_client: TestClient) -> None:
    provinces = (await data(seeded_client, "/api/provinces/country/ID"))["provinces"]

    assert provinces == [{"id": "11", "name": "Aceh"}, {"id": "51", "name": "Bali"}]


async def test_each_level_lists_its_children_by_name(seeded_client: TestClient) -> None:
    regencies = (await data(seeded_client, "/api/regencies/province/51"))["regencies"]
    districts = (await data(seeded_client, "/api/districts/regency/51.71"))["districts"]
    villages = (await data(seeded_client, "/api/villages/district/51.71.01"))["villages"]

    assert len(regencies) == 9
    assert [regency["name"] for regency in regencies] == sorted(r["name"] for r in regencies)
    assert {"id": "51.71", "name": "Kota Denpasar"} in regencies
    assert [district["name"] for district in districts] == [
        "Denpasar Barat",
        "Denpasar Selatan",
        "Denpasar Timur",
        "Denpasar Utara",
    ]
    assert all(village["id"].startswith("51.71.01.") for village in villages)
    assert villages[0]["name"] <= villages[-1]["name"]


async def test_the_lists_may_be_cached_by_the_browser(seeded_client: TestClient) -> None:
    response = await seeded_client.get("/api/regencies/province/51")

    assert response.headers["Cache-Control"] == "public, max-age=86400"


@pytest.mark.parametrize(
    "path",
    [
        "/api/provinces/country/SG",
        "/api/regencies/province/99",
        "/api/districts/regency/51.99",
        "/api/villages/district/51.71.99",
        "/api/regencies/province/5",  # malformed codes name nothing
        "/api/regencies/province/51.71",
        "/api/districts/regency/51",
        "/api/villages/district/%00",
        "/api/villages/district/" + "9" * 5000,
    ],
)
async def test_an_unknown_or_malformed_code_is_a_404(seeded_client: TestClient, path: str) -> None:
    response = await seeded_client.get(path)

    assert response.status == 404
    assert (await response.json())["success"] is False


async def test_seeding_again_adds_nothing(
    seeded_client: TestClient, seeded_container: object
) -> None:
    seeders = seeded_container.seeders()  # type: ignore[attr-defined]

    assert await seeders["locations"]() == 0
