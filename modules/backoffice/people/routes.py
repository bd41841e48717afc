"""Who may enter the back office and as what: an admin's pages."""

from urllib.parse import urlencode

from aiohttp import web

from core.errors import DomainError
from core.templating import page
from modules.backoffice.guard import FORM, PREFIX, guarded, page_context, refused
from modules.backoffice.service import ActiveSession, BackOfficeService, NotVerified


def people_routes(service: BackOfficeService) -> list[web.RouteDef]:
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
