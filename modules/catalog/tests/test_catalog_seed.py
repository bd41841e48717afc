"""`kelana seed` makes a believable catalog and can run again without changing anything."""

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.catalog.seed_data import SEED_COUNTRIES, SEED_PRODUCTS, SEED_REGIONS


async def test_seeding_again_adds_nothing_and_changes_no_answer(
    seeded_client: TestClient, seeded_container: Container
) -> None:
    before = await seeded_client.get("/api/regions")

    added = {name: await seed() for name, seed in seeded_container.seeders().items()}
    after = await seeded_client.get("/api/regions")

    assert {"catalog", "promos"} <= set(added)
    assert set(added.values()) == {0}
    assert after.headers["ETag"] == before.headers["ETag"]


def test_seed_data_is_whole_rupiah_with_unique_ids() -> None:
    ids = [product.product_id for product in SEED_PRODUCTS]
    assert len(ids) == len(set(ids))
    assert [country.code for country in SEED_COUNTRIES] == [
        "HK", "TW", "MY", "KR", "TH", "SG", "JP", "ID"
    ]  # fmt: skip
    assert all(region.name_id and region.name_en for region in SEED_REGIONS)
    for product in SEED_PRODUCTS:
        assert product.items, product.product_id
        for item in product.items:
            assert isinstance(item.price_idr, int)
            assert item.price_idr >= 0
            assert item.validity_days > 0
