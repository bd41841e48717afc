"""What every identity use case shares: collaborators, the token holder, password setting."""

import re
import secrets
import string
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import timedelta

import structlog

from core.jobs import JobQueue
from modules.identity.clock import utcnow
from modules.identity.credentials.codes import ActionCodes
from modules.identity.credentials.passwords import Passwords
from modules.identity.credentials.throttle import LoginThrottle
from modules.identity.google.id_tokens import GoogleTokens
from modules.identity.google.nonces import GoogleNonces
from modules.identity.repository.accounts import IdentityRepository, StoredAccount
from modules.identity.schemas import (
    AccountView,
    FirebaseCode,
    IdentityError,
    IssuedTokens,
    TokenClaims,
)
from modules.identity.tokens.id_tokens import IdTokens
from modules.identity.tokens.sessions import Sessions
from modules.notifications.schemas import Language, MailKind
from modules.notifications.service import NotificationService

log = structlog.get_logger(__name__)

EMAIL_SHAPE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
MAX_EMAIL_LENGTH = 320
UID_ALPHABET = string.ascii_letters + string.digits
PASSWORD_RESET_JOB = "identity.send_password_reset"  # noqa: S105 - a job kind


def account_view(account: StoredAccount) -> AccountView:
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
        repository: IdentityRepository,
        passwords: Passwords,
        id_tokens: IdTokens,
        sessions: Sessions,
        codes: ActionCodes,
        throttle: LoginThrottle,
        google: GoogleTokens,
        google_nonces: GoogleNonces,
        notifications: NotificationService,
        jobs: JobQueue,
        public_url: str,
        enumeration_protection: bool,
        recent_login: timedelta = timedelta(minutes=5),
        on_account_deleted: Sequence[Callable[..., Awaitable[None]]] = (),
    ) -> None:
        self._repository = repository
        self._passwords = passwords
        self._id_tokens = id_tokens
        self._sessions = sessions
        self._codes = codes
        self._throttle = throttle
        self._google = google
        self._google_nonces = google_nonces
        self._notifications = notifications
        self._jobs = jobs
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

    async def verify_id_token_of_active_account(self, *, id_token: str | None) -> TokenClaims:
        """What the store's /api endpoints accept: a valid token of an account that still
        exists, is not disabled, and was not signed out everywhere after the token was issued
        (one primary-key read). A deleted or disabled account's token stops working at once."""
        claims = self.verify_id_token(id_token=id_token)
        access = await self._repository.access_of(claims.uid)
        if access is None:
            raise IdentityError(FirebaseCode.USER_NOT_FOUND)
        if access.disabled:
            raise IdentityError(FirebaseCode.USER_DISABLED)
        if claims.issued_at < int(access.valid_since.timestamp()):
            raise IdentityError(FirebaseCode.TOKEN_EXPIRED)
        return claims

    async def _holder(self, id_token: str | None) -> tuple[StoredAccount, TokenClaims]:
        claims = self.verify_id_token(id_token=id_token)
        account = await self._repository.find_by_uid(claims.uid)
        if account is None:
            raise IdentityError(FirebaseCode.USER_NOT_FOUND)
        if account.disabled:
            raise IdentityError(FirebaseCode.USER_DISABLED)
        # Tokens from before a password change or reset are no longer honoured.
        if claims.issued_at < int(account.valid_since.timestamp()):
            raise IdentityError(FirebaseCode.TOKEN_EXPIRED)
        return account, claims

    def _require_recent_sign_in(self, claims: TokenClaims) -> None:
        if claims.auth_time < int((utcnow() - self._recent_login).timestamp()):
            raise IdentityError(FirebaseCode.CREDENTIAL_TOO_OLD_LOGIN_AGAIN)

    async def refresh(self, *, refresh_token: str) -> IssuedTokens:
        return await self._sessions.refresh(refresh_token=refresh_token)

    async def _hash(self, password: str) -> str:
        # argon2 is deliberately slow: off the event loop, and never inside a transaction
        # (on SQLite a transaction holds the one connection every request needs).
        return await self._passwords.hash_off_loop(password)

    async def _set_password(self, account: StoredAccount, password_hash: str) -> StoredAccount:
        """Inside a transaction, with a hash made before it: the new hash, earlier ID tokens
        refused, every session ended. The account as it now is."""
        now = utcnow()
        account = replace(
            account,
            password_hash=password_hash,
            password_updated_at=now,
            valid_since=now.replace(microsecond=0),
        )
        await self._repository.set_password(
            account.uid,
            password_hash=password_hash,
            updated_at=now,
            valid_since=account.valid_since,
        )
        await self._sessions.revoke_all(uid=account.uid)
        await self._mail(account, MailKind.PASSWORD_CHANGED, {})
        return account

    async def _mail(
        self, account: StoredAccount, kind: MailKind, values: dict[str, object]
    ) -> None:
        """Inside the transaction of the change: the e-mail and the job that sends it."""
        await self._notifications.queue(
            kind=kind,
            recipient=account.email or "",
            language=Language.pick(account.language),
            values={"recipient_name": account.display_name, **values},
        )

    def public_keys(self) -> dict[str, object]:
        """The JWK set that verifies our ID tokens."""
        return self._id_tokens.jwks()
