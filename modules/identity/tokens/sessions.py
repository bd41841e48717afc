"""Sign-in sessions: an ID token plus an opaque refresh token, stored hashed and rotated on every
use. A used token presented again means it leaked: the whole chain (family) is revoked.

Two tabs of one browser refresh at the same moment with the same token. So that they do not
revoke their own session, a token used again within a few seconds of its first use returns the
same successor: the successor is derived from the token itself (an HMAC under the server's
secret), so it can be given again without ever being stored in the clear."""

import base64
import hashlib
import hmac
import secrets
from datetime import datetime, timedelta

import structlog

from modules.identity.clock import utcnow
from modules.identity.repository.accounts import IdentityRepository, StoredAccount
from modules.identity.repository.sessions import RefreshTokenRepository, StoredRefreshToken
from modules.identity.schemas import FirebaseCode, IdentityError, IssuedTokens, SignInProvider
from modules.identity.tokens.id_tokens import ID_TOKEN_SECONDS, IdTokens

log = structlog.get_logger(__name__)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Sessions:
    def __init__(
        self,
        *,
        tokens: IdTokens,
        refresh_tokens: RefreshTokenRepository,
        accounts: IdentityRepository,
        lifetime: timedelta,
        secret: bytes = b"",
        reuse_grace: timedelta = timedelta(seconds=30),
    ) -> None:
        self._tokens = tokens
        self._refresh_tokens = refresh_tokens
        self._accounts = accounts
        self._lifetime = lifetime
        self._secret = secret or secrets.token_bytes(32)
        self._reuse_grace = reuse_grace

    def _successor_of(self, refresh_token: str) -> str:
        digest = hmac.new(self._secret, refresh_token.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def id_token(
        self, *, account: StoredAccount, provider: SignInProvider, auth_time: datetime
    ) -> str:
        return self._tokens.issue(
            uid=account.uid,
            email=account.email,
            email_verified=account.email_verified,
            auth_time=int(auth_time.timestamp()),
            provider=provider,
            google_subject=account.google_subject,
            name=account.display_name,
            picture=account.photo_url,
        )

    async def _link(
        self,
        *,
        account: StoredAccount,
        family: str,
        provider: SignInProvider,
        auth_time: datetime,
        family_expires_at: datetime,
        refresh_token: str | None = None,
    ) -> IssuedTokens:
        refresh_token = refresh_token or secrets.token_urlsafe(48)
        await self._refresh_tokens.add(
            token_hash=_hash(refresh_token),
            uid=account.uid,
            family=family,
            sign_in_provider=provider,
            auth_time=auth_time,
            family_expires_at=family_expires_at,
        )
        return IssuedTokens(
            id_token=self.id_token(account=account, provider=provider, auth_time=auth_time),
            refresh_token=refresh_token,
            expires_in=ID_TOKEN_SECONDS,
            uid=account.uid,
        )

    async def start(self, *, account: StoredAccount, provider: SignInProvider) -> IssuedTokens:
        now = utcnow()
        return await self._link(
            account=account,
            family=secrets.token_hex(16),
            provider=provider,
            auth_time=now,
            family_expires_at=now + self._lifetime,
        )

    async def refresh(self, *, refresh_token: str) -> IssuedTokens:
        now = utcnow()
        row = await self._refresh_tokens.find(token_hash=_hash(refresh_token))
        if row is None or row.revoked_at is not None:
            raise IdentityError(FirebaseCode.INVALID_REFRESH_TOKEN)
        if row.family_expires_at <= now:
            raise IdentityError(FirebaseCode.TOKEN_EXPIRED)
        async with self._refresh_tokens.transaction():
            # Only one caller can move used_at from empty: a second one is a reuse.
            claimed = await self._refresh_tokens.claim(row.id, at=now)
            account = await self._accounts.find_by_uid(row.uid)
            if claimed and account is not None and not account.disabled:
                return await self._link(
                    account=account,
                    family=row.family,
                    provider=row.sign_in_provider,
                    auth_time=row.auth_time,
                    family_expires_at=row.family_expires_at,
                    refresh_token=self._successor_of(refresh_token),
                )
        if not claimed and (again := await self._within_grace(row, refresh_token, now)):
            return again
        if not claimed:
            await self.revoke_family(family=row.family)
            log.warning("refresh_token_reused", uid=row.uid, family=row.family)
            raise IdentityError(FirebaseCode.INVALID_REFRESH_TOKEN)
        if account is None:
            raise IdentityError(FirebaseCode.USER_NOT_FOUND)
        raise IdentityError(FirebaseCode.USER_DISABLED)

    async def _within_grace(
        self, row: StoredRefreshToken, refresh_token: str, now: datetime
    ) -> IssuedTokens | None:
        """The same token again a moment after its first use (another tab): the same
        successor, with a fresh ID token, as long as nothing was revoked meanwhile."""
        used = await self._refresh_tokens.find_by_id(row.id)
        if used is None or used.used_at is None or now - used.used_at > self._reuse_grace:
            return None
        successor = self._successor_of(refresh_token)
        following = await self._refresh_tokens.find_unrevoked(
            token_hash=_hash(successor), family=row.family
        )
        account = await self._accounts.find_by_uid(row.uid)
        if following is None or account is None or account.disabled:
            return None
        return IssuedTokens(
            id_token=self.id_token(
                account=account, provider=row.sign_in_provider, auth_time=row.auth_time
            ),
            refresh_token=successor,
            expires_in=ID_TOKEN_SECONDS,
            uid=account.uid,
        )

    async def revoke_family(self, *, family: str) -> None:
        await self._refresh_tokens.revoke_family(family, at=utcnow())

    async def revoke_all(self, *, uid: str) -> None:
        await self._refresh_tokens.revoke_all(uid, at=utcnow())
