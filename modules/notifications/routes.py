"""The development mailbox: the outbox as a page (/dev/mailbox) and as JSON (/api/dev/mailbox)."""

import html
import re

from aiohttp import web

from core.http import envelope
from modules.notifications.schemas import OutboxEntry
from modules.notifications.service import NotificationService

_LINK = re.compile(r"(https?://[^\s<]+)")


def _entry_html(entry: OutboxEntry) -> str:
    body = _LINK.sub(r'<a href="\1">\1</a>', html.escape(entry.body))
    return (
        f"<article><h2>{html.escape(entry.subject)}</h2>"
        f"<p class=meta>To <b>{html.escape(entry.recipient)}</b> · {entry.kind.value} · "
        f"{entry.language.value} · {entry.status.value} · {entry.created_at:%Y-%m-%d %H:%M:%S} UTC"
        f"</p><pre>{body}</pre></article>"
    )


def _page(entries: list[OutboxEntry]) -> str:
    items = "".join(_entry_html(entry) for entry in entries) or "<p>The outbox is empty.</p>"
    return (
        "<!doctype html><html lang=en><meta charset=utf-8>"
        "<meta name=viewport content='width=device-width, initial-scale=1'>"
        "<title>Development mailbox</title><style>body{font-family:sans-serif;max-width:48rem;"
        "margin:1rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:12px;"
        "padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style>"
        f"<h1>Development mailbox</h1><p>Newest first. Not served in production.</p>{items}"
    )


def mailbox_routes(*, service: NotificationService, enabled: bool) -> list[web.RouteDef]:
    if not enabled:
        return []

    async def page(request: web.Request) -> web.Response:
        entries = await service.outbox(recipient=request.query.get("to"))
        return web.Response(
            text=_page(entries),
            content_type="text/html",
            headers={"Cache-Control": "no-store"},
        )

    async def messages(request: web.Request) -> web.Response:
        entries = await service.outbox(recipient=request.query.get("to"))
        return envelope([entry.model_dump(mode="json") for entry in entries])

    return [web.get("/dev/mailbox", page), web.get("/api/dev/mailbox", messages)]
