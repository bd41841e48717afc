"""Out-of-band codes: verification and reset links (random) and the e-mail's 6-digit code.
Stored only as keyed hashes, single use, expiring."""

import hashlib
import hmac
import secrets
from collections.abc import Iterable
from datetime import timedelta

from tortoise.expressions import F

from modules.identity.clock import utcnow
from modules.identity.models import OobCode
from modules.identity.repository import StoredAccount
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
    def __init__(self, *, secret: bytes) -> None:
        self._secret = secret

    def _hash(self, value: str) -> str:
        return hmac.new(self._secret, value.encode(), hashlib.sha256).hexdigest()

    async def issue(self, *, kind: OobKind, account: StoredAccount) -> str:
        """A new code; earlier unused codes of the same kind stop working."""
        recent = await OobCode.filter(
            uid=account.uid, kind=kind, created_at__gt=utcnow() - timedelta(hours=1)
        ).count()
        if recent >= CODES_PER_HOUR:
            raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)
        if kind is OobKind.EMAIL_CODE:
            code = f"{secrets.randbelow(1_000_000):06d}"
            # 6 digits are not unique across accounts: the account is part of what is hashed.
            key = f"{account.uid}:{code}"
        else:
            code = key = secrets.token_urlsafe(32)
        await self.void(uid=account.uid, kinds=[kind])
        await OobCode.create(
            code_hash=self._hash(key),
            uid=account.uid,
            email=account.email or "",
            kind=kind,
            expires_at=utcnow() + LIFETIMES[kind],
        )
        return code

    async def void(self, *, uid: str, kinds: Iterable[OobKind]) -> None:
        await OobCode.filter(uid=uid, kind__in=list(kinds), used_at__isnull=True).update(
            used_at=utcnow()
        )

    async def check(self, *, code: str, kinds: Iterable[OobKind]) -> OobCode:
        row = await OobCode.get_or_none(code_hash=self._hash(code))
        if row is None or row.kind not in set(kinds) or row.used_at is not None:
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        if row.expires_at <= utcnow():
            raise IdentityError(FirebaseCode.EXPIRED_OOB_CODE)
        return row

    async def consume(self, *, code: str, kinds: Iterable[OobKind]) -> OobCode:
        row = await self.check(code=code, kinds=kinds)
        # Conditional: of two requests with the same code only one gets it.
        if not await OobCode.filter(id=row.id, used_at__isnull=True).update(used_at=utcnow()):
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        return row

    async def consume_email_code(self, *, uid: str, code: str) -> OobCode:
        pending = await OobCode.filter(
            uid=uid, kind=OobKind.EMAIL_CODE, used_at__isnull=True
        ).first()
        if pending is None:
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        if pending.expires_at <= utcnow():
            raise IdentityError(FirebaseCode.EXPIRED_OOB_CODE)
        # Six digits can be guessed: each guess first takes one of a few tries, in one
        # conditional UPDATE, so concurrent guesses cannot all be checked against a count
        # read before any of them was made.
        tries_left = await OobCode.filter(
            id=pending.id, used_at__isnull=True, failed_attempts__lt=EMAIL_CODE_MAX_FAILURES
        ).update(failed_attempts=F("failed_attempts") + 1)
        if not tries_left:
            raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)
        if not hmac.compare_digest(pending.code_hash, self._hash(f"{uid}:{code.strip()}")):
            # The last try spent: the code is gone.
            spent = await OobCode.filter(
                id=pending.id, used_at__isnull=True, failed_attempts__gte=EMAIL_CODE_MAX_FAILURES
            ).update(used_at=utcnow())
            if spent:
                raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)
            raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
        return await self.consume(code=f"{uid}:{code.strip()}", kinds=[OobKind.EMAIL_CODE])
