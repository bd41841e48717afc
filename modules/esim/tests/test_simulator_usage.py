"""The telco simulator's usage knob: a test or a developer sets a started package's usage
(`POST /v1/sims/{iccid}/usage`), the packages list reports it, DELETE returns it to growing with
time; behind the same key as the rest, and bad input is a 4xx."""

import json
from typing import Any

import aiohttp
import pytest

from core.settings import DEV_TELCO_API_KEY

ICCID = "8962000000000000011"
KEY = {"X-Api-Key": DEV_TELCO_API_KEY}


async def _call(
    telco: Any, method: str, path: str, body: object = None, headers: dict[str, str] = KEY
) -> tuple[int, Any]:
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, telco.url + path, json=body, headers=headers) as answer,
    ):
        text = await answer.text()
        return answer.status, json.loads(text) if text.startswith(("{", "[")) else text


async def _started_sim(telco: Any) -> None:
    body = {"iccid": ICCID, "package": {"name": "eSIM Jepang 5GB 5 Hari"}}
    assert (await _call(telco, "POST", "/v1/profiles", body))[0] == 201
    assert (await _call(telco, "POST", f"/v1/sims/{ICCID}/connection"))[0] == 200


async def _used(telco: Any) -> int:
    _, listed = await _call(telco, "GET", f"/v1/sims/{ICCID}/packages")
    return int(listed["packages"][0]["used_mb"])


async def test_set_usage_is_reported_and_delete_returns_to_time(telco_simulator: Any) -> None:
    await _started_sim(telco_simulator)
    assert await _used(telco_simulator) == 0  # just started: 40 MB an hour

    status, view = await _call(
        telco_simulator, "POST", f"/v1/sims/{ICCID}/usage", {"used_mb": 4000}
    )
    assert (status, view["used_mb"], view["total_mb"]) == (200, 4000, 5120)
    assert await _used(telco_simulator) == 4000

    await _call(telco_simulator, "POST", f"/v1/sims/{ICCID}/usage", {"used_percent": 90})
    assert await _used(telco_simulator) == 4608

    await _call(telco_simulator, "POST", f"/v1/sims/{ICCID}/usage", {"used_percent": 100})
    _, listed = await _call(telco_simulator, "GET", f"/v1/sims/{ICCID}/packages")
    assert listed["packages"][0]["status"] == "INACTIVE"  # used up

    status, _ = await _call(telco_simulator, "DELETE", f"/v1/sims/{ICCID}/usage")
    assert status == 200
    assert await _used(telco_simulator) == 0


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"used_mb": -1},
        {"used_mb": 10**30},
        {"used_mb": "4000"},
        {"used_mb": 1.5},
        {"used_mb": True},
        {"used_percent": 101},
        {"used_percent": "NaN"},
        {"used_mb": 10, "used_percent": 10},
        [],
        "x" * 10_000,
    ],
)
async def test_bad_usage_is_a_400_and_changes_nothing(telco_simulator: Any, body: object) -> None:
    await _started_sim(telco_simulator)
    await _call(telco_simulator, "POST", f"/v1/sims/{ICCID}/usage", {"used_mb": 123})

    status, _ = await _call(telco_simulator, "POST", f"/v1/sims/{ICCID}/usage", body)

    assert status == 400
    assert await _used(telco_simulator) == 123


async def test_usage_needs_the_key_a_known_sim_and_a_started_package(telco_simulator: Any) -> None:
    path = f"/v1/sims/{ICCID}/usage"
    assert (await _call(telco_simulator, "POST", path, {"used_mb": 1}, headers={}))[0] == 401
    assert (await _call(telco_simulator, "POST", path, {"used_mb": 1}))[0] == 404
    body = {"iccid": ICCID, "package": {"name": "eSIM 5GB"}}
    await _call(telco_simulator, "POST", "/v1/profiles", body)
    assert (await _call(telco_simulator, "POST", path, {"used_mb": 1}))[0] == 409  # not started
    assert (await _call(telco_simulator, "PUT", path, {"used_mb": 1}))[0] == 405
