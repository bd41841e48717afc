"""The sign-in throttle's counters and the devices known to have signed in to an account. A
counter is taken by one conditional UPDATE, so concurrent attempts cannot all pass a check made
before any of them was counted."""

from collections.abc import Iterable
from datetime import datetime

from tortoise.backends.base.client import TransactionContext
from tortoise.expressions import F
from tortoise.transactions import in_transaction

from modules.identity.models import KnownDevice, LoginCounter


class ThrottleRepository:
    def transaction(self) -> TransactionContext:
        """One database transaction around several counters: a refused one gives back the
        slots already taken."""
        return in_transaction()

    # ------------------------------------------------------------------ counters

    async def take(self, key: str, *, limit: int, now: datetime, window_start: datetime) -> bool:
        """Counts one failure against `key` unless it is at `limit`: the counter is made if
        missing, started again from nothing if its window began before `window_start`, then
        raised by one conditional UPDATE. False when the limit was met. Run it inside
        transaction()."""
        await LoginCounter.bulk_create(
            [LoginCounter(key=key, failures=0, window_started_at=now)], ignore_conflicts=True
        )
        await LoginCounter.filter(key=key, window_started_at__lt=window_start).update(
            failures=0, window_started_at=now
        )
        taken = await LoginCounter.filter(key=key, failures__lt=limit).update(
            failures=F("failures") + 1
        )
        return bool(taken)

    async def forget(self, keys: Iterable[str]) -> None:
        await LoginCounter.filter(key__in=list(keys)).delete()

    async def forget_starting_with(self, prefix: str) -> None:
        await LoginCounter.filter(key__startswith=prefix).delete()

    async def give_back_one(self, key: str) -> None:
        """One failure fewer against `key` (never below nothing)."""
        await LoginCounter.filter(key=key, failures__gt=0).update(failures=F("failures") - 1)

    # ------------------------------------------------------------------ known devices

    async def is_known_device(self, *, email: str, device_hash: str, seen_since: datetime) -> bool:
        return await KnownDevice.filter(
            email=email, device_hash=device_hash, last_seen_at__gt=seen_since
        ).exists()

    async def remember_device(self, *, email: str, device_hash: str, at: datetime) -> None:
        """The device is known to the account, last seen `at` (made if missing, else updated)."""
        await KnownDevice.bulk_create(
            [KnownDevice(email=email, device_hash=device_hash, last_seen_at=at)],
            ignore_conflicts=True,
        )
        await KnownDevice.filter(email=email, device_hash=device_hash).update(last_seen_at=at)
