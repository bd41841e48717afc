"""The only code that reads and writes the profiles' table."""

from dataclasses import dataclass
from typing import Any

from tortoise.exceptions import IntegrityError

from modules.accounts.models import UserProfile
from modules.accounts.schemas import EDITABLE


@dataclass(frozen=True)
class StoredProfile:
    """A profile row: the e-mail it was last saved with and the fields the buyer edits."""

    uid: str
    email: str | None
    values: dict[str, Any]


def _stored(row: UserProfile) -> StoredProfile:
    return StoredProfile(
        uid=row.uid, email=row.email, values={field: getattr(row, field) for field in EDITABLE}
    )


class ProfileRepository:
    async def find(self, uid: str) -> StoredProfile | None:
        row = await UserProfile.get_or_none(uid=uid)
        return _stored(row) if row else None

    async def save(self, uid: str, *, email: str | None, values: dict[str, Any]) -> StoredProfile:
        """Write these fields and the e-mail, making the profile when it is the first save."""
        row, _ = await UserProfile.get_or_create(uid=uid, defaults={"email": email})
        if values or row.email != email:
            row.update_from_dict({**values, "email": email})
            await row.save()
        return _stored(row)

    async def usage_alerts(self, uid: str) -> bool:
        """Whether the account wants usage alerts (on when it has no profile yet)."""
        wanted = await UserProfile.filter(uid=uid).values_list("usage_alerts", flat=True)
        return bool(wanted[0]) if wanted else True

    async def stop_usage_alerts(self, uid: str) -> None:
        """One UPDATE; an account without a profile row gets one that says so."""
        if await UserProfile.filter(uid=uid).update(usage_alerts=False):
            return
        try:
            await UserProfile.create(uid=uid, usage_alerts=False)
        except IntegrityError:  # made meanwhile by a concurrent request: update that one
            await UserProfile.filter(uid=uid).update(usage_alerts=False)

    async def uids_with_phone(self, phone: str, *, limit: int = 100) -> tuple[str, ...]:
        rows = await UserProfile.filter(phone=phone).limit(limit).values_list("uid", flat=True)
        return tuple(str(uid) for uid in rows)

    async def forget(self, uid: str) -> None:
        await UserProfile.filter(uid=uid).delete()
