"""/admin: server-rendered pages with the platform's templates. Every page and action needs a
back office session (its own cookie); a shopper's token is refused with 403, every form carries
the session's CSRF token, and admin-only pages refuse staff with 403."""

import secrets
from http import HTTPStatus
from urllib.parse import urlencode

from aiohttp import web

from core.client_address import client_address
from core.errors import DomainError, NotFound, TooManyRequests
from core.templating import page
from modules.backoffice.catalog_routes import catalog_routes
from modules.backoffice.guard import (
    FORM,
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
from modules.backoffice.inbox_routes import inbox_routes
from modules.backoffice.order_desk import OrderDesk
from modules.backoffice.order_filters import ORDER_ID
from modules.backoffice.order_routes import order_routes
from modules.backoffice.pickup_routes import pickup_routes
from modules.backoffice.promo_routes import promo_routes
from modules.backoffice.service import ActiveSession, BackOfficeService, NotStaff, NotVerified
from modules.backoffice.stock_desk import StockDesk
from modules.backoffice.stock_routes import stock_routes
from modules.catalog.service import CatalogService
from modules.contact.service import ContactService
from modules.locations.service import LocationService
from modules.promos.service import PromoService


def backoffice_routes(
    *,
    service: BackOfficeService,
    desk: OrderDesk,
    stock: StockDesk,
    contact: ContactService,
    promos: PromoService,
    locations: LocationService,
    catalog: CatalogService,
) -> list[web.RouteDef]:
    # The work routes end with the catch-all, so they come last.
    return [
        *_door_routes(service),
        *order_routes(service, desk),
        *stock_routes(service, stock),
        *inbox_routes(service, contact),
        *promo_routes(service, promos),
        *pickup_routes(service, locations),
        *catalog_routes(service, catalog),
        *_people_routes(service),
        *_work_routes(service, desk, stock, contact),
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


def _people_routes(service: BackOfficeService) -> list[web.RouteDef]:
    """Who may enter and as what: an admin's pages."""

    async def people(request: web.Request, session: ActiveSession) -> web.Response:
        notice = request.query.get("notice", "")
        context = page_context(
            request,
            session=session,
            staff=await service.staff(),
            notice=notice if notice in ("person_added", "person_removed") else "",
            problem=request.query.get("problem", "")
            if request.query.get("problem") in ("person_unknown", "person_unverified")
            else "",
            person=request.query.get("person", "")[:254],
        )
        return page(request, "backoffice/people.html", context)

    async def add_person(request: web.Request, session: ActiveSession) -> web.Response:
        form = request[FORM]
        email = form.get("email", "").strip()[:254]
        role = form.get("role", "")
        if role not in ("staff", "admin") or not email:
            outcome = {"problem": "person_unknown"}
        else:
            try:
                await service.add_staff(email, role, by=session.staff.email)
            except NotVerified:  # only an account with a proven address holds a role
                outcome = {"problem": "person_unverified"}
            except DomainError:  # no store account with that address (or not an address)
                outcome = {"problem": "person_unknown"}
            else:
                outcome = {"notice": "person_added"}
        raise web.HTTPSeeOther(f"{PREFIX}/people?{urlencode({**outcome, 'person': email})}")

    async def remove_person(request: web.Request, session: ActiveSession) -> web.Response:
        email = request[FORM].get("email", "").strip()[:254]
        if email.lower() == session.staff.email:
            return refused(request)  # nobody locks themselves out by a slip of the finger
        await service.remove_staff(email, by=session.staff.email)
        query = urlencode({"notice": "person_removed", "person": email})
        raise web.HTTPSeeOther(f"{PREFIX}/people?{query}")

    return [
        web.get(f"{PREFIX}/people", guarded(service, people, admin_only=True)),
        web.post(f"{PREFIX}/people", guarded(service, add_person, admin_only=True)),
        web.post(f"{PREFIX}/people/remove", guarded(service, remove_person, admin_only=True)),
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
            levels=await stock.levels(),
            unanswered=await contact.unanswered(),
            notice=notice if notice in ("confirmed", "already") else "",
            problem=request.query.get("problem", "")
            if request.query.get("problem") in ("reference_missing", "not_found")
            else "",
            order=request.query.get("order", "")[:16],
        )
        return page(request, "backoffice/dashboard.html", context)

    async def confirm(request: web.Request, session: ActiveSession) -> web.Response:
        order_id = request.match_info["order_id"].strip().upper()[:16]
        if not ORDER_ID.match(order_id):  # no order has such an id: nothing is looked up
            raise web.HTTPSeeOther(f"{PREFIX}?{urlencode({'problem': 'not_found'})}")
        form = request[FORM]
        try:
            moved = await service.confirm_payment(
                staff=session.staff, order_id=order_id, reference=form.get("reference", "")
            )
        except NotFound:
            outcome = {"problem": "not_found"}
        except DomainError:
            outcome = {"problem": "reference_missing"}
        else:
            outcome = {"notice": "confirmed" if moved else "already"}
        # From the order's own page, back to it; from the dashboard's queue, back there.
        back = f"{PREFIX}/orders/{order_id}" if form.get("back") == "order" else PREFIX
        raise web.HTTPSeeOther(f"{back}?{urlencode({**outcome, 'order': order_id})}")

    async def audit(request: web.Request, session: ActiveSession) -> web.Response:
        actor = request.query.get("actor", "")[:254]
        action = request.query.get("action", "")[:64]
        entries = await service.audit_entries(actor=actor, action=action)
        context = page_context(
            request, session=session, entries=entries, actor=actor, action=action
        )
        return page(request, "backoffice/audit.html", context)

    async def unknown(request: web.Request, session: ActiveSession) -> web.Response:
        return refused(request, HTTPStatus.NOT_FOUND)

    return [
        web.get(PREFIX, guarded(service, dashboard)),
        web.post(f"{PREFIX}/payments/{{order_id}}/confirm", guarded(service, confirm)),
        web.get(f"{PREFIX}/audit", guarded(service, audit, admin_only=True)),
        # Any other /admin path: the same guard first, so a shopper learns nothing from it.
        web.route("*", f"{PREFIX}/{{tail:.*}}", guarded(service, unknown)),
    ]
