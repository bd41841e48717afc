"""Who is calling: the bearer ID token of /api requests, verified by the identity provider that
the composition root injects (core knows no module). Handlers opt in with @requires_user, or
with @accepts_user when a signed-in caller only changes the answer (read with optional_user)."""

import contextlib
import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from aiohttp import web

from core.errors import Forbidden, Unauthorized

# SPEC §5 and §8, word for word: the client shows it and offers to resend the e-mail.
NOT_VERIFIED_MESSAGE = "Email Anda belum diverifikasi. Silakan periksa kotak masuk Anda."
MISSING_TOKEN_MESSAGE = "Missing token"  # noqa: S105 - SPEC §4: the client goes to /login on this one


@dataclass(frozen=True)
class AuthenticatedUser:
    uid: str
    email: str | None
    email_verified: bool


class TokenVerifier(Protocol):
    async def verify(self, token: str) -> AuthenticatedUser:
        """The token's holder; raises core.errors.Unauthorized for a bad or expired token."""
        ...


TOKEN_VERIFIER = web.AppKey("token_verifier", TokenVerifier)
CURRENT_USER = web.RequestKey("current_user", AuthenticatedUser)

RouteHandler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def requires_user(*, verified: bool = True) -> Callable[[RouteHandler], RouteHandler]:
    """Let a handler run only for a signed-in user (and, by default, a verified e-mail). The
    store's endpoints keep the default; account endpoints that an unverified user must reach
    (the profile written right after sign-up) pass verified=False. Failures are raised as
    domain errors, so the error middleware renders them in the route's shape."""

    def guard(handler: RouteHandler) -> RouteHandler:
        @functools.wraps(handler)
        async def signed_in_only(request: web.Request) -> web.StreamResponse:
            token = _bearer(request)
            if token is None:
                raise Unauthorized(MISSING_TOKEN_MESSAGE, code="missing_token")
            user = await request.app[TOKEN_VERIFIER].verify(token)
            if verified and not user.email_verified:
                raise Forbidden(NOT_VERIFIED_MESSAGE, code="email_not_verified")
            request[CURRENT_USER] = user
            return await handler(request)

        return signed_in_only

    return guard


def accepts_user(handler: RouteHandler) -> RouteHandler:
    """For a handler that anyone may call but that answers a signed-in caller differently:
    a valid bearer token makes the caller known (verified or not), anything else (no token, a
    bad or expired one) leaves the request anonymous. Read the caller with `optional_user`."""

    @functools.wraps(handler)
    async def maybe_signed_in(request: web.Request) -> web.StreamResponse:
        token = _bearer(request)
        if token is not None:
            # A bad or expired token: an anonymous caller, as if no token had been sent.
            with contextlib.suppress(Unauthorized):
                request[CURRENT_USER] = await request.app[TOKEN_VERIFIER].verify(token)
        return await handler(request)

    return maybe_signed_in


def current_user(request: web.Request) -> AuthenticatedUser:
    return request[CURRENT_USER]


def optional_user(request: web.Request) -> AuthenticatedUser | None:
    return request.get(CURRENT_USER)


def _bearer(request: web.Request) -> str | None:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None
