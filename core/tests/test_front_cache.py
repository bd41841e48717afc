"""The front door: a shared answer is given again before routing while its data is current,
with everything every answer carries (request id, security headers, request line, metrics)."""

import asyncio
import itertools
from collections.abc import Callable
from typing import Any

import pytest
from aiohttp import ClientSession, web
from aiohttp.test_utils import TestClient
from prometheus_client.parser import text_string_to_metric_families
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.container import Container, build_container
from core.front_cache import FRONT_CACHE, FrontCache, share_answer
from core.serving import start
from core.testing import MakeSettings, served

ROUTE = "/api/test/fares/{code}"


class Fares:
    """A route whose answer depends on its path, query and language, at a version the test
    moves; it counts how often it really ran."""

    def __init__(self) -> None:
        self.version: int | None = 1
        self.runs = 0
        self.status = 200
        self.cookie = False

    async def handle(self, request: web.Request) -> web.Response:
        self.runs += 1
        share_answer(request, version=self.version, version_of=lambda: self.version)
        language = request.headers.get("Accept-Language", "id")[:2]
        body = {"code": request.match_info["code"], "lang": language, "version": self.version}
        response = web.json_response(body, status=self.status)
        response.headers["Cache-Control"] = "public, max-age=60"
        if self.cookie:
            response.set_cookie("seen", "1")
        return response


async def unshared(_request: web.Request) -> web.Response:
    return web.json_response({"time": next(_ticks)})


_ticks = itertools.count()


@pytest.fixture
def fares() -> Fares:
    return Fares()


async def _serve(aiohttp_client: AiohttpClient, container: Container, fares: Fares) -> TestClient:
    app = create_app(container)
    app.router.add_get(ROUTE, fares.handle)
    app.router.add_get("/api/test/clock", unshared)
    return await served(aiohttp_client, app)


@pytest.fixture
async def client(aiohttp_client: AiohttpClient, container: Container, fares: Fares) -> TestClient:
    return await _serve(aiohttp_client, container, fares)


async def test_the_same_request_again_is_answered_without_running_the_route(
    client: TestClient, fares: Fares
) -> None:
    first = await client.get("/api/test/fares/JP")
    again = await client.get("/api/test/fares/JP")

    assert fares.runs == 1
    assert again.status == 200
    assert await again.json() == await first.json() == {"code": "JP", "lang": "id", "version": 1}
    assert again.headers["Content-Type"] == first.headers["Content-Type"]
    assert again.headers["Cache-Control"] == "public, max-age=60"


async def test_a_kept_answer_carries_its_own_request_id_and_the_security_headers(
    client: TestClient,
) -> None:
    first = await client.get("/api/test/fares/JP")
    again = await client.get("/api/test/fares/JP")
    chosen = await client.get("/api/test/fares/JP", headers={"X-Request-ID": "trace-0001-abc"})

    assert again.headers["X-Request-ID"] != first.headers["X-Request-ID"]
    assert len(again.headers["X-Request-ID"]) == 32
    assert chosen.headers["X-Request-ID"] == "trace-0001-abc"
    for answer in (again, chosen):
        assert "frame-ancestors 'none'" in answer.headers["Content-Security-Policy"]
        assert answer.headers["X-Content-Type-Options"] == "nosniff"
        assert answer.headers["Server"] == "Kelana"
        assert "Strict-Transport-Security" not in answer.headers
        assert answer.headers.getall("X-Request-ID") == [answer.headers["X-Request-ID"]]


async def test_a_kept_answer_is_logged_and_counted_under_its_route(
    client: TestClient, log_events: Callable[[], list[dict[str, Any]]]
) -> None:
    for _ in range(3):
        await client.get("/api/test/fares/JP")

    scraped = await (await client.get("/metrics")).text()
    lines = [e for e in log_events() if e.get("path") == "/api/test/fares/JP"]

    counted = {
        sample.labels["route"]: sample.value
        for family in text_string_to_metric_families(scraped)
        for sample in family.samples
        if sample.name == "kelana_http_requests_total" and sample.labels["status"] == "200"
    }
    assert counted[ROUTE] == 3
    assert [line["event"] for line in lines] == ["request_finished"] * 3
    assert len({line["request_id"] for line in lines}) == 3


async def test_a_new_version_runs_the_route_again(client: TestClient, fares: Fares) -> None:
    await client.get("/api/test/fares/JP")
    fares.version = 2

    moved = await client.get("/api/test/fares/JP")
    again = await client.get("/api/test/fares/JP")

    assert (await moved.json())["version"] == (await again.json())["version"] == 2
    assert fares.runs == 2


async def test_a_version_its_source_cannot_vouch_for_runs_the_route(
    client: TestClient, fares: Fares
) -> None:
    await client.get("/api/test/fares/JP")
    fares.version = None  # e.g. the catalog's check is due

    await client.get("/api/test/fares/JP")
    await client.get("/api/test/fares/JP")

    assert fares.runs == 3


@pytest.mark.parametrize(
    "headers",
    [
        {"Accept-Language": "en-GB"},
        {"Accept-Encoding": "br"},
    ],
)
async def test_each_language_and_encoding_has_its_own_answer(
    client: TestClient, fares: Fares, headers: dict[str, str]
) -> None:
    plain = await client.get("/api/test/fares/JP")
    other = await client.get("/api/test/fares/JP", headers=headers)
    plain_again = await client.get("/api/test/fares/JP")
    other_again = await client.get("/api/test/fares/JP", headers=headers)

    assert fares.runs == 2
    assert await plain_again.json() == await plain.json()
    assert await other_again.json() == await other.json()
    if "Accept-Language" in headers:
        assert (await other_again.json())["lang"] == "en"
        assert (await plain_again.json())["lang"] == "id"


