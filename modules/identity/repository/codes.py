"""Action codes (verification and reset links, the e-mail's 6-digit code), stored only as keyed
hashes. Each use and each guess is one conditional UPDATE: of concurrent requests with the same
code only as many get through as the row allows."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from tortoise.expressions import F

from modules.identity.models import OobCode
from modules.identity.schemas import OobKind


@dataclass(frozen=True)
class StoredActionCode:
    id: int
    code_hash: str
    uid: str
    email: str
    kind: OobKind
    created_at: datetime
    expires_at: datetime
    used_at: datetime | None
    failed_attempts: int


def _stored(row: OobCode) -> StoredActionCode:
    return StoredActionCode(
        id=row.id,
        code_hash=row.code_hash,
        uid=row.uid,
        email=row.email,
        kind=row.kind,
        created_at=row.created_at,
        expires_at=row.expires_at,
        used_at=row.used_at,
        failed_attempts=row.failed_attempts,
    )


class ActionCodeRepository:
    async def find(self, *, code_hash: str) -> StoredActionCode | None:
        row = await OobCode.get_or_none(code_hash=code_hash)
        return _stored(row) if row is not None else None

    async def first_unused(self, *, uid: str, kind: OobKind) -> StoredActionCode | None:
        row = await OobCode.filter(uid=uid, kind=kind, used_at__isnull=True).first()
        return _stored(row) if row is not None else None

    async def count_issued_since(self, *, uid: str, kind: OobKind, since: datetime) -> int:
        return await OobCode.filter(uid=uid, kind=kind, created_at__gt=since).count()

    async def add(
        self, *, code_hash: str, uid: str, email: str, kind: OobKind, expires_at: datetime
    ) -> None:
        await OobCode.create(
            code_hash=code_hash, uid=uid, email=email, kind=kind, expires_at=expires_at
        )

    async def void(self, *, uid: str, kinds: Iterable[OobKind], at: datetime) -> None:
        """The account's unused codes of these kinds stop working."""
        await OobCode.filter(uid=uid, kind__in=list(kinds), used_at__isnull=True).update(used_at=at)

    async def use(self, code_id: int, *, at: datetime) -> bool:
        """One conditional UPDATE: of two requests with the same code only one gets it."""
        used = await OobCode.filter(id=code_id, used_at__isnull=True).update(used_at=at)
        return bool(used)

    async def take_try(self, code_id: int, *, max_failures: int) -> bool:
        """One conditional UPDATE counting a guess while the unused code has tries left; False
        when none is left."""
        taken = await OobCode.filter(
            id=code_id, used_at__isnull=True, failed_attempts__lt=max_failures
        ).update(failed_attempts=F("failed_attempts") + 1)
        return bool(taken)

    async def use_up(self, code_id: int, *, max_failures: int, at: datetime) -> bool:
        """One conditional UPDATE: the unused code ends once its tries are spent. True when this
        call ended it."""
        spent = await OobCode.filter(
            id=code_id, used_at__isnull=True, failed_attempts__gte=max_failures
        ).update(used_at=at)
        return bool(spent)
