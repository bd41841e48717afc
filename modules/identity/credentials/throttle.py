"""The sign-in throttle, held in the database so every process of the store counts the same.

Each password attempt first takes a slot in three counters, each one conditional UPDATE inside
one transaction: the account from this client, this client's address, and the account from
anywhere. A counter at its limit refuses the attempt (and the transaction gives back the slots
already taken). The right password clears what it counted; a reset link clears the account.

Counting per account *and* client means strangers guessing from elsewhere cannot lock the owner
out; the account-from-anywhere counter stops a guess spread over many addresses, and a device
that signed in to the account before is not held by it.
"""

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from modules.identity.clock import utcnow
from modules.identity.models import KnownDevice, LoginCounter
from modules.identity.schemas import FirebaseCode, IdentityError

KNOWN_DEVICE_DAYS = 90


@dataclass(frozen=True)
class Attempt:
    email: str
    address: str
    user_agent: str = ""

    @property
    def device(self) -> str:
        return hashlib.sha256(f"{self.address}|{self.user_agent}".encode()).hexdigest()

    @property
    def account_from_client(self) -> str:
        return f"pair:{self.email}|{self.address[:64]}"

    @property
    def client(self) -> str:
        return f"addr:{self.address[:64]}"

    @property
    def account_anywhere(self) -> str:
        return f"acct:{self.email}"


class LoginThrottle:
    def __init__(
        self,
        *,
        window: timedelta,
        per_account: int,
        per_address: int,
        per_account_anywhere: int = 50,
    ) -> None:
        self._window = window
        self._per_account = per_account
        self._per_address = per_address
        self._per_account_anywhere = per_account_anywhere

    async def take_slot(self, attempt: Attempt) -> None:
        """Count this attempt, or refuse it (TOO_MANY_ATTEMPTS_TRY_LATER) when a limit is met."""
        limits = [
            (attempt.account_from_client, self._per_account),
            (attempt.client, self._per_address),
        ]
        if not await self._is_known(attempt):
            limits.append((attempt.account_anywhere, self._per_account_anywhere))
        now = utcnow()
        async with in_transaction():
            for key, limit in limits:
                if not await self._count(key, limit=limit, now=now):
                    raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)

    async def _count(self, key: str, *, limit: int, now: datetime) -> bool:
        await LoginCounter.bulk_create(
            [LoginCounter(key=key, failures=0, window_started_at=now)], ignore_conflicts=True
        )
        # A window that ran out starts again from nothing.
        await LoginCounter.filter(key=key, window_started_at__lt=now - self._window).update(
            failures=0, window_started_at=now
        )
        taken = await LoginCounter.filter(key=key, failures__lt=limit).update(
            failures=F("failures") + 1
        )
        return bool(taken)

    async def succeeded(self, attempt: Attempt) -> None:
        """The right password: what this client counted against the account is forgotten, and
        the client becomes a known device of the account."""
        now = utcnow()
        await LoginCounter.filter(
            key__in=[attempt.account_from_client, attempt.account_anywhere]
        ).delete()
        await LoginCounter.filter(key=attempt.client, failures__gt=0).update(
            failures=F("failures") - 1
        )
        await KnownDevice.bulk_create(
            [KnownDevice(email=attempt.email, device_hash=attempt.device, last_seen_at=now)],
            ignore_conflicts=True,
        )
        await KnownDevice.filter(email=attempt.email, device_hash=attempt.device).update(
            last_seen_at=now
        )

    async def clear_account(self, *, email: str) -> None:
        """A reset link was used: every lock on the account ends."""
        await LoginCounter.filter(key__startswith=f"pair:{email}|").delete()
        await LoginCounter.filter(key=f"acct:{email}").delete()

    async def _is_known(self, attempt: Attempt) -> bool:
        return await KnownDevice.filter(
            email=attempt.email,
            device_hash=attempt.device,
            last_seen_at__gt=utcnow() - timedelta(days=KNOWN_DEVICE_DAYS),
        ).exists()
