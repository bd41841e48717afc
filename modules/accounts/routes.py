from aiohttp import web

from core.auth import current_user
from core.http import envelope
from core.openapi import Auth, body_of, documented
from modules.accounts.schemas import Profile, ProfileChanges, ProfileCheck, ProfileCheckAnswer
from modules.accounts.service import AccountsService


def accounts_routes(*, service: AccountsService) -> list[web.RouteDef]:
    # Auth.USER, not VERIFIED: registration writes the profile before the e-mail is verified,
    # and the client reads it at start-up to learn that the account still needs verifying.
    @documented(
        summary="The signed-in user's profile",
        tag="accounts",
        operation_id="get_profile",
        response=Profile,
        auth=Auth.USER,
    )
    async def me(request: web.Request) -> web.Response:
        user = current_user(request)
        profile = await service.profile(
            uid=user.uid, email=user.email, email_verified=user.email_verified
        )
        return envelope(profile.model_dump(mode="json"))

    @documented(
        summary="Change the signed-in user's profile",
        tag="accounts",
        operation_id="update_profile",
        body=ProfileChanges,
        response=Profile,
        auth=Auth.USER,
    )
    async def update_me(request: web.Request) -> web.Response:
        user = current_user(request)
        profile = await service.update_profile(
            uid=user.uid,
            email=user.email,
            email_verified=user.email_verified,
            changes=body_of(request, ProfileChanges),
        )
        return envelope(profile.model_dump(mode="json"), message="Profile updated")

    @documented(
        summary="Check registration's profile fields before the account is created",
        tag="accounts",
        operation_id="check_profile",
        body=ProfileCheck,
        response=ProfileCheckAnswer,
    )
    async def check(request: web.Request) -> web.Response:
        checked = body_of(request, ProfileCheck)
        return envelope(ProfileCheckAnswer(phone=checked.phone).model_dump(mode="json"))

    return [
        web.get("/api/auth/me", me),
        web.patch("/api/auth/me", update_me),
        web.post("/api/auth/profile-check", check),
    ]
