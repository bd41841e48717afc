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
from datetime import timedelta

from modules.identity.clock import utcnow
from modules.identity.repository.throttle import ThrottleRepository
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
        repository: ThrottleRepository,
        window: timedelta,
        per_account: int,
        per_address: int,
        per_account_anywhere: int = 50,
    ) -> None:
        self._repository = repository
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
        async with self._repository.transaction():
            for key, limit in limits:
                # A window that ran out starts again from nothing.
                if not await self._repository.take(
                    key, limit=limit, now=now, window_start=now - self._window
                ):
                    raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)

    async def succeeded(self, attempt: Attempt) -> None:
        """The right password: what this client counted against the account is forgotten, and
        the client becomes a known device of the account."""
        now = utcnow()
        await self._repository.forget([attempt.account_from_client, attempt.account_anywhere])
        await self._repository.give_back_one(attempt.client)
        await self._repository.remember_device(
            email=attempt.email, device_hash=attempt.device, at=now
        )

    async def clear_account(self, *, email: str) -> None:
        """A reset link was used: every lock on the account ends."""
        await self._repository.forget_starting_with(f"pair:{email}|")
        await self._repository.forget([f"acct:{email}"])

    async def _is_known(self, attempt: Attempt) -> bool:
        return await self._repository.is_known_device(
            email=attempt.email,
            device_hash=attempt.device,
            seen_since=utcnow() - timedelta(days=KNOWN_DEVICE_DAYS),
        )
