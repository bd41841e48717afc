"""Password rules (Firebase's 6 characters, no common password) and argon2id hashing."""

from functools import cache
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from modules.identity.schemas import FirebaseCode, IdentityError

MINIMUM_LENGTH = 6
WEAK_DETAIL = "Password should be at least 6 characters"
_LIST = Path(__file__).with_name("common_passwords.txt")


@cache
def common_passwords() -> frozenset[str]:
    lines = _LIST.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip().lower() for line in lines if line and not line.startswith("#"))


def check_strength(password: str) -> None:
    """Refuse short and common passwords with the one answer the client knows."""
    if len(password) < MINIMUM_LENGTH or password.lower() in common_passwords():
        raise IdentityError(FirebaseCode.WEAK_PASSWORD, WEAK_DETAIL)


class Passwords:
    """argon2id (argon2-cffi's defaults unless told); tests pass cheaper costs."""

    def __init__(
        self, *, time_cost: int = 3, memory_cost_kib: int = 65536, parallelism: int = 4
    ) -> None:
        self._hasher = PasswordHasher(
            time_cost=time_cost, memory_cost=memory_cost_kib, parallelism=parallelism
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
