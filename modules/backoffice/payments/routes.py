"""Cash and transfer payments confirmed by staff: the dashboard's queue and an order's page post
here."""

from urllib.parse import urlencode

from aiohttp import web

from core.errors import DomainError, NotFound
from modules.backoffice.guard import FORM, PREFIX, guarded
from modules.backoffice.orders.filters import ORDER_ID
from modules.backoffice.service import ActiveSession, BackOfficeService


def payment_routes(service: BackOfficeService) -> list[web.RouteDef]:
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

    return [web.post(f"{PREFIX}/payments/{{order_id}}/confirm", guarded(service, confirm))]
