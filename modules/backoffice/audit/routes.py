"""The audit log: every change made from the back office and its commands, for admins."""

from aiohttp import web

from core.templating import page
from modules.backoffice.guard import PREFIX, guarded, page_context
from modules.backoffice.service import ActiveSession, BackOfficeService


def audit_routes(service: BackOfficeService) -> list[web.RouteDef]:
    async def audit(request: web.Request, session: ActiveSession) -> web.Response:
        actor = request.query.get("actor", "")[:254]
        action = request.query.get("action", "")[:64]
        entries = await service.audit_entries(actor=actor, action=action)
        context = page_context(
            request, session=session, entries=entries, actor=actor, action=action
        )
        return page(request, "backoffice/audit.html", context)

    return [web.get(f"{PREFIX}/audit", guarded(service, audit, admin_only=True))]
