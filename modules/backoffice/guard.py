"""The back office's door, shared by every /admin page: its session cookie, the page context,
the refusal page, the posted form and the guard each handler sits behind."""

import hmac
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from aiohttp import web

from core.errors import Invalid, NotFound
from core.security_headers import served_over_https
from core.templating import page
from core.validation import refuse_unstorable
from modules.backoffice.formats import wib
from modules.backoffice.service import ActiveSession, BackOfficeService
from modules.backoffice.texts import TEXTS, language_of

PREFIX = "/admin"
SESSION_COOKIE = "kelana_admin"
LOGIN_COOKIE = "kelana_admin_login"  # the sign-in form's CSRF token, before any session
THROTTLED = "TOO_MANY_ATTEMPTS_TRY_LATER"
# Longer than any field a form takes (a reply, a product's note: 5,000), so each form's own
# check sees an overlong value and says so; only a runaway post is cut here.
MAX_FIELD = 20_000


@dataclass(frozen=True)
class Upload:
    filename: str
    content: bytes


FORM = web.RequestKey("backoffice_form", dict[str, str])
FILES = web.RequestKey("backoffice_files", dict[str, Upload])

Handler = Callable[[web.Request, ActiveSession], Awaitable[web.StreamResponse]]


def set_cookie(response: web.StreamResponse, request: web.Request, name: str, value: str) -> None:
    response.set_cookie(
        name,
        value,
        path=PREFIX,
        httponly=True,
        samesite="Strict",
        secure=served_over_https(request),
    )


def same(given: object, expected: str) -> bool:
    return isinstance(given, str) and hmac.compare_digest(given.encode(), expected.encode())


def page_context(request: web.Request, **values: Any) -> dict[str, Any]:
    # The areas' pages call this, and the list of areas imports those pages: read it when asked.
    from modules.backoffice.areas import navigation  # noqa: PLC0415

    language = language_of(request)
    session = values.get("session")
    return {
        "lang": language,
        "t": TEXTS[language],
        "prefix": PREFIX,
        "session": None,
        "nav": navigation(is_admin=session.staff.is_admin) if session else [],
        "wib": wib,
        **values,
    }


def refused(request: web.Request, status: int = HTTPStatus.FORBIDDEN) -> web.Response:
    return page(request, "backoffice/refused.html", page_context(request), status=status)


async def read_form(request: web.Request) -> dict[str, str]:
    """The posted fields as text, each cut to a sane length (a 4xx, never a crash); an
    uploaded file's name and bytes go to request[FILES]."""
    try:
        posted = await request.post()
    except (ValueError, UnicodeDecodeError):
        return {}
    files: dict[str, Upload] = {}
    for key, value in posted.items():
        if isinstance(value, web.FileField):
            files[key] = Upload(value.filename[:200], value.file.read())
    request[FILES] = files
    return {key: value[:MAX_FIELD] for key, value in posted.items() if isinstance(value, str)}


def guarded(
    service: BackOfficeService, handler: Handler, *, admin_only: bool = False
) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    """The handler behind the back office's door: a live session (a shopper's token is refused,
    a visitor without one is sent to sign in), the role when the page is an admin's, and on a
    POST the session's CSRF token."""

    async def guard(request: web.Request) -> web.StreamResponse:
        session = await service.session(request.cookies.get(SESSION_COOKIE))
        if session is None:
            # A shopper's token or session opens nothing here.
            if request.headers.get("Authorization") or request.method != "GET":
                return refused(request)
            raise web.HTTPSeeOther(f"{PREFIX}/login")
        if admin_only and not session.staff.is_admin:
            return refused(request)
        typed = [*request.query.values(), *request.match_info.values()]
        if request.method == "POST":
            form = await read_form(request)
            if not same(form.get("csrf_token"), session.csrf_token):
                return refused(request)
            request[FORM] = form
            typed.extend(form.values())
        try:
            # No database stores a NUL or a lone surrogate: such an address is a 400, not a 500.
            refuse_unstorable(typed, where="the request")
        except Invalid:
            return refused(request, HTTPStatus.BAD_REQUEST)
        return await handler(request, session)

    return guard


def pause_action(
    service: BackOfficeService,
    *,
    kind: str,
    key: Callable[[web.Request], str],
    set_paused: Callable[[str, bool], Awaitable[bool]],
    page_of: Callable[[str], str],
    paused: bool,
) -> Handler:
    """Pausing or resuming one thing staff manage (a promo, a pickup point): audit-logged only by
    the call that changed it, then back to its page with a notice; 404 when there is none."""

    async def run(request: web.Request, session: ActiveSession) -> web.Response:
        subject = key(request)
        try:
            changed = await set_paused(subject, paused)
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        if changed:
            action = f"{kind}.pause" if paused else f"{kind}.resume"
            await service.record(
                session.staff.email, action, subject, {"paused": not paused}, {"paused": paused}
            )
        notice = f"{kind}_paused" if paused else f"{kind}_resumed"
        raise web.HTTPSeeOther(f"{page_of(subject)}?notice={notice}")

    return run
