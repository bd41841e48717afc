import hashlib
import time
from collections.abc import Awaitable, Callable

import pytest
from dependency_injector import containers

from core.settings import Settings
from modules.identity.schemas import SignInProvider


@pytest.fixture
def settings(make_settings: Callable[..., Settings], migrated_database_url: str) -> Settings:
    return make_settings(database_url=migrated_database_url)


@pytest.fixture
def sign_up(
    container: containers.DeclarativeContainer, identity_account: Callable[..., Awaitable[None]]
) -> Callable[[str], Awaitable[str]]:
    """An ID token from the real identity provider's signer, as a fresh sign-up gets it."""

    async def make(email: str) -> str:
        now = int(time.time())
        uid = hashlib.sha256(email.encode()).hexdigest()[:28]
        await identity_account(uid=uid, email=email, verified=False)
        return container.identity.id_tokens().issue(
            uid=uid,
            email=email,
            email_verified=False,
            auth_time=now,
            provider=SignInProvider.PASSWORD,
        )

    return make
