"""The alert rules in deploy/prometheus/alerts.yml read series that /metrics really serves: every
name a rule uses is on a web process's /metrics or a worker's (`kelana worker` with
WORKER_METRICS_PORT), scraped from the real app. promtool checks the rules themselves
(`make alert-rules-check`)."""

import asyncio
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import yaml
from aiohttp.test_utils import TestClient, TestServer
from prometheus_client.parser import text_string_to_metric_families

from core.container import Container, build_container
from core.settings import PROJECT_ROOT
from core.worker_endpoint import worker_app

RULES = PROJECT_ROOT / "deploy" / "prometheus" / "alerts.yml"
# PromQL's words that stand where a name could: set operators and modifiers.
KEYWORDS = frozenset({"and", "or", "unless", "on", "ignoring", "group_left", "group_right", "bool"})
# Series Prometheus itself writes for each scrape, not the app.
SCRAPE_SERIES = frozenset({"up"})


def rule_expressions(path: Path = RULES) -> list[str]:
    document = yaml.safe_load(path.read_text())
    return [rule["expr"] for group in document["groups"] for rule in group["rules"]]


def metric_names(expression: str) -> set[str]:
    """The series an expression reads: every bare name that is not a function (followed by
    `(`), a keyword, a grouping's label list, a label matcher, a range or a number."""
    bare = re.sub(r'"[^"]*"', '""', expression)  # quoted strings
    bare = re.sub(r"\{[^}]*\}", "", bare)  # label matchers
    bare = re.sub(r"\[[^\]]*\]", "", bare)  # ranges: [5m]
    bare = re.sub(r"\b(?:by|without)\s*\([^)]*\)", "", bare)  # grouping labels
    names = re.findall(r"(?<![\w.])([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()", bare)
    return set(names) - KEYWORDS


def served_names(text: str) -> set[str]:
    return {
        sample.name for family in text_string_to_metric_families(text) for sample in family.samples
    }


def test_the_name_reader_finds_each_series_of_an_expression() -> None:
    expression = (
        'histogram_quantile(0.95, sum by (le) (rate(kelana_x_bucket{le="1"}[30m]))) > 600 '
        'or absent(time() - kelana_beat < 120) and up{job=~"kelana-.*"} == 0'
    )
    assert metric_names(expression) == {"kelana_x_bucket", "kelana_beat", "up"}


async def test_every_series_the_rules_read_is_served(
    seeded_client: TestClient, seeded_container: Container
) -> None:
    # Something to count: a request, and a job (kelana_jobs has a series per kind and state).
    await seeded_client.get("/api/health")
    # Due tomorrow: the worker below leaves it alone.
    tomorrow = datetime.now(UTC) + timedelta(days=1)
    await seeded_container.jobs().enqueue("notifications.send", {}, run_after=tomorrow)
    web = await seeded_client.get("/metrics")
    assert web.status == 200
    served = served_names(await web.text())

    # A worker: its own container and registry, served by the worker's endpoint.
    worker = build_container(seeded_container.settings())
    await worker.database().open()
    try:
        runner = worker.job_runner()
        running = asyncio.create_task(runner.run())
        await asyncio.sleep(0.2)  # one round of its loop at least
        runner.stop()
        await running
        async with TestClient(TestServer(worker_app(worker.metrics(), worker.settings()))) as w:
            answer = await w.get("/metrics")
            assert answer.status == 200
            worker_text = await answer.text()
            live = await w.get("/api/health/live")
            assert live.status == 200
    finally:
        await worker.database().close()
    served |= served_names(worker_text)

    wanted = set().union(*(metric_names(expression) for expression in rule_expressions()))
    assert wanted - SCRAPE_SERIES, "the rules name no series of the store"
    missing = sorted(wanted - SCRAPE_SERIES - served)
    assert not missing, f"alerts.yml reads series /metrics does not serve: {missing}"

    # The worker's heartbeat is the time of its last round, not the 0 of a process that runs
    # no jobs (the rules leave those out).
    beats = [
        sample.value
        for family in text_string_to_metric_families(worker_text)
        for sample in family.samples
        if sample.name == "kelana_worker_heartbeat_timestamp_seconds"
    ]
    assert len(beats) == 1
    assert beats[0] > 1_700_000_000
