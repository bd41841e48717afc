import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

import pytest
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.testing_clock import FakeClock
from modules.identity.schemas import SignInProvider

# A fixed "now" for every promo test: seeded windows are set from it, and tests move it.
SEED_DAY = datetime(2026, 8, 10, 5, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(SEED_DAY)


@pytest.fixture
def seeded_container(seeded_container: Container, clock: FakeClock) -> Container:
    seeded_container.promos.clock.override(providers.Object(clock))
    return seeded_container


@pytest.fixture
def id_token(
    seeded_container: Container, identity_account: Callable[..., Awaitable[None]]
) -> Callable[..., Awaitable[str]]:
    """An ID token from the real identity provider's signer (what core's auth middleware
    verifies), for an account that exists and is verified unless told otherwise."""

    async def issue(uid: str, *, verified: bool = True) -> str:
        await identity_account(uid=uid, email=f"{uid}@example.com", verified=verified)
        return seeded_container.identity.id_tokens().issue(
            uid=uid,
            email=f"{uid}@example.com",
            email_verified=verified,
            auth_time=int(time.time()),
            provider=SignInProvider.PASSWORD,
        )

    return issue
