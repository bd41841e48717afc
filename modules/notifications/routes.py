"""The development mailbox: the outbox as a page (/dev/mailbox) and as JSON (/api/dev/mailbox)."""

import re

from aiohttp import web
from markupsafe import Markup, escape

from core.http import envelope
from core.openapi import documented, query_of
from core.templating import page as render_page
from modules.notifications.schemas import MailboxQuery, OutboxEntry
from modules.notifications.service import NotificationService

# Matched in the escaped text, so a link's "&" reads "&amp;" (which the href decodes again).
_LINK = re.compile(r"(https?://(?:[^\s<&]|&amp;)+)")
# The HTML part on its own page, sandboxed, with no script allowed to run and nothing loaded
# but its inline styles and pictures from the store itself (the eSIM e-mail's QR image is a link
# to PUBLIC_URL/esim/qr/..., which may be another origin than the one the mailbox is read at).
_MAIL_HTML_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'"


def mail_html_policy(public_origin: str) -> str:
    """The Content-Security-Policy of an e-mail's HTML part in the development mailbox."""
    return f"{_MAIL_HTML_POLICY} {public_origin}".rstrip()


def _linked(text: str) -> Markup:
    """The text part, escaped, with its links made clickable (a developer follows them)."""
    return Markup(_LINK.sub(r'<a href="\1">\1</a>', str(escape(text))))  # noqa: S704 - escaped first


def mailbox_routes(
    *, service: NotificationService, enabled: bool, public_origin: str
) -> list[web.RouteDef]:
    if not enabled:
        return []
    policy = mail_html_policy(public_origin)

    async def page(request: web.Request) -> web.Response:
        entries = await service.outbox(recipient=request.query.get("to"))
        listed = [{"entry": entry, "body": _linked(entry.body)} for entry in entries]
        return render_page(request, "notifications/mailbox.html", {"entries": listed, "lang": "en"})

    async def html_part(request: web.Request) -> web.Response:
        html = await service.html_part(message_id=int(request.match_info["id"]))
        if html is None:
            raise web.HTTPNotFound
        return web.Response(
            text=html,
            content_type="text/html",
            headers={"Cache-Control": "no-store", "Content-Security-Policy": policy},
        )

    @documented(
        summary="The development mailbox: the outbox, newest first (not in production)",
        tag="development",
        operation_id="dev_mailbox",
        query=MailboxQuery,
        response=list[OutboxEntry],
    )
    async def messages(request: web.Request) -> web.Response:
        entries = await service.outbox(recipient=query_of(request, MailboxQuery).to)
        return envelope([entry.model_dump(mode="json") for entry in entries])

    return [
        web.get("/dev/mailbox", page),
        web.get("/dev/mailbox/{id:\\d{1,12}}.html", html_part),
        web.get("/api/dev/mailbox", messages),
    ]
