"""The alert e-mails' unsubscribe page, `/unsubscribe/{token}`: GET shows one button; POST (the
button, or a mail program's one-click `List-Unsubscribe=One-Click`, RFC 8058) stops the alerts
and says so in the e-mail's language. A link this store did not sign gets a 400 page and
changes nothing."""

from typing import Any

from aiohttp import web

from core.language import Language, request_language
from core.locales import Phrasebook
from core.templating import page
from modules.alerts.links import UNSUBSCRIBE_PATH
from modules.alerts.service import AlertsService

WORDS = Phrasebook("alerts")


def _context(language: Language, **more: Any) -> dict[str, Any]:
    return {"lang": language, "t": WORDS.words(language), **more}


def alerts_routes(*, service: AlertsService) -> list[web.RouteDef]:
    def refused(request: web.Request) -> web.Response:
        language = request_language(request)
        return page(request, "alerts/unsubscribe_invalid.html", _context(language), status=400)

    async def ask(request: web.Request) -> web.Response:
        link = service.read_link(request.match_info["token"])
        if link is None:
            return refused(request)
        return page(
            request,
            "alerts/unsubscribe.html",
            _context(link.language, action=request.path, done=False),
        )

    async def unsubscribe(request: web.Request) -> web.Response:
        # The body (`List-Unsubscribe=One-Click`) is not read: the signed address is the
        # authority, and one POST to it is the one step RFC 8058 allows.
        link = service.read_link(request.match_info["token"])
        if link is None:
            return refused(request)
        await service.unsubscribe(link)
        return page(
            request,
            "alerts/unsubscribe.html",
            _context(link.language, action=request.path, done=True),
        )

    return [
        web.get(UNSUBSCRIBE_PATH + "/{token}", ask),
        web.post(UNSUBSCRIBE_PATH + "/{token}", unsubscribe),
    ]
