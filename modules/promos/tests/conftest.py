from datetime import UTC, datetime

import pytest
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.testing_clock import FakeClock

# A fixed "now" for every promo test: seeded windows are set from it, and tests move it.
SEED_DAY = datetime(2026, 8, 10, 5, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(SEED_DAY)


@pytest.fixture
def seeded_container(seeded_container: Container, clock: FakeClock) -> Container:
    seeded_container.promos.clock.override(providers.Object(clock))
    return seeded_container
