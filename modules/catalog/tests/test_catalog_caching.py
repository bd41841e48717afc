"""Catalog reads are cheap to repeat: ETags, 304s, compressed bodies, and a fresh answer as soon
as the catalog changes (in this process at once, from another process within the interval)."""

import asyncio
import gzip
import json

import brotli
import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise.transactions import in_transaction

from modules.catalog.models import CountryRecord
from modules.catalog.repository import ItemRow, ProductRow
from modules.catalog.schemas import ProductScope, ProductType

NEW_JAPAN_PLAN = ProductRow(
    product_id="jp-data-1gb-1d",
    name="Data Jepang 1GB 1 Hari",
    type=ProductType.DATA_PACKAGE,
    scope=ProductScope.COUNTRY,
    location_code="JP",
    note="",
    countries=("JP",),
    items=(ItemRow("Kuota data 1GB Jepang", "Transit singkat.", 1, 25_000),),
)


async def _add_plan_as_another_process(container: Container) -> None:
    # Straight to the database, as a second server process or an operator's tool would.
    await container.catalog.repository().add_missing(
        countries=(), regions=(), products=(NEW_JAPAN_PLAN,)
    )


async def test_answers_carry_an_etag_and_may_be_reused_for_a_minute(
    seeded_client: TestClient,
) -> None:
    response = await seeded_client.get("/api/products/country/JP")

    assert response.status == 200
    assert response.headers["Cache-Control"] == "public, max-age=60"
    assert response.headers["ETag"].startswith('"')


async def test_a_client_holding_the_current_version_gets_304_without_a_body(
    seeded_client: TestClient,
) -> None:
    first = await seeded_client.get("/api/regions")
    etag = first.headers["ETag"]

    again = await seeded_client.get("/api/regions", headers={"If-None-Match": etag})

    assert again.status == 304
    assert again.headers["ETag"] == etag
    assert await again.read() == b""


@pytest.mark.parametrize(
    ("accept", "decode"), [("br", brotli.decompress), ("gzip", gzip.decompress)]
)
async def test_compressed_answers_hold_the_same_json(
    seeded_client: TestClient, accept: str, decode: object
) -> None:
    plain = await (await seeded_client.get("/api/products/country/JP")).json()

    response = await seeded_client.get(
        "/api/products/country/JP", headers={"Accept-Encoding": accept}, auto_decompress=False
    )

    assert response.headers["Content-Encoding"] == accept
    assert "Accept-Encoding" in response.headers["Vary"]
    assert json.loads(decode(await response.read())) == plain  # type: ignore[operator]


async def test_errors_are_not_cached(seeded_client: TestClient) -> None:
    response = await seeded_client.get("/api/products/country/XX")

    assert response.status == 404
    assert response.headers["Cache-Control"] == "no-store"
    assert "ETag" not in response.headers


class TestAChangeFromAnotherProcess:
    @pytest.fixture
    def seeded_container(self, seeded_container: Container) -> Container:
        seeded_container.catalog.refresh_seconds.override(providers.Object(0.0))
        return seeded_container

    async def test_is_served_once_the_refresh_interval_has_passed(
        self, seeded_client: TestClient, seeded_container: Container
    ) -> None:
        before = await seeded_client.get("/api/products/country/JP")

        await _add_plan_as_another_process(seeded_container)
        after = await seeded_client.get("/api/products/country/JP")

        assert after.headers["ETag"] != before.headers["ETag"]
        products = (await after.json())["data"]["products"]
        assert products[0]["product_id"] == "jp-data-1gb-1d"  # the new cheapest comes first
        stale = await seeded_client.get(
            "/api/products/country/JP", headers={"If-None-Match": before.headers["ETag"]}
        )
        assert stale.status == 200


class TestWithinTheRefreshInterval:
    @pytest.fixture
    def seeded_container(self, seeded_container: Container) -> Container:
        seeded_container.catalog.refresh_seconds.override(providers.Object(3600.0))
        return seeded_container

    async def test_the_memory_copy_serves_until_invalidated(
        self, seeded_client: TestClient, seeded_container: Container
    ) -> None:
        before = await seeded_client.get("/api/products/country/JP")
        await _add_plan_as_another_process(seeded_container)

        cached = await seeded_client.get("/api/products/country/JP")
        seeded_container.catalog.service().invalidate()
        fresh = await seeded_client.get("/api/products/country/JP")

        assert cached.headers["ETag"] == before.headers["ETag"]
        assert fresh.headers["ETag"] != before.headers["ETag"]
        assert (await fresh.json())["data"]["products"][0]["product_id"] == "jp-data-1gb-1d"


class TestAReadInsideATransaction:
    @pytest.fixture
    def seeded_container(self, seeded_container: Container) -> Container:
        seeded_container.catalog.refresh_seconds.override(providers.Object(0.0))
        return seeded_container

    async def test_never_waits_for_a_check_that_waits_for_the_transaction(
        self, seeded_client: TestClient, seeded_container: Container
    ) -> None:
        # An order being paid reads its product inside its transaction while a page's request
        # checks the catalog's revision. On SQLite the check needs the one connection the
        # transaction holds; the transaction's read must not wait for the check.
        service = seeded_container.catalog.service()
        await service.product(product_id="jp-esim-5gb-5d")  # a snapshot exists
        in_transaction_now = asyncio.Event()

        async def paying() -> str:
            async with in_transaction():
                await CountryRecord.filter(code="JP").count()  # the transaction is open
                in_transaction_now.set()
                await asyncio.sleep(0)  # the page's check starts and waits for the connection
                product = await service.product(product_id="jp-esim-5gb-5d")
                return product.product_id

        async def page_check() -> int:
            await in_transaction_now.wait()
            return await service.revision()

        bought, revision = await asyncio.wait_for(
            asyncio.gather(paying(), page_check()), timeout=30
        )

        assert bought == "jp-esim-5gb-5d"
        assert revision >= 1


async def test_repeated_reads_in_turn_by_language_never_mix_them(seeded_client: TestClient) -> None:
    # The second round is answered before routing (core.front_cache), by language.
    names: list[tuple[str, str]] = []
    for _ in range(2):
        for language in ("id", "en-GB,en;q=0.9"):
            response = await seeded_client.get(
                "/api/products/country/JP", headers={"Accept-Language": language}
            )
            first = (await response.json())["data"]["products"][0]
            names.append((language[:2], first["name"]))

    assert names[:2] == names[2:]
    assert names[0][1].startswith("Data Jepang")
    assert names[1][1].startswith("Japan Data")
