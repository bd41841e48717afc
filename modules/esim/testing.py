"""The esim module's test helpers, a pytest plugin (`-p modules.esim.testing` in pyproject's
addopts): any module's tests, and core.testing's `seeded_container`, ask for `telco_simulator`
by name."""

from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from aiohttp.test_utils import TestServer

from core.settings import DEV_TELCO_API_KEY
from modules.esim.simulator import SimulatorState, create_simulator_app


@dataclass
class TelcoSimulator:
    """The `telco_simulator` fixture: its state (failure_rate, latency_ms, sims) and address."""

    state: SimulatorState
    url: str


@pytest.fixture
async def telco_simulator() -> AsyncIterator[TelcoSimulator]:
    """The store's telco simulator on a port of its own, as a real reseller API would be."""
    # The key the store sends by default (Settings.telco_api_key in development and test).
    state = SimulatorState(secret=b"kelana-test-telco", api_key=DEV_TELCO_API_KEY)
    server = TestServer(create_simulator_app(state))
    await server.start_server()
    try:
        yield TelcoSimulator(state=state, url=str(server.make_url("")).rstrip("/"))
    finally:
        await server.close()
