"""The whole of idn-area-data 4.0.1, as `kelana seed` loads it."""

from collections.abc import Callable

import pytest
from aiohttp.test_utils import TestClient

from core.settings import PROJECT_ROOT, Settings
from modules.locations.models import District, Province, Regency, Village

PACKAGE_DATA = PROJECT_ROOT / "node_modules/idn-area-data/data"


@pytest.fixture
def settings(make_settings: Callable[..., Settings], migrated_database_url: str) -> Settings:
    return make_settings(
        database_url=migrated_database_url, seed_areas=True, areas_data_dir=PACKAGE_DATA
    )


@pytest.mark.skipif(not PACKAGE_DATA.is_dir(), reason="`make install` brings idn-area-data")
async def test_every_area_of_indonesia_is_loaded(seeded_client: TestClient) -> None:
    provinces = (await (await seeded_client.get("/api/provinces/country/ID")).json())["data"]
    jakarta = (await (await seeded_client.get("/api/regencies/province/31")).json())["data"]

    assert len(provinces["provinces"]) == 38
    assert {"id": "31.71", "name": "Kota Administrasi Jakarta Pusat"} in jakarta["regencies"]
    assert await Province.all().count() == 38
    assert await Regency.all().count() == 514
    assert await District.all().count() == 7285
    assert await Village.all().count() == 83762
