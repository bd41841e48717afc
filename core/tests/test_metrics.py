"""GET /metrics: what a request leaves in the figures, who may read them, and the scrape hooks."""

from collections.abc import Callable

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient
from prometheus_client.parser import text_string_to_metric_families
from pydantic import SecretStr
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.container import Container
from core.metrics import REQUEST_FIGURES, Metrics
from core.settings import Settings

MakeSettings = Callable[..., Settings]
Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


async def order(request: web.Request) -> web.Response:
    if request.match_info["order_id"] == "missing":
        raise web.HTTPNotFound
    return web.json_response({"id": request.match_info["order_id"]})


@pytest.fixture
async def client(aiohttp_client: AiohttpClient, container: Container) -> TestClient:
    app = create_app(container)
    app.router.add_get("/api/test/orders/{order_id}", order)
    return await aiohttp_client(app)


async def scrape(client: TestClient, **headers: str) -> Samples:
    response = await client.get("/metrics", headers=headers)
    assert response.status == 200
    assert response.headers["Content-Type"].startswith("text/plain; version=")
    assert response.headers["Cache-Control"] == "no-store"
    samples: Samples = {}
    for family in text_string_to_metric_families(await response.text()):
        for sample in family.samples:
            samples[sample.name, frozenset(sample.labels.items())] = sample.value
    return samples


def value(samples: Samples, name: str, **labels: str) -> float | None:
    return samples.get((name, frozenset(labels.items())))


def routes_counted(samples: Samples) -> set[str]:
    return {
        dict(labels)["route"] for name, labels in samples if name == "kelana_http_requests_total"
    }


async def test_a_request_is_counted_by_route_template_and_status(client: TestClient) -> None:
    await client.get("/api/test/orders/KL-1")
    await client.get("/api/test/orders/KL-2")
    await client.get("/api/test/orders/missing")

    samples = await scrape(client)

    route = "/api/test/orders/{order_id}"
    requests = "kelana_http_requests_total"
    assert value(samples, requests, method="GET", route=route, status="200") == 2
    assert value(samples, requests, method="GET", route=route, status="404") == 1
    duration = "kelana_http_request_duration_seconds"
    assert value(samples, f"{duration}_count", route=route) == 3
    assert value(samples, f"{duration}_bucket", route=route, le="+Inf") == 3
    assert value(samples, f"{duration}_sum", route=route) > 0


async def test_unknown_paths_share_one_label_and_metrics_counts_not_itself(
    client: TestClient,
) -> None:
    await client.get("/api/no-such-thing")
    await client.get("/api/another/one/42")
    await client.post("/api/health")  # the path exists, the method does not: no route either
    await scrape(client)

    samples = await scrape(client)

    requests = "kelana_http_requests_total"
    assert value(samples, requests, method="GET", route="unmatched", status="404") == 2
    assert value(samples, requests, method="POST", route="unmatched", status="405") == 1
    assert routes_counted(samples) == {"unmatched"}


async def test_an_unusual_method_is_one_label(client: TestClient) -> None:
    # aiohttp's parser accepts only the methods it knows, but those are many (WebDAV's too).
    await client.request("PURGE", "/api/health")
    await client.request("PROPFIND", "/api/health")

    samples = await scrape(client)

    requests = "kelana_http_requests_total"
    assert value(samples, requests, method="OTHER", route="unmatched", status="405") == 2


async def test_scrape_hooks_run_before_each_scrape(
    client: TestClient, container: Container
) -> None:
    metrics = container.metrics()
    counts = {("send_email", "queued"): 3, ("send_email", "dead"): 1, ("provision", "running"): 2}

    async def count_jobs(metrics: Metrics) -> None:
        metrics.set_job_counts(counts, states=("queued", "running", "done", "dead"))

    async def broken(_metrics: Metrics) -> None:
        raise ConnectionError("database is down")

    metrics.register_scrape_hook(broken)  # logged; the other figures are still served
    metrics.register_scrape_hook(count_jobs)
    metrics.observe_job(kind="send_email", outcome="done", seconds=0.3)

    first = await scrape(client)
    counts = {("send_email", "done"): 5}
    second = await scrape(client)

    assert value(first, "kelana_jobs", kind="send_email", state="queued") == 3
    assert value(first, "kelana_jobs", kind="send_email", state="running") == 0
    assert value(first, "kelana_jobs", kind="provision", state="running") == 2
    assert value(second, "kelana_jobs", kind="send_email", state="queued") == 0
    assert value(second, "kelana_jobs", kind="send_email", state="done") == 5
    assert value(second, "kelana_jobs", kind="provision", state="running") is None
    runs = "kelana_job_run_seconds_count"
    assert value(second, runs, kind="send_email", outcome="done") == 1


class TestReaders:
    @pytest.fixture
    def settings(self, make_settings: MakeSettings) -> Settings:
        return make_settings(metrics_token=SecretStr("scrape-secret-1"))

    async def test_a_reader_needs_the_token_when_one_is_set(self, client: TestClient) -> None:
        missing = await client.get("/metrics")
        wrong = await client.get("/metrics", headers={"Authorization": "Bearer guess"})

        assert (missing.status, wrong.status) == (404, 404)
        assert "kelana" not in await wrong.text()
        assert await scrape(client, Authorization="Bearer scrape-secret-1")

    async def test_a_request_through_a_proxy_is_refused(self, client: TestClient) -> None:
        headers = {"Authorization": "Bearer scrape-secret-1", "X-Forwarded-For": "203.0.113.9"}

        response = await client.get("/metrics", headers=headers)

        assert response.status == 404


class TestOtherNetworksOnly:
    @pytest.fixture
    def settings(self, make_settings: MakeSettings) -> Settings:
        return make_settings(metrics_allow="10.0.0.0/8, fd00::/8")

    async def test_loopback_is_refused_like_a_path_that_does_not_exist(
        self, client: TestClient
    ) -> None:
        response = await client.get("/metrics")
        unknown = await client.get("/static/no-such-file.js")
        head = await client.head("/metrics")

        assert response.status == 404
        assert await response.text() == await unknown.text()
        assert head.status == 404


class TestRecordingOff:
    @pytest.fixture
    def settings(self, make_settings: MakeSettings) -> Settings:
        return make_settings(metrics_enabled=False)

    async def test_nothing_is_recorded_nor_served(self, client: TestClient) -> None:
        await client.get("/api/test/orders/KL-1")

        response = await client.get("/metrics")  # the SPA's catch-all: no shell built here

        assert client.app is not None
        assert REQUEST_FIGURES not in client.app
        assert response.status == 503
