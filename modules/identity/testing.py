"""The identity module's test helpers, a pytest plugin (`-p modules.identity.testing` in
pyproject's addopts): any module's tests ask for `identity_account` by name."""

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

import pytest

from modules.identity.models import Account

IdentityAccount = Callable[..., Awaitable[None]]


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
