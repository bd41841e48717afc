"""Out-of-band codes: verification and reset links (random) and the e-mail's 6-digit code.
Stored only as keyed hashes, single use, expiring."""

import hashlib
import hmac
import secrets
from collections.abc import Iterable
from datetime import timedelta

from modules.identity.clock import utcnow
from modules.identity.repository.accounts import StoredAccount
from modules.identity.repository.codes import ActionCodeRepository, StoredActionCode
from modules.identity.schemas import FirebaseCode, IdentityError, OobKind

LIFETIMES = {
    OobKind.VERIFY_EMAIL: timedelta(days=3),
    OobKind.PASSWORD_RESET: timedelta(hours=1),
    OobKind.EMAIL_CODE: timedelta(minutes=30),
}
EMAIL_CODE_MAX_FAILURES = 5
# E-mails of one kind an account may trigger in an hour: more is abuse of our mail sender.
CODES_PER_HOUR = 5


class ActionCodes:
    def __init__(self, *, secret: bytes, repository: ActionCodeRepository) -> None:
        self._secret = secret
        self._repository = repository

    def _hash(self, value: str) -> str:
        return hmac.new(self._secret, value.encode(), hashlib.sha256).hexdigest()

    async def issue(self, *, kind: OobKind, account: StoredAccount) -> str:
        """A new code; earlier unused codes of the same kind stop working."""
        recent = await self._repository.count_issued_since(
            uid=account.uid, kind=kind, since=utcnow() - timedelta(hours=1)
        )
        if recent >= CODES_PER_HOUR:
            raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)
        if kind is OobKind.EMAIL_CODE:
            code = f"{secrets.randbelow(1_000_000):06d}"
            # 6 digits are not unique across accounts: the account is part of what is hashed.
            key = f"{account.uid}:{code}"
        else:
            code = key = secrets.token_urlsafe(32)
        await self.void(uid=account.uid, kinds=[kind])
        await self._repository.add(
            code_hash=self._hash(key),
            uid=account.uid,
            email=account.email or "",
            kind=kind,
            expires_at=utcnow() + LIFETIMES[kind],
        )
        return code

    async def void(self, *, uid: str, kinds: Iterable[OobKind]) -> None:
        await self._repository.void(uid=uid, kinds=kinds, at=utcnow())

    async def check(self, *, code: str, kinds: Iterable[OobKind]) -> StoredActionCode:
        row = await self._repository.find(code_hash=self._hash(code))
        if row is None or row.kind not in set(kinds) or row.used_at is not None:
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        if row.expires_at <= utcnow():
            raise IdentityError(FirebaseCode.EXPIRED_OOB_CODE)
        return row

    async def consume(self, *, code: str, kinds: Iterable[OobKind]) -> StoredActionCode:
        row = await self.check(code=code, kinds=kinds)
        # Conditional: of two requests with the same code only one gets it.
        if not await self._repository.use(row.id, at=utcnow()):
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        return row

    async def consume_email_code(self, *, uid: str, code: str) -> StoredActionCode:
        pending = await self._repository.first_unused(uid=uid, kind=OobKind.EMAIL_CODE)
        if pending is None:
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        if pending.expires_at <= utcnow():
            raise IdentityError(FirebaseCode.EXPIRED_OOB_CODE)
        # Six digits can be guessed: each guess first takes one of a few tries, in one
        # conditional UPDATE, so concurrent guesses cannot all be checked against a count
        # read before any of them was made.
        tries_left = await self._repository.take_try(
            pending.id, max_failures=EMAIL_CODE_MAX_FAILURES
        )
        if not tries_left:
            raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)
        if not hmac.compare_digest(pending.code_hash, self._hash(f"{uid}:{code.strip()}")):
            # The last try spent: the code is gone.
            spent = await self._repository.use_up(
                pending.id, max_failures=EMAIL_CODE_MAX_FAILURES, at=utcnow()
            )
            if spent:
                raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        return await self.consume(code=f"{uid}:{code.strip()}", kinds=[OobKind.EMAIL_CODE])
