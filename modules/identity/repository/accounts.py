"""The only code the identity use cases go through to read and write accounts.

Each method is one statement (or one transaction where it says so), as the use cases made it
before: an UPDATE stays an UPDATE of the named columns, nothing becomes read-then-write."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from tortoise.backends.base.client import TransactionContext
from tortoise.exceptions import IntegrityError
from tortoise.transactions import in_transaction

from modules.identity.models import Account, OobCode, RefreshToken


@dataclass(frozen=True)
class StoredAccount:
    uid: str
    email: str | None
    password_hash: str | None
    email_verified: bool
    disabled: bool
    display_name: str | None
    photo_url: str | None
    google_subject: str | None
    language: str
    created_at: datetime
    last_login_at: datetime | None
    password_updated_at: datetime | None
    valid_since: datetime


@dataclass(frozen=True)
class AccountAccess:
    """What every /api call checks of a token's account: no more than these two columns."""

    disabled: bool
    valid_since: datetime


class DuplicateAccount(Exception):
    """Another account already holds this address (or Google subject)."""


def _stored(row: Account) -> StoredAccount:
    return StoredAccount(
        uid=row.uid,
        email=row.email,
        password_hash=row.password_hash,
        email_verified=row.email_verified,
        disabled=row.disabled,
        display_name=row.display_name,
        photo_url=row.photo_url,
        google_subject=row.google_subject,
        language=row.language,
        created_at=row.created_at,
        last_login_at=row.last_login_at,
        password_updated_at=row.password_updated_at,
        valid_since=row.valid_since,
    )


class IdentityRepository:
    def transaction(self) -> TransactionContext:
        """One database transaction around several calls (this repository's and the token and
        code stores', which join it)."""
        return in_transaction()

    # ------------------------------------------------------------------ reads

    async def find_by_uid(self, uid: str) -> StoredAccount | None:
        row = await Account.get_or_none(uid=uid)
        return _stored(row) if row is not None else None

    async def find_by_email(self, email: str) -> StoredAccount | None:
        row = await Account.get_or_none(email=email)
        return _stored(row) if row is not None else None

    async def find_by_google_subject(self, subject: str) -> StoredAccount | None:
        row = await Account.get_or_none(google_subject=subject)
        return _stored(row) if row is not None else None

    async def email_taken(self, email: str) -> bool:
        return await Account.exists(email=email)

    async def access_of(self, uid: str) -> AccountAccess | None:
        state = await Account.filter(uid=uid).values_list("disabled", "valid_since")
        if not state:
            return None
        ((disabled, valid_since),) = state
        return AccountAccess(disabled=bool(disabled), valid_since=valid_since)

    async def emails_of(self, uids: Iterable[str]) -> dict[str, str]:
        rows = await Account.filter(uid__in=tuple(uids), email__isnull=False).values_list(
            "uid", "email"
        )
        return {str(uid): str(email) for uid, email in rows}

    # ------------------------------------------------------------------ writes

    async def create(
        self,
        *,
        uid: str,
        email: str,
        language: str,
        valid_since: datetime,
        password_hash: str | None = None,
        display_name: str | None = None,
        last_login_at: datetime | None = None,
        password_updated_at: datetime | None = None,
    ) -> StoredAccount:
        """One INSERT; the unique address (or uid) makes a concurrent twin fail here."""
        try:
            row = await Account.create(
                uid=uid,
                email=email,
                password_hash=password_hash,
                display_name=display_name,
                language=language,
                last_login_at=last_login_at,
                password_updated_at=password_updated_at,
                valid_since=valid_since,
            )
        except IntegrityError as error:
            raise DuplicateAccount(str(error)) from error
        return _stored(row)

    async def _update(self, uid: str, **values: object) -> None:
        await Account.filter(uid=uid).update(**values)

    async def mark_email_verified(self, uid: str) -> None:
        await self._update(uid, email_verified=True)

    async def set_language(self, uid: str, language: str) -> None:
        await self._update(uid, language=language)

    async def record_login(self, uid: str, *, at: datetime, password_hash: str | None) -> None:
        """The sign-in's time and the password hash (a fresher one when the old needs rehash)."""
        await self._update(uid, last_login_at=at, password_hash=password_hash)

    async def set_profile(
        self, uid: str, *, display_name: str | None, photo_url: str | None
    ) -> None:
        await self._update(uid, display_name=display_name, photo_url=photo_url)

    async def set_password(
        self, uid: str, *, password_hash: str, updated_at: datetime, valid_since: datetime
    ) -> None:
        await self._update(
            uid,
            password_hash=password_hash,
            password_updated_at=updated_at,
            valid_since=valid_since,
        )

    async def save_google_sign_in(self, account: StoredAccount) -> None:
        """Every column a Google sign-in may change: the link, the verified address, name and
        picture, the sign-in time, and (after taking over an unverified account) the removed
        password and the new valid_since."""
        await self._update(
            account.uid,
            google_subject=account.google_subject,
            email_verified=account.email_verified,
            display_name=account.display_name,
            photo_url=account.photo_url,
            last_login_at=account.last_login_at,
            password_hash=account.password_hash,
            password_updated_at=account.password_updated_at,
            valid_since=account.valid_since,
        )

    async def delete(self, uid: str) -> None:
        """One transaction: the account with its refresh tokens and action codes."""
        async with in_transaction():
            await RefreshToken.filter(uid=uid).delete()
            await OobCode.filter(uid=uid).delete()
            await Account.filter(uid=uid).delete()
