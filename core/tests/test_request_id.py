"""X-Request-ID on every response, and the same id on every log line of that request."""

import re
from collections.abc import Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from core.logging import configure_logging
from core.request_context import REQUEST_ID_HEADER
from core.settings import LogFormat


async def test_each_response_gets_a_fresh_request_id(client: TestClient) -> None:
    first = await client.get("/api/health")
    second = await client.get("/api/nope")

    assert re.fullmatch(r"[0-9a-f]{32}", first.headers[REQUEST_ID_HEADER])
    assert re.fullmatch(r"[0-9a-f]{32}", second.headers[REQUEST_ID_HEADER])
    assert first.headers[REQUEST_ID_HEADER] != second.headers[REQUEST_ID_HEADER]


async def test_a_well_formed_incoming_id_is_kept(client: TestClient) -> None:
    response = await client.get("/api/health", headers={REQUEST_ID_HEADER: "edge-7f3a9c21.42"})

    assert response.headers[REQUEST_ID_HEADER] == "edge-7f3a9c21.42"


@pytest.mark.parametrize(
    "incoming", ["short", "has space inside it", "<script>alert(1)</script>", "x" * 200]
)
async def test_a_malformed_incoming_id_is_replaced(client: TestClient, incoming: str) -> None:
    response = await client.get("/api/health", headers={REQUEST_ID_HEADER: incoming})

    assert re.fullmatch(r"[0-9a-f]{32}", response.headers[REQUEST_ID_HEADER])


async def test_pages_and_errors_carry_the_id_too(client: TestClient) -> None:
    page = await client.get("/orders/JP")  # the shell is not built here: a 503 page
    failure = await client.get("/api/test/broken")

    assert REQUEST_ID_HEADER in page.headers
    assert REQUEST_ID_HEADER in failure.headers


LogEvents = Callable[[], list[dict[str, Any]]]


async def test_every_log_line_of_a_request_carries_its_id(
    client: TestClient, log_events: LogEvents
) -> None:
    log_events()  # only this request's lines

    response = await client.get("/api/test/broken", headers={REQUEST_ID_HEADER: "trace-0001-abcd"})

    events = {event["event"]: event for event in log_events() if event.get("request_id")}
    # A line from the handler, the error middleware's line and the closing request line.
    assert {"about_to_fail", "unhandled_error", "request_finished"} <= events.keys()
    assert {event["request_id"] for event in events.values()} == {"trace-0001-abcd"}
    assert events["request_finished"]["status"] == 500
    assert response.headers[REQUEST_ID_HEADER] == "trace-0001-abcd"


async def test_ids_do_not_leak_between_requests(client: TestClient, log_events: LogEvents) -> None:
    log_events()

    await client.get("/api/health", headers={REQUEST_ID_HEADER: "first-request-0001"})
    await client.get("/api/nope", headers={REQUEST_ID_HEADER: "second-request-0002"})

    finished = [
        (event["path"], event["request_id"])
        for event in log_events()
        if event["event"] == "request_finished"
    ]
    assert finished == [
        ("/api/health", "first-request-0001"),
        ("/api/nope", "second-request-0002"),
    ]


async def test_the_closing_line_reads_like_every_other_line(
    client: TestClient, log_events: LogEvents
) -> None:
    log_events()

    await client.get("/api/health", headers={REQUEST_ID_HEADER: "shape-check-0001"})

    [line] = [event for event in log_events() if event["event"] == "request_finished"]
    assert line["request_id"] == "shape-check-0001"
    assert (line["method"], line["path"], line["status"]) == ("GET", "/api/health", 200)
    assert line["level"] == "info"
    assert line["logger"] == "core.request_context"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", line["timestamp"])
    assert isinstance(line["duration_ms"], float)


async def test_above_info_requests_write_no_closing_line(
    client: TestClient, log_events: LogEvents
) -> None:
    configure_logging(log_format=LogFormat.JSON, level="WARNING")
    log_events()

    await client.get("/api/health")
    await client.get("/api/test/broken")

    events = log_events()
    assert not [event for event in events if event["event"] == "request_finished"]
    assert [event["event"] for event in events if event["level"] == "error"] == ["unhandled_error"]
