"""What sending a SIM card to a province costs and how long it takes: the table's zones, the
settings that override it, and hostile province ids refused with a 4xx."""

from collections.abc import Callable

import pytest
from aiohttp.test_utils import TestClient

from core.settings import Settings
from modules.locations.delivery_rates import DeliveryRates, Rate, parse_overrides


async def quote(client: TestClient, province: str) -> tuple[int, dict[str, object]]:
    response = await client.get(f"/api/delivery-quote/province/{province}")
    return response.status, (await response.json())["data"]


@pytest.mark.parametrize(
    ("province", "fee", "days"),
    [("31", 15_000, 2), ("51", 25_000, 3), ("73", 35_000, 4), ("94", 55_000, 7)],
)
async def test_each_zone_has_its_fee_and_days(
    client: TestClient, province: str, fee: int, days: int
) -> None:
    status, body = await quote(client, province)

    assert status == 200
    assert body == {"province_id": province, "fee": fee, "days": days}


async def test_a_province_the_table_does_not_know_gets_the_default(client: TestClient) -> None:
    status, body = await quote(client, "99")

    assert status == 200
    assert body == {"province_id": None, "fee": 55_000, "days": 7}


@pytest.mark.parametrize("province", ["5", "511", "ab", "5%0A", "%3Cb%3E"])
async def test_a_hostile_province_id_is_refused(client: TestClient, province: str) -> None:
    response = await client.get(f"/api/delivery-quote/province/{province}")

    assert 400 <= response.status < 500


class TestSettingsOverride:
    @pytest.fixture
    def settings(
        self, make_settings: Callable[..., Settings], migrated_database_url: str
    ) -> Settings:
        return make_settings(
            database_url=migrated_database_url,
            delivery_rates="51=30000:2, 91=60000:9",
            delivery_default_fee_idr=70_000,
            delivery_default_days=10,
        )

    async def test_settings_override_provinces_and_the_default(self, client: TestClient) -> None:
        assert (await quote(client, "51"))[1] == {"province_id": "51", "fee": 30_000, "days": 2}
        assert (await quote(client, "91"))[1] == {"province_id": "91", "fee": 60_000, "days": 9}
        assert (await quote(client, "31"))[1] == {"province_id": "31", "fee": 15_000, "days": 2}
        assert (await quote(client, "99"))[1] == {"province_id": None, "fee": 70_000, "days": 10}


def test_names_in_any_case_and_common_short_names_are_understood() -> None:
    rates = DeliveryRates(overrides={}, default=Rate(1, 1))

    assert rates.rate("  bali ")[0] == "51"
    assert rates.rate("DKI Jakarta")[0] == "31"
    assert rates.rate("DAERAH ISTIMEWA YOGYAKARTA")[0] == "34"
    assert rates.rate("Narnia") == (None, Rate(1, 1))


@pytest.mark.parametrize("text", ["51=abc:2", "99=1000:2", "51=1000", "51=1000:0", "51"])
def test_a_malformed_override_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="DELIVERY_RATES"):
        parse_overrides(text)
