from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import Settings
from core.testing_clock import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime(2026, 8, 17, 3, 0, tzinfo=UTC))


@pytest.fixture
def settings(make_settings: Callable[..., Settings], migrated_database_url: str) -> Settings:
    return make_settings(database_url=migrated_database_url)


@pytest.fixture
def container(container: Container, clock: FakeClock) -> Container:
    container.backoffice.clock.override(providers.Object(clock))
    return container


@pytest.fixture
def seeded_container(container: Container) -> Container:
    """`seeded_client` serves this module's container (its clock) on a seeded copy."""
    return container
