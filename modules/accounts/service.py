"""The profile of the signed-in user: only ever their own, found by the token's uid."""

from core.errors import Invalid
from modules.accounts.repository import ProfileRepository, StoredProfile
from modules.accounts.schemas import EDITABLE, Profile, ProfileChanges, indonesian_phone


def _profile(row: StoredProfile | None, *, uid: str, email: str | None, verified: bool) -> Profile:
    if row is None:
        return Profile(uid=uid, email=email, emailVerified=verified)
    # The e-mail is the identity provider's: the token's is the truth.
    return Profile(uid=uid, email=email or row.email, emailVerified=verified, **row.values)


class AccountsService:
    def __init__(self, *, repository: ProfileRepository) -> None:
        self._repository = repository

    async def profile(self, *, uid: str, email: str | None, email_verified: bool) -> Profile:
        row = await self._repository.find(uid)
        return _profile(row, uid=uid, email=email, verified=email_verified)

    async def update_profile(
        self, *, uid: str, email: str | None, email_verified: bool, changes: ProfileChanges
    ) -> Profile:
        if changes.email is not None and changes.email.lower() != (email or "").lower():
            raise Invalid("E-mail cannot be changed", code="email_read_only", field="email")
        values = changes.model_dump(include=set(EDITABLE), exclude_unset=True)
        values = {key: value for key, value in values.items() if value is not None}
        row = await self._repository.save(uid, email=email, values=values)
        return _profile(row, uid=uid, email=email, verified=email_verified)

    async def wants_usage_alerts(self, *, uid: str) -> bool:
        return await self._repository.usage_alerts(uid)

    async def stop_usage_alerts(self, *, uid: str) -> None:
        """The alert e-mail's one-click unsubscribe (the profile's switch is PATCH /api/auth/me)."""
        await self._repository.stop_usage_alerts(uid)

    async def uids_with_phone(self, *, phone: str) -> tuple[str, ...]:
        """The accounts whose profile has this number, however it is typed (08…, 62…, +62…)."""
        try:
            number = indonesian_phone(phone)
        except ValueError:
            return ()
        return await self._repository.uids_with_phone(number)

    async def phone_of(self, *, uid: str) -> str | None:
        row = await self._repository.find(uid)
        return row.values["phone"] if row else None

    async def forget(self, *, uid: str) -> None:
        """The account was deleted at the identity provider: its profile goes too."""
        await self._repository.forget(uid)
