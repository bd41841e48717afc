"""What every identity use case shares: collaborators, the token holder, password setting."""

import asyncio
import re
import secrets
import string
from collections.abc import Awaitable, Callable, Sequence
from datetime import timedelta

import structlog

from modules.identity.clock import utcnow
from modules.identity.codes import ActionCodes
from modules.identity.google import GoogleTokens
from modules.identity.models import Account
from modules.identity.passwords import Passwords
from modules.identity.schemas import (
    AccountView,
    FirebaseCode,
    IdentityError,
    IssuedTokens,
    TokenClaims,
)
from modules.identity.sessions import Sessions
from modules.identity.throttle import LoginThrottle
from modules.identity.tokens import IdTokens
from modules.notifications.schemas import Language, MailKind
from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)

EMAIL_SHAPE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
MAX_EMAIL_LENGTH = 320
UID_ALPHABET = string.ascii_letters + string.digits


def account_view(account: Account) -> AccountView:
    return AccountView(
        uid=account.uid,
        email=account.email,
        email_verified=account.email_verified,
        display_name=account.display_name,
        photo_url=account.photo_url,
        disabled=account.disabled,
        has_password=account.password_hash is not None,
        google_subject=account.google_subject,
        created_at=account.created_at,
        last_login_at=account.last_login_at,
        password_updated_at=account.password_updated_at,
        valid_since=account.valid_since,
    )


def normalized_email(email: str | None) -> str:
    if not email or not email.strip():
        raise IdentityError(FirebaseCode.MISSING_EMAIL)
    email = email.strip().lower()
    if not EMAIL_SHAPE.match(email) or len(email) > MAX_EMAIL_LENGTH:
        raise IdentityError(FirebaseCode.INVALID_EMAIL)
    return email


def new_uid() -> str:
    return "".join(secrets.choice(UID_ALPHABET) for _ in range(28))


class IdentityBase:
    def __init__(
        self,
        *,
        passwords: Passwords,
        id_tokens: IdTokens,
        sessions: Sessions,
        codes: ActionCodes,
        throttle: LoginThrottle,
        google: GoogleTokens,
        notifications: NotificationService,
        public_url: str,
        enumeration_protection: bool,
        recent_login: timedelta = timedelta(minutes=5),
        on_account_deleted: Sequence[Callable[..., Awaitable[None]]] = (),
    ) -> None:
        self._passwords = passwords
        self._id_tokens = id_tokens
        self._sessions = sessions
        self._codes = codes
        self._throttle = throttle
        self._google = google
        self._notifications = notifications
        self._public_url = public_url.rstrip("/")
        self._enumeration_protection = enumeration_protection
        self._recent_login = recent_login
        # Other modules' clean-up for a deleted account, each called with uid=...
        self._on_account_deleted = tuple(on_account_deleted)

    # ------------------------------------------------------------------ tokens

    def verify_id_token(self, *, id_token: str | None) -> TokenClaims:
        """Signature, audience, issuer and expiry only: no database (used on every /api call)."""
        if not id_token:
            raise IdentityError(FirebaseCode.MISSING_ID_TOKEN)
        return self._id_tokens.verify(id_token)

    async def _holder(self, id_token: str | None) -> tuple[Account, TokenClaims]:
        claims = self.verify_id_token(id_token=id_token)
        account = await Account.get_or_none(uid=claims.uid)
        if account is None:
            raise IdentityError(FirebaseCode.USER_NOT_FOUND)
        if account.disabled:
            raise IdentityError(FirebaseCode.USER_DISABLED)
        # Tokens from before a password change or reset are no longer honoured.
        if claims.issued_at < int(account.valid_since.timestamp()):
            raise IdentityError(FirebaseCode.TOKEN_EXPIRED)
        return account, claims

    async def refresh(self, *, refresh_token: str) -> IssuedTokens:
        return await self._sessions.refresh(refresh_token=refresh_token)

    async def _hash(self, password: str) -> str:
        # argon2 is deliberately slow: off the event loop so other requests keep flowing.
        return await asyncio.to_thread(self._passwords.hash, password)

    async def _set_password(self, account: Account, password: str) -> None:
        """Inside a transaction: new hash, earlier ID tokens refused, every session ended."""
        now = utcnow()
        account.password_hash = await self._hash(password)
        account.password_updated_at = now
        account.valid_since = now.replace(microsecond=0)
        await account.save(update_fields=["password_hash", "password_updated_at", "valid_since"])
        await self._sessions.revoke_all(uid=account.uid)
        await self._mail(account, MailKind.PASSWORD_CHANGED, {})

    async def _mail(self, account: Account, kind: MailKind, values: dict[str, object]) -> None:
        name = account.display_name or (account.email or "").split("@")[0]
        await self._notifications.queue(
            kind=kind,
            recipient=account.email or "",
            language=Language.pick(account.language),
            values={"name": name, **values},
        )

    def public_keys(self) -> dict[str, object]:
        """The JWK set that verifies our ID tokens."""
        return self._id_tokens.jwks()
