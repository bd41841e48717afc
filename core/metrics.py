"""Prometheus figures of one server process, in a registry of our own (never prometheus-client's
global one), served at GET /metrics to the readers the settings name (core.metrics_endpoint).

Request figures are paid by every request (core.request_context.finish_request calls
`RequestFigures.record`), so they are plain integers keyed by the matched aiohttp resource and
turned into Prometheus families only when scraped: one dict lookup and a few additions, no lock
(the event loop is one thread). prometheus-client's Counter and Histogram take a lock per value
and build a label tuple per call, several times that cost.

Labels stay bounded: the route is the resource's template (`/api/products/country/{code}`), never
the raw path; a path no route matched (404, 405) is `unmatched`; a method outside HTTP's usual
ones is `OTHER`.

Jobs and e-mail are rare next to requests and use prometheus-client's own types. Job counts live
in the database, so they are read only when scraped, by a hook the job runner registers:

    async def count_jobs(metrics: Metrics) -> None:
        metrics.set_job_counts(await count_by_kind_and_state(), states=JobState)

    metrics.register_scrape_hook(count_jobs)
"""

import asyncio
from bisect import bisect_left
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping
from enum import StrEnum

import structlog
from aiohttp import web
from aiohttp.web_urldispatcher import AbstractResource
from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

log = structlog.get_logger(__name__)

# Seconds until a response starts. Most store reads answer from memory in about a millisecond;
# sign-in hashes a password (~0.1-0.5 s); a page over a few seconds is one a shopper leaves.
REQUEST_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
# Seconds a job runs: an e-mail handed to SMTP, an eSIM provisioned through the telco.
JOB_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)
# Seconds from an order's payment until its eSIM or package works: normally the telco's answer
# (a second or two); minutes when the telco has a bad day and the job retries.
PROVISION_BUCKETS = (1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1800.0, 3600.0)
UNMATCHED_ROUTE = "unmatched"
OTHER_METHOD = "OTHER"
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
SCRAPE_HOOK_SECONDS = 5.0

ScrapeHook = Callable[["Metrics"], Awaitable[None]]
_SeriesKey = tuple[AbstractResource | None, str, int]


class _Latency:
    """One route's histogram: a count per bucket (not cumulative) and the sum."""

    __slots__ = ("counts", "total")

    def __init__(self) -> None:
        self.counts = [0] * (len(REQUEST_BUCKETS) + 1)  # the last one is +Inf
        self.total = 0.0


class _Series:
    __slots__ = ("count", "latency", "method", "route", "status")

    def __init__(self, route: str, method: str, status: int, latency: _Latency) -> None:
        self.route = route
        self.method = method
        self.status = status
        self.latency = latency
        self.count = 0


def route_template(resource: AbstractResource | None) -> str:
    return UNMATCHED_ROUTE if resource is None else resource.canonical


class RequestFigures(Collector):
    """Requests by method, route template and status, and their latency by route template."""

    def __init__(self) -> None:
        self._series: dict[_SeriesKey, _Series] = {}
        self._latency: dict[str, _Latency] = {}
        self._excluded: AbstractResource | None = None

    def exclude(self, resource: AbstractResource) -> None:
        """Requests to this resource are not counted (/metrics itself)."""
        self._excluded = resource

    def record(self, request: web.BaseRequest, status: int, seconds: float) -> None:
        self.record_route(request.match_info.route.resource, request.method, status, seconds)

    def record_route(
        self, resource: AbstractResource | None, method: str, status: int, seconds: float
    ) -> None:
        """One answer of the route `resource` (the front door answers before routing and knows
        the route from the answer it kept)."""
        if resource is self._excluded:
            return
        key = (resource, method if method in KNOWN_METHODS else OTHER_METHOD, status)
        series = self._series.get(key) or self._add(key)
        series.count += 1
        latency = series.latency
        latency.counts[bisect_left(REQUEST_BUCKETS, seconds)] += 1
        latency.total += seconds

    def _add(self, key: _SeriesKey) -> _Series:
        resource, method, status = key
        route = route_template(resource)
        latency = self._latency.setdefault(route, _Latency())
        series = self._series[key] = _Series(route, method, status, latency)
        return series

    def describe(self) -> Iterable[Metric]:
        return self._families()

    def collect(self) -> Iterable[Metric]:
        requests, latency = self._families()
        # Several resources may share a template (one path, two handlers): add them up.
        counts: dict[tuple[str, str, str], int] = {}
        for series in list(self._series.values()):
            labels = (series.method, series.route, str(series.status))
            counts[labels] = counts.get(labels, 0) + series.count
        for labels, count in counts.items():
            requests.add_metric(labels, count)
        for route, figures in list(self._latency.items()):
            latency.add_metric(
                (route,), buckets=list(_cumulative(figures.counts)), sum_value=figures.total
            )
        return (requests, latency)

    @staticmethod
    def _families() -> tuple[CounterMetricFamily, HistogramMetricFamily]:
        return (
            CounterMetricFamily(
                "kelana_http_requests",
                "HTTP requests answered, by method, route template and status.",
                labels=("method", "route", "status"),
            ),
            HistogramMetricFamily(
                "kelana_http_request_duration_seconds",
                "Time from a request's arrival until its response starts, by route template.",
                labels=("route",),
            ),
        )


