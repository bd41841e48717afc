"""The order pages' store: real orders made by a shopper through the store's API, a staff member
signed in, and one telco attempt per provisioning."""

from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import Settings
from core.testing_clock import FakeClock
from modules.backoffice.tests.helpers import signed_in_as
from modules.backoffice.tests.orders.shop import STAFF


@pytest.fixture
def settings(make_settings: Any, migrated_database_url: str, telco_simulator: Any) -> Settings:
    # One telco attempt: a refusal fails the order at once, as eight would after their backoff.
    return make_settings(
        database_url=migrated_database_url,
        telco_base_url=telco_simulator.url,
        esim_provision_attempts=1,
    )


@pytest.fixture
def container(container: Container, clock: FakeClock) -> Container:
    # Orders move with the test's clock; the staff member's session keeps its own time.
    container.backoffice.clock.override(providers.Object(FakeClock(clock.now)))
    container.orders.clock.override(providers.Object(clock))
    container.promos.clock.override(providers.Object(clock))
    return container


@pytest.fixture
async def store(seeded_client: TestClient, container: Container) -> TestClient:
    """The store with its catalog, promos and stock seeded, and a staff member signed in."""
    return await signed_in_as(seeded_client, container, STAFF, "staff")
