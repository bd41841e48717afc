"""/admin/messages: the contact form's messages, open ones first in mind. Staff read one, reply
by e-mail from the page (the reply is recorded with the message) or mark it answered."""

from http import HTTPStatus
from urllib.parse import urlencode

from aiohttp import web

from core.errors import Invalid, NotFound
from core.templating import page
from modules.backoffice.guard import FORM, PREFIX, guarded, page_context, refused
from modules.backoffice.numbers import whole_number
from modules.backoffice.service import ActiveSession, BackOfficeService
from modules.contact.service import ContactService

VIEWS = {"open": False, "answered": True, "all": None}
PAGE_SIZE = 50
MAX_ID_TEXT = 9


def _number(text: str) -> int | None:
    return whole_number(text, max_digits=MAX_ID_TEXT)


def inbox_routes(service: BackOfficeService, contact: ContactService) -> list[web.RouteDef]:
    async def inbox(request: web.Request, session: ActiveSession) -> web.Response:
        view = request.query.get("view", "open")
        view = view if view in VIEWS else "open"
        before = _number(request.query.get("before", ""))
        messages = await contact.inbox(answered=VIEWS[view], before_id=before, limit=PAGE_SIZE + 1)
        shown = messages[:PAGE_SIZE]
        older = (
            urlencode({"view": view, "before": shown[-1].id}) if len(messages) > PAGE_SIZE else ""
        )
        context = page_context(
            request,
            session=session,
            messages=shown,
            view=view,
            older_query=older,
            paged=bool(before),
        )
        return page(request, "backoffice/messages.html", context)

    async def render_message(
        request: web.Request,
        session: ActiveSession,
        message_id: int | None,
        *,
        problem: str = "",
        draft: str = "",
        status: int = HTTPStatus.OK,
    ) -> web.Response:
        try:
            message = await contact.inbox_message(message_id=message_id) if message_id else None
        except NotFound:
            message = None
        if message is None:
            return refused(request, HTTPStatus.NOT_FOUND)
        notice = request.query.get("notice", "")
        context = page_context(
            request,
            session=session,
            message=message,
            notice=notice if notice in ("reply_sent", "marked_answered") else "",
            problem=problem,
            draft=draft,
        )
        return page(request, "backoffice/message.html", context, status=status)

    async def one(request: web.Request, session: ActiveSession) -> web.Response:
        return await render_message(request, session, _number(request.match_info["message_id"]))

    async def reply(request: web.Request, session: ActiveSession) -> web.Response:
        message_id = _number(request.match_info["message_id"])
        body = request[FORM].get("body", "")
        if message_id is None:
            return refused(request, HTTPStatus.NOT_FOUND)
        try:
            await contact.reply(message_id=message_id, body=body, by=session.staff.email)
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        except Invalid:
            return await render_message(
                request,
                session,
                message_id,
                problem="reply_empty",
                draft=body,
                status=HTTPStatus.BAD_REQUEST,
            )
        await service.record(
            session.staff.email,
            "message.reply",
            str(message_id),
            None,
            {"length": len(body.strip())},
        )
        raise web.HTTPSeeOther(f"{PREFIX}/messages/{message_id}?notice=reply_sent")

    async def answered(request: web.Request, session: ActiveSession) -> web.Response:
        message_id = _number(request.match_info["message_id"])
        if message_id is None:
            return refused(request, HTTPStatus.NOT_FOUND)
        try:
            moved = await contact.mark_answered(message_id=message_id, by=session.staff.email)
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        if moved:
            await service.record(
                session.staff.email,
                "message.answered",
                str(message_id),
                {"answered": False},
                {"answered": True},
            )
        raise web.HTTPSeeOther(f"{PREFIX}/messages/{message_id}?notice=marked_answered")

    return [
        web.get(f"{PREFIX}/messages", guarded(service, inbox)),
        web.get(f"{PREFIX}/messages/{{message_id}}", guarded(service, one)),
        web.post(f"{PREFIX}/messages/{{message_id}}/reply", guarded(service, reply)),
        web.post(f"{PREFIX}/messages/{{message_id}}/answered", guarded(service, answered)),
    ]
