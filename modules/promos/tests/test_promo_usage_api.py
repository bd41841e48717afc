"""GET /api/promos/{code}/check-usage/{uid} (the caller's own uid only) and the once-per-user
rule of GET /api/promos/{code}/validate for a signed-in caller, with real ID tokens."""

from collections.abc import Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

IdToken = Callable[..., str]
HUTRI80_ESIM = {"total_amount": "80000", "product_id": "jp-esim-3gb-5d"}


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def _redeem(container: Container, uid: str) -> None:
    await container.promos.service().redeem(
        code="HUTRI80",
        user_id=uid,
        order_id="A1B2C3D4E5",
        total_amount=80_000,
        product_id="jp-esim-3gb-5d",
    )


async def _json(response: Any, status: int) -> dict[str, Any]:
    body = await response.json()
    assert response.status == status, body
    return body


async def test_check_usage_answers_for_the_callers_own_uid(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    path = "/api/promos/hutri80/check-usage/uid-ani"
    before = await _json(
        await seeded_client.get(path, headers=_auth(await id_token("uid-ani"))), 200
    )
    await _redeem(seeded_container, "uid-ani")
    after = await _json(
        await seeded_client.get(path, headers=_auth(await id_token("uid-ani"))), 200
    )

    assert before == {"success": True, "message": "ok", "data": {"has_used": False}}
    assert after["data"] == {"has_used": True}


async def test_another_users_uid_is_a_403_that_tells_nothing(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    await _redeem(seeded_container, "uid-budi")
    headers = _auth(await id_token("uid-ani"))

    used = await seeded_client.get("/api/promos/HUTRI80/check-usage/uid-budi", headers=headers)
    unknown = await seeded_client.get("/api/promos/NOPE/check-usage/uid-budi", headers=headers)

    assert await _json(used, 403) == await _json(unknown, 403)
    assert (await _json(used, 403))["data"] == {"code": "promo_usage_not_yours"}


async def test_check_usage_needs_a_signed_in_verified_user(
    seeded_client: TestClient, id_token: IdToken
) -> None:
    path = "/api/promos/HUTRI80/check-usage/uid-ani"
    anonymous = await seeded_client.get(path)
    forged = await seeded_client.get(path, headers=_auth("not-a-token"))
    unverified = await seeded_client.get(
        path, headers=_auth(await id_token("uid-ani", verified=False))
    )

    assert (await _json(anonymous, 401))["message"] == "Missing token"
    assert (await _json(forged, 401))["success"] is False
    assert (await _json(unverified, 403))["data"]["code"] == "email_not_verified"


async def test_check_usage_of_an_unknown_promo_is_a_404(
    seeded_client: TestClient, id_token: IdToken
) -> None:
    response = await seeded_client.get(
        "/api/promos/NOPE/check-usage/uid-ani", headers=_auth(await id_token("uid-ani"))
    )

    body = await _json(response, 404)
    assert body["data"]["code"] == "promo_not_found"
    assert body["message"] == "Kode promo tidak valid"


@pytest.mark.parametrize("verified", [True, False])
async def test_validate_refuses_a_signed_in_user_who_used_the_promo(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken, verified: bool
) -> None:
    await _redeem(seeded_container, "uid-ani")
    path = "/api/promos/HUTRI80/validate"

    used = await seeded_client.get(
        path, params=HUTRI80_ESIM, headers=_auth(await id_token("uid-ani", verified=verified))
    )
    other = await seeded_client.get(
        path, params=HUTRI80_ESIM, headers=_auth(await id_token("uid-eko"))
    )

    assert (await _json(used, 409))["data"]["code"] == "promo_already_used"
    assert (await _json(other, 200))["data"]["discount"] == 80_000


async def test_validate_stays_open_to_anonymous_callers(
    seeded_client: TestClient, seeded_container: Container
) -> None:
    await _redeem(seeded_container, "uid-ani")
    path = "/api/promos/HUTRI80/validate"

    anonymous = await seeded_client.get(path, params=HUTRI80_ESIM)
    bad_token = await seeded_client.get(path, params=HUTRI80_ESIM, headers=_auth("expired"))

    assert (await _json(anonymous, 200))["data"]["discount"] == 80_000
    assert (await _json(bad_token, 200))["data"]["final_amount"] == 0