def _cumulative(counts: list[int]) -> Iterator[tuple[str, float]]:
    running = 0
    for bound, count in zip((*REQUEST_BUCKETS, float("inf")), counts, strict=True):
        running += count
        yield floatToGoString(bound), running


# Where the app keeps the figures finish_request records into; absent when recording is off.
REQUEST_FIGURES = web.AppKey("request_figures", RequestFigures)


class Metrics:
    """Every figure of the process. The composition root makes one; the app records requests
    into it, the job runner and the mail sender call it, /metrics renders it."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = RequestFigures()
        self.registry.register(self.requests)
        ProcessCollector(registry=self.registry)  # CPU seconds, memory, open files
        self.jobs = Gauge(
            "kelana_jobs",
            "Jobs in the job table by kind and state, counted when scraped.",
            ("kind", "state"),
            registry=self.registry,
        )
        self.iccid_available = Gauge(
            "kelana_iccid_available",
            "ICCIDs in stock, not yet sold, by kind (physical_sim, esim), counted when scraped.",
            ("kind",),
            registry=self.registry,
        )
        self.job_run_seconds = Histogram(
            "kelana_job_run_seconds",
            "Time one run of a job took, by kind and outcome.",
            ("kind", "outcome"),
            buckets=JOB_BUCKETS,
            registry=self.registry,
        )
        self.email_delivery_failures = Counter(
            "kelana_email_delivery_failures",
            "Attempts to hand an e-mail to the SMTP server that failed.",
            registry=self.registry,
        )
        self.worker_heartbeat = Gauge(
            "kelana_worker_heartbeat_timestamp_seconds",
            "Unix time of the job runner's last round in this process (it claims due jobs or "
            "waits for them at least every JOBS_POLL_SECONDS).",
            registry=self.registry,
        )
        self.paid_to_provisioned = Histogram(
            "kelana_paid_to_provisioned_seconds",
            "Time from an order's payment until its eSIM or data package was provisioned.",
            buckets=PROVISION_BUCKETS,
            registry=self.registry,
        )
        self.payment_refusals = Counter(
            "kelana_payment_refusals",
            "Verified payment notifications (or statuses pulled from the provider) refused, by "
            "reason (amount_mismatch, status_mismatch) and source (notification, status_check).",
            ("reason", "source"),
            registry=self.registry,
        )
        self._scrape_hooks: list[ScrapeHook] = []

    def register_scrape_hook(self, hook: ScrapeHook) -> None:
        """`hook(metrics)` is awaited before each scrape is rendered, to read figures that live
        elsewhere (job counts in the database) only when someone asks for them."""
        self._scrape_hooks.append(hook)

    def set_job_counts(
        self, counts: Mapping[tuple[str, str], int], *, states: Iterable[str | StrEnum] = ()
    ) -> None:
        """Replaces the job gauge with `{(kind, state): number}`. Every kind seen gets a 0 for
        each of `states` it has no jobs in, so a state that empties reads 0 rather than vanish."""
        self.jobs.clear()
        for kind in {kind for kind, _state in counts}:
            for state in states:
                self.jobs.labels(kind, str(state)).set(0)
        for (kind, state), number in counts.items():
            self.jobs.labels(kind, state).set(number)

    def observe_job(self, *, kind: str, outcome: str, seconds: float) -> None:
        """One run of a job finished; outcome `done`, `retry` (failed, will run again) or
        `dead` (failed its last attempt)."""
        self.job_run_seconds.labels(kind, outcome).observe(seconds)

    def observe_job_run(self, kind: str, outcome: str, seconds: float) -> None:
        """The job runner's observer (core.jobs.runner.RunObserver)."""
        self.observe_job(kind=kind, outcome=outcome, seconds=seconds)

    def set_iccid_stock(self, counts: Mapping[str, int]) -> None:
        for kind, count in counts.items():
            self.iccid_available.labels(kind=kind).set(count)

    def count_email_failure(self) -> None:
        self.email_delivery_failures.inc()

    def beat(self) -> None:
        """The job runner went round its loop (core.jobs.runner): it is alive and not stuck."""
        self.worker_heartbeat.set_to_current_time()

    def observe_paid_to_provisioned(self, seconds: float) -> None:
        self.paid_to_provisioned.observe(max(0.0, seconds))

    def count_payment_refusal(self, reason: str, source: str) -> None:
        self.payment_refusals.labels(reason=reason, source=source).inc()

    async def render(self) -> bytes:
        """The Prometheus text exposition, after the scrape hooks have run. A failing hook is
        logged and leaves its figures as they were; the rest is still served."""
        for hook in self._scrape_hooks:
            try:
                async with asyncio.timeout(SCRAPE_HOOK_SECONDS):
                    await hook(self)
            except Exception:  # a broken database must not hide the request figures
                log.exception("metrics_scrape_hook_failed", hook=getattr(hook, "__name__", hook))
        return generate_latest(self.registry)
