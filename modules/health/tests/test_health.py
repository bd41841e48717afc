"""GET /api/health tells a load balancer whether the store can use its database."""

import asyncio
import time
from collections.abc import AsyncIterator, Callable

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import containers, providers

from core.db import Database
from core.settings import Settings


class TestWithADatabase:
    @pytest.fixture
    def settings(self, make_settings: Callable[..., Settings], database_url: str) -> Settings:
        return make_settings(database_url=database_url)

    async def test_reachable_database_is_healthy(self, client: TestClient) -> None:
        response = await client.get("/api/health")

        assert response.status == 200
        assert response.headers["Cache-Control"] == "no-store"
        assert await response.json() == {
            "success": True,
            "message": "ok",
            "data": {"database": "reachable"},
        }

    async def test_ready_and_live_both_answer_200(self, client: TestClient) -> None:
        ready = await client.get("/api/health/ready")
        live = await client.get("/api/health/live")

        assert ready.status == 200
        assert (await ready.json())["data"] == {"database": "reachable"}
        assert live.status == 200
        assert live.headers["Cache-Control"] == "no-store"
        assert (await live.json())["data"] == {"alive": True}


class TestWithADeadDatabase:
    @pytest.fixture
    def settings(self, make_settings: Callable[..., Settings]) -> Settings:
        # Port 1 on loopback: nothing listens, so the connection is refused at once.
        return make_settings(database_url="postgres://postgres@127.0.0.1:1/kelana")

    async def test_unreachable_database_is_a_503_envelope(self, client: TestClient) -> None:
        response = await client.get("/api/health")

        assert response.status == 503
        assert await response.json() == {
            "success": False,
            "message": "database unreachable",
            "data": {"database": "unreachable"},
        }

    async def test_not_ready_but_alive(self, client: TestClient) -> None:
        """A supervisor must not restart a process because its database is down (a restart
        cannot fix that); the proxy must stop sending it shoppers."""
        ready = await client.get("/api/health/ready")
        live = await client.get("/api/health/live")

        assert ready.status == 503
        assert (await ready.json())["data"] == {"database": "unreachable"}
        assert live.status == 200
        assert (await live.json())["data"] == {"alive": True}

    async def test_the_rest_of_the_app_still_answers(self, client: TestClient) -> None:
        response = await client.get("/api/nope")

        assert response.status == 404


class TestWithADatabaseThatNeverAnswers:
    """A server that accepts the connection and then says nothing (a hung database, a
    firewall that drops packets): the health check must answer quickly anyway."""

    @pytest.fixture
    async def silent_server_port(self) -> AsyncIterator[int]:
        held: list[asyncio.StreamWriter] = []

        async def accept_and_stay_silent(
            _: asyncio.StreamReader, writer: asyncio.StreamWriter
        ) -> None:
            held.append(writer)

        server = await asyncio.start_server(accept_and_stay_silent, "127.0.0.1", 0)
        yield server.sockets[0].getsockname()[1]
        for writer in held:
            writer.close()
        server.close()
        await server.wait_closed()

    @pytest.fixture
    def settings(self, make_settings: Callable[..., Settings], silent_server_port: int) -> Settings:
        return make_settings(database_url=f"postgres://postgres@127.0.0.1:{silent_server_port}/x")

    @pytest.fixture
    def container(
        self, container: containers.DeclarativeContainer, settings: Settings
    ) -> containers.DeclarativeContainer:
        # The production probe waits 2 s; a shorter one keeps the test fast, same code path.
        container.database.override(
            providers.Singleton(
                Database, url=settings.database_url, model_apps={}, probe_timeout_seconds=0.3
            )
        )
        return container

    async def test_a_silent_database_is_reported_within_the_probe_timeout(
        self, client: TestClient
    ) -> None:
        started = time.monotonic()
        response = await client.get("/api/health")

        assert response.status == 503
        assert (await response.json())["data"] == {"database": "unreachable"}
        assert time.monotonic() - started < 2
