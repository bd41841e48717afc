"""The SPEC envelope on every /api answer, errors included, as a client sees it."""

from collections.abc import Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from core.request_context import REQUEST_ID_HEADER


async def test_unknown_api_path_is_a_404_envelope(client: TestClient) -> None:
    response = await client.get("/api/nope")

    assert response.status == 404
    assert response.content_type == "application/json"
    assert await response.json() == {
        "success": False,
        "message": "Not found",
        "data": {"code": "not_found"},
    }


async def test_api_root_never_falls_back_to_the_page(client: TestClient) -> None:
    response = await client.get("/api")

    assert response.status == 404
    assert (await response.json())["success"] is False


async def test_wrong_method_is_a_405_envelope_naming_the_allowed_ones(client: TestClient) -> None:
    response = await client.delete("/api/health")

    assert response.status == 405
    assert "GET" in response.headers["Allow"]
    body = await response.json()
    assert body["success"] is False
    assert body["data"] == {"code": "method_not_allowed"}


async def test_domain_errors_map_to_their_status_and_stable_code(client: TestClient) -> None:
    missing = await client.get("/api/test/missing")
    taken = await client.get("/api/test/taken")

    assert missing.status == 404
    assert await missing.json() == {
        "success": False,
        "message": "No such order",
        "data": {"code": "order_not_found"},
    }
    assert taken.status == 409
    assert (await taken.json())["data"] == {"code": "conflict", "field": "email"}


async def test_too_many_requests_is_a_429_envelope(client: TestClient) -> None:
    response = await client.get("/api/test/busy")

    assert response.status == 429
    assert await response.json() == {
        "success": False,
        "message": "Too many requests, try again later",
        "data": {"code": "too_many_requests"},
    }


async def test_api_answers_are_never_cached(client: TestClient) -> None:
    for path in ("/api/health", "/api/nope", "/api/test/missing"):
        response = await client.get(path)
        assert response.headers["Cache-Control"] == "no-store", path


async def test_unexpected_error_is_a_500_envelope_without_internals(
    client: TestClient, log_events: Callable[[], list[dict[str, Any]]]
) -> None:
    log_events()

    response = await client.get("/api/test/broken")

    assert response.status == 500
    text = await response.text()
    assert "hunter2" not in text
    assert "Traceback" not in text
    assert await response.json() == {
        "success": False,
        "message": "Internal server error",
        "data": {"code": "internal_error"},
    }
    failures = [event for event in log_events() if event["event"] == "unhandled_error"]
    assert len(failures) == 1
    failure = failures[0]
    assert failure["request_id"] == response.headers[REQUEST_ID_HEADER]
    assert failure["path"] == "/api/test/broken"
    # The trace goes to the log, not to the client, and without the frames' local variables
    # (a password or a token in a local must not reach the log either).
    [trace] = failure["exception"]
    assert trace["exc_type"] == "RuntimeError"
    assert trace["frames"]
    assert all("locals" not in frame for frame in trace["frames"])


async def test_a_good_body_passes_validation(client: TestClient) -> None:
    response = await client.post("/api/test/echo", json={"name": "Sari", "age": 31})

    assert response.status == 200
    assert await response.json() == {
        "success": True,
        "message": "ok",
        "data": {"name": "Sari", "age": 31},
    }


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"age": 31}, "name"),
        ({"name": "", "age": 31}, "name"),
        ({"name": "Sari", "age": "old"}, "age"),
        ({"name": "Sari", "age": -1}, "age"),
    ],
)
async def test_invalid_body_is_a_400_naming_the_field(
    client: TestClient, body: dict[str, object], field: str
) -> None:
    response = await client.post("/api/test/echo", json=body)

    assert response.status == 400
    envelope = await response.json()
    assert envelope["success"] is False
    assert envelope["message"].startswith(f"{field}: ")
    assert envelope["data"]["code"] == "invalid_input"
    assert envelope["data"]["field"] == field


async def test_body_that_is_not_json_is_a_400(client: TestClient) -> None:
    response = await client.post(
        "/api/test/echo", data=b"{name: Sari", headers={"Content-Type": "application/json"}
    )

    assert response.status == 400
    assert (await response.json())["message"] == "Request body must be valid JSON"


async def test_invalid_query_is_a_400_naming_the_parameter(client: TestClient) -> None:
    good = await client.get("/api/test/listing", params={"page": "2"})
    bad = await client.get("/api/test/listing", params={"page": "zero"})

    assert (await good.json())["data"] == {"page": 2}
    assert bad.status == 400
    assert (await bad.json())["data"]["field"] == "page"
