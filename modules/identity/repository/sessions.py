"""Refresh tokens, one row per link of a sign-in's chain. The token itself is never stored,
only its hash."""

from dataclasses import dataclass
from datetime import datetime

from tortoise.backends.base.client import TransactionContext
from tortoise.transactions import in_transaction

from modules.identity.models import RefreshToken
from modules.identity.schemas import SignInProvider


@dataclass(frozen=True)
class StoredRefreshToken:
    id: int
    token_hash: str
    uid: str
    family: str
    sign_in_provider: SignInProvider
    auth_time: datetime
    created_at: datetime
    family_expires_at: datetime
    used_at: datetime | None
    revoked_at: datetime | None


def _stored(row: RefreshToken) -> StoredRefreshToken:
    return StoredRefreshToken(
        id=row.id,
        token_hash=row.token_hash,
        uid=row.uid,
        family=row.family,
        sign_in_provider=row.sign_in_provider,
        auth_time=row.auth_time,
        created_at=row.created_at,
        family_expires_at=row.family_expires_at,
        used_at=row.used_at,
        revoked_at=row.revoked_at,
    )


class RefreshTokenRepository:
    def transaction(self) -> TransactionContext:
        """One database transaction around several calls (the account repository's join it)."""
        return in_transaction()

    async def find(self, *, token_hash: str) -> StoredRefreshToken | None:
        row = await RefreshToken.get_or_none(token_hash=token_hash)
        return _stored(row) if row is not None else None

    async def find_by_id(self, token_id: int) -> StoredRefreshToken | None:
        row = await RefreshToken.get_or_none(id=token_id)
        return _stored(row) if row is not None else None

    async def find_unrevoked(self, *, token_hash: str, family: str) -> StoredRefreshToken | None:
        """The token if it is a link of `family` that was not revoked."""
        row = await RefreshToken.get_or_none(
            token_hash=token_hash, family=family, revoked_at__isnull=True
        )
        return _stored(row) if row is not None else None

    async def add(
        self,
        *,
        token_hash: str,
        uid: str,
        family: str,
        sign_in_provider: SignInProvider,
        auth_time: datetime,
        family_expires_at: datetime,
    ) -> None:
        await RefreshToken.create(
            token_hash=token_hash,
            uid=uid,
            family=family,
            sign_in_provider=sign_in_provider,
            auth_time=auth_time,
            family_expires_at=family_expires_at,
        )

    async def claim(self, token_id: int, *, at: datetime) -> bool:
        """One conditional UPDATE: only one caller can move used_at from empty, so of two
        concurrent uses of a token exactly one claims it."""
        claimed = await RefreshToken.filter(id=token_id, used_at__isnull=True).update(used_at=at)
        return bool(claimed)

    async def revoke_family(self, family: str, *, at: datetime) -> None:
        await RefreshToken.filter(family=family, revoked_at__isnull=True).update(revoked_at=at)

    async def revoke_all(self, uid: str, *, at: datetime) -> None:
        await RefreshToken.filter(uid=uid, revoked_at__isnull=True).update(revoked_at=at)
