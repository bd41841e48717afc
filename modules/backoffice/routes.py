"""/admin: server-rendered pages with the platform's templates. Every page and action needs a
back office session (its own cookie); a shopper's token is refused with 403, every form carries
the session's CSRF token, and admin-only pages refuse staff with 403."""

import secrets
from http import HTTPStatus

from aiohttp import web

from core.client_address import client_address
from core.errors import DomainError, TooManyRequests
from core.templating import page
from modules.backoffice.areas import AREAS, Faces
from modules.backoffice.guard import (
    LOGIN_COOKIE,
    PREFIX,
    SESSION_COOKIE,
    THROTTLED,
    guarded,
    page_context,
    read_form,
    refused,
    same,
    set_cookie,
)
from modules.backoffice.orders.desk import OrderDesk
from modules.backoffice.service import ActiveSession, BackOfficeService, NotStaff
from modules.backoffice.stock.desk import StockDesk
from modules.contact.service import ContactService


def backoffice_routes(faces: Faces) -> list[web.RouteDef]:
    # The door first; each area from the one list (areas.py); the dashboard and the catch-all
    # last, the catch-all after everything.
    return [
        *_door_routes(faces.service),
        *(route for area in AREAS for route in area.routes(faces)),
        *_work_routes(faces.service, faces.desk, faces.stock, faces.contact),
    ]


def _door_routes(service: BackOfficeService) -> list[web.RouteDef]:
    """Signing in and out."""

    async def login_page(
        request: web.Request, *, error: str = "", status: int = 200
    ) -> web.Response:
        token = secrets.token_urlsafe(24)
        response = page(
            request,
            "backoffice/login.html",
            page_context(request, login_token=token, error=error),
            status=status,
        )
        set_cookie(response, request, LOGIN_COOKIE, token)
        return response

    async def show_login(request: web.Request) -> web.Response:
        if await service.session(request.cookies.get(SESSION_COOKIE)) is not None:
            raise web.HTTPSeeOther(PREFIX)
        return await login_page(request)

    async def sign_in(request: web.Request) -> web.Response:
        form = await read_form(request)
        expected = request.cookies.get(LOGIN_COOKIE, "")
        if not expected or not same(form.get("login_token"), expected):
            return await login_page(request, error="expired_form", status=HTTPStatus.FORBIDDEN)
        email, password = form.get("email", "").strip(), form.get("password", "")
        if not email or not password:
            return await login_page(request, error="missing_login", status=HTTPStatus.BAD_REQUEST)
        try:
            token, _session = await service.sign_in(
                email=email,
                password=password,
                address=client_address(request),
                user_agent=request.headers.get("User-Agent", ""),
            )
        except NotStaff:
            return await login_page(request, error="not_staff", status=HTTPStatus.FORBIDDEN)
        except (TooManyRequests, DomainError) as error:
            throttled = isinstance(error, TooManyRequests) or error.code == THROTTLED
            if throttled:
                return await login_page(
                    request, error="throttled", status=HTTPStatus.TOO_MANY_REQUESTS
                )
            return await login_page(request, error="wrong_login", status=HTTPStatus.UNAUTHORIZED)
        response = web.HTTPSeeOther(PREFIX)
        set_cookie(response, request, SESSION_COOKIE, token)
        response.del_cookie(LOGIN_COOKIE, path=PREFIX)
        raise response

    async def sign_out(request: web.Request, session: ActiveSession) -> web.Response:
        await service.sign_out(request.cookies.get(SESSION_COOKIE), staff=session.staff)
        response = web.HTTPSeeOther(f"{PREFIX}/login")
        response.del_cookie(SESSION_COOKIE, path=PREFIX)
        raise response

    return [
        web.get(f"{PREFIX}/login", show_login),
        web.post(f"{PREFIX}/login", sign_in),
        web.post(f"{PREFIX}/logout", guarded(service, sign_out)),
    ]


def _work_routes(
    service: BackOfficeService, desk: OrderDesk, stock: StockDesk, contact: ContactService
) -> list[web.RouteDef]:
    """The pages and actions behind the door."""

    async def dashboard(request: web.Request, session: ActiveSession) -> web.Response:
        board = await service.dashboard()
        notice = request.query.get("notice", "")
        context = page_context(
            request,
            session=session,
            board=board,
            figures=await desk.figures(),
            late=await desk.late_payments(),
            late_deliveries=await desk.late_deliveries(),
            levels=await stock.levels(),
            unanswered=await contact.unanswered(),
            notice=notice if notice in ("confirmed", "already") else "",
            problem=request.query.get("problem", "")
            if request.query.get("problem") in ("reference_missing", "not_found")
            else "",
            order=request.query.get("order", "")[:16],
        )
        return page(request, "backoffice/dashboard.html", context)

    async def unknown(request: web.Request, session: ActiveSession) -> web.Response:
        return refused(request, HTTPStatus.NOT_FOUND)

    return [
        web.get(PREFIX, guarded(service, dashboard)),
        # Any other /admin path: the same guard first, so a shopper learns nothing from it.
        web.route("*", f"{PREFIX}/{{tail:.*}}", guarded(service, unknown)),
    ]
