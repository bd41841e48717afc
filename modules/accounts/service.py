"""The profile of the signed-in user: only ever their own, found by the token's uid."""

from core.errors import Invalid
from modules.accounts.models import UserProfile
from modules.accounts.schemas import Profile, ProfileChanges, indonesian_phone

EDITABLE = (
    "name",
    "phone",
    "occupation",
    "country",
    "province_state",
    "regency_city",
    "district",
    "village",
    "postal_code",
    "address",
)


def _profile(row: UserProfile | None, *, uid: str, email: str | None, verified: bool) -> Profile:
    if row is None:
        return Profile(uid=uid, email=email, emailVerified=verified)
    values = {field: getattr(row, field) for field in EDITABLE}
    # The e-mail is the identity provider's: the token's is the truth.
    return Profile(uid=uid, email=email or row.email, emailVerified=verified, **values)


class AccountsService:
    async def profile(self, *, uid: str, email: str | None, email_verified: bool) -> Profile:
        row = await UserProfile.get_or_none(uid=uid)
        return _profile(row, uid=uid, email=email, verified=email_verified)

    async def update_profile(
        self, *, uid: str, email: str | None, email_verified: bool, changes: ProfileChanges
    ) -> Profile:
        if changes.email is not None and changes.email.lower() != (email or "").lower():
            raise Invalid("E-mail cannot be changed", code="email_read_only", field="email")
        values = changes.model_dump(include=set(EDITABLE), exclude_unset=True)
        values = {key: value for key, value in values.items() if value is not None}
        row, _ = await UserProfile.get_or_create(uid=uid, defaults={"email": email})
        if values or row.email != email:
            row.update_from_dict({**values, "email": email})
            await row.save()
        return _profile(row, uid=uid, email=email, verified=email_verified)

    async def uids_with_phone(self, *, phone: str) -> tuple[str, ...]:
        """The accounts whose profile has this number, however it is typed (08…, 62…, +62…)."""
        try:
            number = indonesian_phone(phone)
        except ValueError:
            return ()
        rows = await UserProfile.filter(phone=number).limit(100).values_list("uid", flat=True)
        return tuple(str(uid) for uid in rows)

    async def phone_of(self, *, uid: str) -> str | None:
        row = await UserProfile.get_or_none(uid=uid)
        return row.phone if row else None

    async def forget(self, *, uid: str) -> None:
        """The account was deleted at the identity provider: its profile goes too."""
        await UserProfile.filter(uid=uid).delete()
