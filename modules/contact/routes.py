from aiohttp import web

from core.client_address import client_address
from core.http import envelope
from core.openapi import body_of, documented
from modules.contact.schemas import ContactForm
from modules.contact.service import ContactService

SENT_MESSAGE = "Terima kasih! Pesan Anda telah terkirim. Tim kami akan segera menghubungi Anda."


def contact_routes(*, service: ContactService) -> list[web.RouteDef]:
    @documented(
        summary="Send a message to the support team",
        tag="contact",
        operation_id="send_contact_message",
        body=ContactForm,
        errors=[429],
    )
    async def send(request: web.Request) -> web.Response:
        form = body_of(request, ContactForm)
        await service.send(form=form, client_address=client_address(request))
        return envelope(message=SENT_MESSAGE)

    return [web.post("/api/contact", send)]
