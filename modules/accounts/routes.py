from aiohttp import web

from core.auth import current_user, requires_user
from core.http import envelope
from core.validation import parse_json
from modules.accounts.schemas import ProfileChanges
from modules.accounts.service import AccountsService


def accounts_routes(*, service: AccountsService) -> list[web.RouteDef]:
    # Not verified=True: registration writes the profile before the e-mail is verified, and
    # the client reads it at start-up to learn that the account still needs verifying.
    @requires_user(verified=False)
    async def me(request: web.Request) -> web.Response:
        user = current_user(request)
        profile = await service.profile(
            uid=user.uid, email=user.email, email_verified=user.email_verified
        )
        return envelope(profile.model_dump(mode="json"))

    @requires_user(verified=False)
    async def update_me(request: web.Request) -> web.Response:
        user = current_user(request)
        changes = await parse_json(request, ProfileChanges)
        profile = await service.update_profile(
            uid=user.uid, email=user.email, email_verified=user.email_verified, changes=changes
        )
        return envelope(profile.model_dump(mode="json"), message="Profile updated")

    return [web.get("/api/auth/me", me), web.patch("/api/auth/me", update_me)]
