"""Login throttling held in the database, so every process of the store counts the same."""

from datetime import timedelta

from modules.identity.clock import utcnow
from modules.identity.models import LoginFailure
from modules.identity.schemas import FirebaseCode, IdentityError


class LoginThrottle:
    def __init__(self, *, window: timedelta, per_account: int, per_address: int) -> None:
        self._window = window
        self._per_account = per_account
        self._per_address = per_address

    async def check(self, *, email: str, address: str) -> None:
        since = utcnow() - self._window
        by_account = await LoginFailure.filter(email=email, created_at__gt=since).count()
        by_address = await LoginFailure.filter(address=address, created_at__gt=since).count()
        if by_account >= self._per_account or by_address >= self._per_address:
            raise IdentityError(FirebaseCode.TOO_MANY_ATTEMPTS_TRY_LATER)

    async def record_failure(self, *, email: str, address: str) -> None:
        now = utcnow()
        await LoginFailure.create(email=email, address=address[:64], created_at=now)
        # Old rows count for nothing; dropping them here keeps the table small.
        await LoginFailure.filter(created_at__lt=now - self._window).delete()

    async def clear(self, *, email: str) -> None:
        await LoginFailure.filter(email=email).delete()
