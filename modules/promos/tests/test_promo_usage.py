"""Once-per-user and usage limits, at service level (the orders module will call redeem; the
endpoints are in test_promo_usage_api.py)."""

import asyncio
from datetime import timedelta

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.errors import Conflict
from modules.promos.enums import PromoType
from modules.promos.repository import PromoRow
from modules.promos.service import PromoService
from modules.promos.tests.conftest import SEED_DAY


@pytest.fixture
def promos(seeded_client: TestClient, seeded_container: Container) -> PromoService:
    return seeded_container.promos.service()


async def test_a_once_per_user_promo_is_used_once(promos: PromoService) -> None:
    assert await promos.has_used(code="HUTRI80", user_id="uid-ani") is False

    result = await promos.redeem(
        code="hutri80",
        user_id="uid-ani",
        order_id="A1B2C3D4E5",
        total_amount=80_000,
        product_id="jp-esim-3gb-5d",
    )

    assert result.discount == 80_000
    assert await promos.has_used(code="HUTRI80", user_id="uid-ani") is True
    assert await promos.has_used(code="HUTRI80", user_id="uid-budi") is False
    with pytest.raises(Conflict) as again:
        await promos.validate(code="HUTRI80", total_amount=80_000, user_id="uid-ani")
    assert again.value.code == "promo_already_used"
    with pytest.raises(Conflict):
        await promos.redeem(
            code="HUTRI80",
            user_id="uid-ani",
            order_id="Z9Y8X7W6V5",
            total_amount=80_000,
            product_id="jp-esim-3gb-5d",
        )


async def test_two_racing_orders_of_one_user_redeem_once(promos: PromoService) -> None:
    attempts = [
        promos.redeem(
            code="HUTRI80",
            user_id="uid-citra",
            order_id=f"ORDER0000{n}",
            total_amount=50_000,
            product_id="hk-esim-3gb-5d",
        )
        for n in range(2)
    ]

    results = await asyncio.gather(*attempts, return_exceptions=True)

    assert sum(not isinstance(result, Exception) for result in results) == 1
    assert any(isinstance(result, Conflict) for result in results)


async def test_a_usage_limit_is_shared_by_all_users(
    promos: PromoService, seeded_container: Container, seeded_client: TestClient
) -> None:
    await seeded_container.promos.repository().add_missing(
        [
            PromoRow(
                code="SATU",
                name="Hanya satu",
                type=PromoType.FIXED,
                amount=10_000,
                start_date=SEED_DAY - timedelta(days=1),
                expiry_date=None,
                usage_limit=1,
            )
        ]
    )

    await promos.redeem(
        code="SATU",
        user_id="uid-dewi",
        order_id="ORDERSATU1",
        total_amount=60_000,
        product_id="sg-data-3gb-5d",
    )
    with pytest.raises(Conflict) as exhausted:
        await promos.redeem(
            code="SATU",
            user_id="uid-eko",
            order_id="ORDERSATU2",
            total_amount=60_000,
            product_id="sg-data-3gb-5d",
        )
    response = await seeded_client.get("/api/promos/SATU/validate?total_amount=60000")

    assert exhausted.value.code == "promo_exhausted"
    assert response.status == 409
    assert (await response.json())["data"]["code"] == "promo_exhausted"
    # A promo that is not once-per-user may be used again by the same user while it lasts.
    assert await promos.has_used(code="SATU", user_id="uid-dewi") is True
