from aiohttp import web

from core.http import envelope
from core.validation import parse_json
from modules.contact.schemas import ContactForm
from modules.contact.service import ContactService

SENT_MESSAGE = "Terima kasih! Pesan Anda telah terkirim. Tim kami akan segera menghubungi Anda."


def contact_routes(*, service: ContactService) -> list[web.RouteDef]:
    async def send(request: web.Request) -> web.Response:
        form = await parse_json(request, ContactForm)
        await service.send(form=form, client_address=request.remote or "unknown")
        return envelope(message=SENT_MESSAGE)

    return [web.post("/api/contact", send)]
