"""Password rules (Firebase's 6 characters, no common password) and argon2id hashing."""

import asyncio
import os
import secrets
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from modules.identity.schemas import FirebaseCode, IdentityError

MINIMUM_LENGTH = 6
WEAK_DETAIL = "Password should be at least 6 characters"
# Same code, its own detail: the client names the rule that failed.
COMMON_DETAIL = "Password is too common"
_LIST = Path(__file__).with_name("common_passwords.txt")


@cache
def common_passwords() -> frozenset[str]:
    lines = _LIST.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip().lower() for line in lines if line and not line.startswith("#"))


def check_strength(password: str) -> None:
    """Refuse short and common passwords with Firebase's code; the detail says which rule."""
    if len(password) < MINIMUM_LENGTH:
        raise IdentityError(FirebaseCode.WEAK_PASSWORD, WEAK_DETAIL)
    if password.lower() in common_passwords():
        raise IdentityError(FirebaseCode.WEAK_PASSWORD, COMMON_DETAIL)


class Passwords:
    """argon2id (argon2-cffi's defaults unless told); tests pass cheaper costs.

    argon2 is slow on purpose. Its work runs in a pool of its own, as many threads as cores:
    the event loop keeps serving while a burst of sign-ups waits its turn in the pool, instead
    of every core and the default executor being taken at once."""

    def __init__(
        self,
        *,
        time_cost: int = 3,
        memory_cost_kib: int = 65536,
        parallelism: int = 4,
        workers: int | None = None,
    ) -> None:
        self._hasher = PasswordHasher(
            time_cost=time_cost, memory_cost=memory_cost_kib, parallelism=parallelism
        )
        self._pool = ThreadPoolExecutor(
            max_workers=workers or os.cpu_count() or 2, thread_name_prefix="argon2"
        )
        self._decoy: str | None = None

    async def hash_off_loop(self, password: str) -> str:
        return await asyncio.get_running_loop().run_in_executor(self._pool, self.hash, password)

    async def matches_off_loop(self, password_hash: str | None, password: str) -> bool:
        """Without a hash (no such account) a decoy is checked, so the answer takes as long
        as for a real account: the time does not tell whether an e-mail is registered."""
        if not password_hash:
            if self._decoy is None:
                self._decoy = await self.hash_off_loop(secrets.token_urlsafe(16))
            await asyncio.get_running_loop().run_in_executor(
                self._pool, self.matches, self._decoy, password
            )
            return False
        return await asyncio.get_running_loop().run_in_executor(
            self._pool, self.matches, password_hash, password
        )

    def hash(self, password: str) -> str:
        return self._hasher.hash(password)

    def matches(self, password_hash: str | None, password: str) -> bool:
        if not password_hash:
            return False
        try:
            return self._hasher.verify(password_hash, password)
        except (VerificationError, InvalidHashError):
            return False

    def needs_rehash(self, password_hash: str) -> bool:
        return self._hasher.check_needs_rehash(password_hash)
