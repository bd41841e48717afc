"""The identity module's test helpers, a pytest plugin (`-p modules.identity.testing` in
pyproject's addopts): any module's tests ask for `identity_account` or `id_token` by name."""

import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from modules.identity.models import Account
from modules.identity.schemas import SignInProvider

IdentityAccount = Callable[..., Awaitable[None]]
IdToken = Callable[..., Awaitable[str]]


@pytest.fixture
def identity_account() -> IdentityAccount:
    """Makes the identity account a test mints an ID token for: the store's endpoints accept a
    token only while its account exists and is not disabled."""

    async def make(*, uid: str, email: str, verified: bool = True) -> None:
        await Account.bulk_create(
            [
                Account(
                    uid=uid,
                    email=email,
                    email_verified=verified,
                    valid_since=datetime.fromtimestamp(0, UTC),
                )
            ],
            ignore_conflicts=True,
        )

    return make


@pytest.fixture
def id_token(seeded_container: Any, identity_account: IdentityAccount) -> IdToken:
    """An ID token from the real identity provider's signer (what core's auth middleware
    verifies) for `uid`, signed in with a password: its account is made first, and is verified
    unless told otherwise."""

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