async def test_the_query_is_part_of_the_question(client: TestClient, fares: Fares) -> None:
    await client.get("/api/test/fares/JP?type=esim")
    await client.get("/api/test/fares/JP")
    await client.get("/api/test/fares/JP?type=esim")

    assert fares.runs == 2


@pytest.mark.parametrize(
    ("method", "headers"),
    [
        ("GET", {"If-None-Match": '"anything"'}),
        ("HEAD", {}),
        ("POST", {}),
    ],
)
async def test_revalidations_and_other_methods_take_the_normal_path(
    client: TestClient, fares: Fares, method: str, headers: dict[str, str]
) -> None:
    await client.get("/api/test/fares/JP")

    response = await client.request(method, "/api/test/fares/JP", headers=headers)

    expected_runs = 1 if method == "POST" else 2  # POST: 405 from the router, no route run
    assert fares.runs == expected_runs
    assert response.status == (405 if method == "POST" else 200)


@pytest.mark.parametrize("change", ["status", "cookie"])
async def test_errors_and_answers_that_set_a_cookie_are_never_kept(
    client: TestClient, fares: Fares, change: str
) -> None:
    if change == "status":
        fares.status = 404
    else:
        fares.cookie = True

    await client.get("/api/test/fares/JP")
    await client.get("/api/test/fares/JP")

    assert fares.runs == 2


async def test_a_route_that_does_not_share_is_always_run(client: TestClient) -> None:
    first = await (await client.get("/api/test/clock")).json()
    second = await (await client.get("/api/test/clock")).json()

    assert first != second


async def test_https_through_a_trusted_proxy_gets_hsts_on_a_kept_answer(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings, fares: Fares
) -> None:
    container = build_container(make_settings(trusted_proxies=["127.0.0.1/32", "::1/128"]))
    client = await _serve(aiohttp_client, container, fares)
    https = {"X-Forwarded-Proto": "https"}

    await client.get("/api/test/fares/JP", headers=https)
    kept_secure = await client.get("/api/test/fares/JP", headers=https)
    kept_plain = await client.get("/api/test/fares/JP")

    assert fares.runs == 1
    assert kept_secure.headers["Strict-Transport-Security"].startswith("max-age=31536000")
    assert "Strict-Transport-Security" not in kept_plain.headers


async def test_a_forwarded_proto_from_an_untrusted_peer_gets_no_hsts(client: TestClient) -> None:
    await client.get("/api/test/fares/JP")

    kept = await client.get("/api/test/fares/JP", headers={"X-Forwarded-Proto": "https"})

    assert "Strict-Transport-Security" not in kept.headers


async def test_the_cache_stays_within_its_bounds(
    aiohttp_client: AiohttpClient, container: Container, fares: Fares
) -> None:
    container.front_cache.override(FrontCache(max_entries=3))
    client = await _serve(aiohttp_client, container, fares)

    for code in ("A1", "A2", "A3", "A4", "A5"):
        await client.get(f"/api/test/fares/{code}")
    cache = client.app[FRONT_CACHE]

    assert len(cache) <= 3
    await client.get("/api/test/fares/A5")
    assert fares.runs == 5  # the newest answer is still kept


async def test_the_byte_bound_holds(
    aiohttp_client: AiohttpClient, container: Container, fares: Fares
) -> None:
    container.front_cache.override(FrontCache(max_bytes=120))
    client = await _serve(aiohttp_client, container, fares)

    for code in ("B1", "B2", "B3", "B4"):
        await client.get(f"/api/test/fares/{code}")

    assert len(client.app[FRONT_CACHE]) <= 2  # each answer is about 45 bytes


async def test_the_server_kelana_serve_starts_has_the_front_door(
    container: Container, fares: Fares
) -> None:
    app = create_app(container)
    app.router.add_get(ROUTE, fares.handle)
    runner = await start(app, host="127.0.0.1", port=0)
    try:
        host, port = runner.addresses[0][:2]
        async with ClientSession(f"http://{host}:{port}") as session:
            for _ in range(2):
                async with session.get("/api/test/fares/JP") as response:
                    assert response.status == 200
                    assert response.headers["Server"] == "Kelana"
    finally:
        await runner.cleanup()

    assert fares.runs == 1


async def test_twenty_identical_reads_at_once_each_get_the_answer_and_their_own_id(
    client: TestClient, fares: Fares
) -> None:
    await client.get("/api/test/fares/JP")

    answers = await asyncio.gather(*(client.get("/api/test/fares/JP") for _ in range(20)))

    assert [answer.status for answer in answers] == [200] * 20
    bodies = [await answer.json() for answer in answers]
    assert bodies == [{"code": "JP", "lang": "id", "version": 1}] * 20
    assert len({answer.headers["X-Request-ID"] for answer in answers}) == 20
    assert fares.runs == 1


@pytest.mark.parametrize(
    ("path", "headers"),
    [
        ("/api/test/fares/%ff%fe", {}),  # not UTF-8
        ("/api/test/fares/JP", {"Accept-Language": "x" * 8000}),  # overlong header value
        ("/api/test/fares/" + "J" * 4000, {}),  # overlong path
    ],
)
async def test_hostile_requests_are_answered_without_a_server_error(
    client: TestClient, path: str, headers: dict[str, str]
) -> None:
    for _ in range(2):  # the second may come from the front cache
        response = await client.get(path, headers=headers)
        assert response.status < 500
