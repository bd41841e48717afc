"""Faults a real store meets, injected on purpose: the database connection cut in the middle of a
request, and the telco down for an hour. Nothing is lost, nothing is done twice."""

import asyncio
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import asyncpg
import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise.connection import connections

from core.db import CONNECTION_NAME
from core.settings import Settings
from core.testing_clock import FakeClock
from modules.orders.tests.conftest import IdToken, Shopper, order_payload


@pytest.fixture
def settings(
    make_settings: Callable[..., Settings], migrated_database_url: str, telco_simulator: Any
) -> Settings:
    return make_settings(database_url=migrated_database_url, telco_base_url=telco_simulator.url)


@pytest.fixture
def seeded_container(container: Container, clock: FakeClock) -> Container:
    """The store as `make run` composes it, its jobs on the test's clock."""
    container.promos.clock.override(providers.Object(clock))
    container.orders.clock.override(providers.Object(clock))
    container.jobs.override(
        providers.Singleton(type(container.jobs()), database=container.database, clock=clock)
    )
    return container


async def count(sql: str) -> int:
    rows = await connections.get(CONNECTION_NAME).execute_query_dict(sql)
    return int(next(iter(rows[0].values())))


async def test_a_database_connection_cut_mid_request_is_a_503_and_leaves_nothing_half_written(
    seeded_client: TestClient,
    seeded_container: Container,
    id_token: IdToken,
    migrated_database_url: str,
) -> None:
    if not migrated_database_url.startswith("postgres"):
        pytest.skip("pg_terminate_backend is PostgreSQL's; SQLite has no connection to cut")
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    other = await asyncpg.connect(migrated_database_url.replace("postgres://", "postgresql://"))
    try:
        # The order's row is written first; the request then waits for the stock table, which
        # another session holds. That request's own connection is the one cut.
        blocker = other.transaction()
        await blocker.start()
        await other.execute("LOCK TABLE esim_iccid IN ACCESS EXCLUSIVE MODE")
        creating = asyncio.create_task(ani.create(order_payload("CUT0000001"), status=0))
        admin = await asyncpg.connect(migrated_database_url.replace("postgres://", "postgresql://"))
        try:
            for _ in range(500):
                waiting = await admin.fetch(
                    "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                    " AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()"
                )
                if waiting:
                    break
                await asyncio.sleep(0.01)
            assert waiting, "the request never reached the stock table"
            for row in waiting:
                await admin.execute("SELECT pg_terminate_backend($1)", row["pid"])
        finally:
            await admin.close()
        answer = await creating
        await blocker.rollback()
    finally:
        await other.close()

    assert answer["success"] is False
    assert answer["data"]["code"] == "service_unavailable"
    assert "coba lagi" in answer["message"].lower()
    assert await count("SELECT count(*) FROM orders_order") == 0
    assert await count("SELECT count(*) FROM esim_iccid WHERE status = 'held'") == 0
    # The next request is served on a working connection, and the same order can be made.
    again = await ani.create(order_payload("CUT0000001"))
    assert again["data"]["status"] == "awaiting_payment"
    assert await count("SELECT count(*) FROM orders_order") == 1


async def test_the_telco_down_for_an_hour_fails_the_order_then_a_staff_retry_provisions_it_once(
    seeded_client: TestClient,
    seeded_container: Container,
    id_token: IdToken,
    telco_simulator: Any,
    clock: FakeClock,
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await ani.create(order_payload("DOWN000001", payment_method="transfer"))
    telco_simulator.state.failure_rate = 1.0
    payments = seeded_container.payments.service()
    assert await payments.confirm_offline_payment(order_id="DOWN000001")

    runner = seeded_container.job_runner()
    statuses_seen = set()
    for _ in range(12):  # an hour of retries, with the job's own backoff between them
        await runner.run_until_idle()
        statuses_seen.add((await ani.orders())[0]["status"])
        clock.now += timedelta(minutes=5)
    await runner.run_until_idle()

    assert statuses_seen >= {"provesioning"}
    assert (await ani.orders())[0]["status"] == "provision_failed"
    issued_while_down = len(telco_simulator.state.sims)

    telco_simulator.state.failure_rate = 0.0
    orders = seeded_container.orders.staff()
    retried = await asyncio.gather(
        *(orders.retry_provisioning(order_id="DOWN000001") for _ in range(5))
    )
    await runner.run_until_idle()

    assert retried.count(True) == 1
    assert (await ani.orders())[0]["status"] == "provisioned"
    assert issued_while_down == 0
    assert len(telco_simulator.state.sims) == 1
