"""/admin/refunds: refunds waiting for an admin's approval, payouts to make (cash and transfer
orders, with the buyer's bank account) and refunds the provider refused; a form to ask for one.
Staff ask and record payouts; only an admin approves."""

from urllib.parse import urlencode

from aiohttp import web

from core.errors import Conflict, DomainError, Invalid, NotFound
from core.templating import page
from modules.backoffice.guard import FORM, PREFIX, guarded, page_context
from modules.backoffice.orders.filters import ORDER_ID
from modules.backoffice.refunds.desk import RefundDesk
from modules.backoffice.service import ActiveSession, BackOfficeService

PAGE = f"{PREFIX}/refunds"


def _order_id(text: str) -> str | None:
    order_id = text.strip().upper()[:16]
    return order_id if ORDER_ID.match(order_id) else None


def refund_routes(service: BackOfficeService, desk: RefundDesk) -> list[web.RouteDef]:
    async def listing(request: web.Request, session: ActiveSession) -> web.Response:
        context = page_context(
            request,
            session=session,
            refunds=await desk.listed(),
            asked_for=request.query.get("order", "")[:16],
            notice=request.query.get("notice", "")[:32],
            problem=request.query.get("problem", "")[:32],
        )
        return page(request, "backoffice/refunds.html", context)

    def back(**outcome: str) -> web.HTTPSeeOther:
        return web.HTTPSeeOther(f"{PAGE}?{urlencode(outcome)}")

    async def ask(request: web.Request, session: ActiveSession) -> web.Response:
        form = request[FORM]
        order_id = _order_id(form.get("order_id", ""))
        if order_id is None:
            raise back(problem="not_found")
        try:
            await desk.request(
                staff=session.staff, order_id=order_id, reason=form.get("reason", ""), form=form
            )
        except NotFound:
            raise back(problem="not_found", order=order_id) from None
        except Invalid as invalid:
            problem = "reason_missing" if invalid.field == "reason" else "payout_invalid"
            raise back(problem=problem, order=order_id) from None
        except Conflict as conflict:
            problem = "exists" if "refund_exists" in conflict.code else "not_refundable"
            raise back(problem=problem, order=order_id) from None
        raise back(notice="requested", order=order_id)

    async def approve(request: web.Request, session: ActiveSession) -> web.Response:
        order_id = _order_id(request.match_info["order_id"])
        if order_id is None:
            raise back(problem="not_found")
        try:
            await desk.approve(staff=session.staff, order_id=order_id)
        except NotFound:
            raise back(problem="not_found", order=order_id) from None
        except DomainError:
            raise back(problem="not_approvable", order=order_id) from None
        raise back(notice="approved", order=order_id)

    async def paid_out(request: web.Request, session: ActiveSession) -> web.Response:
        order_id = _order_id(request.match_info["order_id"])
        if order_id is None:
            raise back(problem="not_found")
        try:
            done = await desk.paid_out(
                staff=session.staff, order_id=order_id, reference=request[FORM].get("reference", "")
            )
        except Invalid:
            raise back(problem="reference_missing", order=order_id) from None
        raise back(notice="paid_out" if done else "already", order=order_id)

    return [
        web.get(PAGE, guarded(service, listing)),
        web.post(PAGE, guarded(service, ask)),
        web.post(f"{PAGE}/{{order_id}}/approve", guarded(service, approve, admin_only=True)),
        web.post(f"{PAGE}/{{order_id}}/paid-out", guarded(service, paid_out)),
    ]
