"""/admin/orders: the list staff search and filter (paged on the server, newest first), its CSV,
one order's page with everything known of it, and the actions staff take there."""

from collections.abc import AsyncIterator
from http import HTTPStatus
from urllib.parse import urlencode

from aiohttp import web

from core.errors import Conflict, Invalid, NotFound
from core.templating import page
from modules.backoffice.guard import FORM, PREFIX, guarded, page_context, refused
from modules.backoffice.orders.desk import OrderDesk
from modules.backoffice.orders.filters import ORDER_ID, OrderFilters, cursor_text, parse_cursor
from modules.backoffice.service import ActiveSession, BackOfficeService
from modules.catalog.schemas import ProductType
from modules.orders.schemas import OrderStatus
from modules.payments.schemas import PaymentMethod

ORDER_ID_MAX = 16
# What an action's redirect may say on the order's page (anything else in the query is ignored).
NOTICES = (
    "confirmed",
    "already",
    "order_cancelled",
    "order_retried",
    "order_resent",
    "order_settled",
    "order_refunded",
    "delivery_packed",
    "delivery_shipped",
    "delivery_delivered",
)
PROBLEMS = (
    "reference_missing",
    "not_found",
    "order_not_cancelled",
    "order_not_retried",
    "order_not_resent",
    "order_not_settled",
    "settle_reference_missing",
    "order_not_refunded",
    "refund_reference_missing",
    "delivery_out_of_order",
    "delivery_courier_missing",
    "delivery_not_sent",
)


def _order_id(request: web.Request) -> str:
    """The order id of the address, or "" when it cannot be one (then nothing is looked up)."""
    order_id = request.match_info["order_id"].strip().upper()[:ORDER_ID_MAX]
    return order_id if ORDER_ID.match(order_id) else ""


def _with_reference(desk: OrderDesk, name: str, problem: str, done_word: str):  # type: ignore[no-untyped-def]
    """A POST on one order that needs a reference (a refund's, or a note): the desk's
    method, then back to the order's page saying how it went."""

    async def run(request: web.Request, session: ActiveSession) -> web.Response:
        order_id = _order_id(request)
        reference = request[FORM].get("reference", "")
        try:
            done = (
                await getattr(desk, name)(order_id, by=session.staff.email, reference=reference)
                if order_id
                else None
            )
        except NotFound:
            done = None
        except Invalid:
            outcome = {"problem": f"{problem}_reference_missing"}
            raise web.HTTPSeeOther(f"{PREFIX}/orders/{order_id}?{urlencode(outcome)}") from None
        if done is None:
            return refused(request, HTTPStatus.NOT_FOUND)
        word = f"order_{done_word}"
        outcome = {"notice": word} if done else {"problem": word.replace("order_", "order_not_")}
        raise web.HTTPSeeOther(f"{PREFIX}/orders/{order_id}?{urlencode(outcome)}")

    return run


async def _csv_answer(request: web.Request, chunks: AsyncIterator[bytes]) -> web.StreamResponse:
    """The CSV, streamed. Its first chunk comes before the first byte is sent (the search and
    its audit row are made there): a refusal is an error answer, never written inside a 200."""
    first = await anext(chunks)
    response = web.StreamResponse(
        headers={
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": 'attachment; filename="kelana-orders.csv"',
            "Cache-Control": "no-store",
        }
    )
    await response.prepare(request)
    await response.write(first)
    async for chunk in chunks:
        await response.write(chunk)
    await response.write_eof()
    return response


def order_routes(service: BackOfficeService, desk: OrderDesk) -> list[web.RouteDef]:
    async def order_list(request: web.Request, session: ActiveSession) -> web.Response:
        filters = OrderFilters.from_query(request.query)
        after = parse_cursor(request.query.get("after", ""))
        found = await desk.page(filters, after=after)
        query = filters.as_query()
        context = page_context(
            request,
            session=session,
            filters=filters,
            rows=found.rows,
            paged=after is not None,
            older_query=urlencode({**query, "after": cursor_text(found.next_cursor)})
            if found.next_cursor
            else "",
            export_query=urlencode(query),
            statuses=[status.value for status in OrderStatus],
            methods=[method.value for method in PaymentMethod],
            product_types=[kind.value for kind in ProductType],
        )
        status = HTTPStatus.BAD_REQUEST if filters.problems else HTTPStatus.OK
        return page(request, "backoffice/orders.html", context, status=status)

    async def export(request: web.Request, session: ActiveSession) -> web.StreamResponse:
        filters = OrderFilters.from_query(request.query)
        if filters.problems:  # said on the list's page, before any CSV is sent
            return await order_list(request, session)
        return await _csv_answer(request, desk.export(filters, by=session.staff.email))

    async def order_page(request: web.Request, session: ActiveSession) -> web.Response:
        return await _order_page(
            request,
            session,
            notice=request.query.get("notice", ""),
            problem=request.query.get("problem", ""),
        )

    async def _order_page(
        request: web.Request,
        session: ActiveSession,
        *,
        notice: str = "",
        problem: str = "",
        status: int = HTTPStatus.OK,
    ) -> web.Response:
        order_id = _order_id(request)
        try:
            file = await desk.order_file(order_id) if order_id else None
        except NotFound:
            file = None
        if file is None:
            return refused(request, HTTPStatus.NOT_FOUND)
        context = page_context(
            request,
            session=session,
            file=file,
            order=file.order,
            notice=notice if notice in NOTICES else "",
            problem=problem if problem in PROBLEMS else "",
        )
        return page(request, "backoffice/order.html", context, status=status)

    async def delivery_step(request: web.Request, session: ActiveSession) -> web.Response:
        """A sent SIM card one step on. Done: back to the order's page saying so. A step out
        of order (or already taken by another click): the page again with 409 and why; no
        courier or tracking number: the page with 400."""
        order_id = _order_id(request)
        form = request[FORM]
        step = form.get("step", "")
        if not order_id:
            return refused(request, HTTPStatus.NOT_FOUND)
        try:
            await desk.advance_delivery(
                order_id,
                by=session.staff.email,
                step=step,
                courier=form.get("courier", ""),
                tracking_number=form.get("tracking_number", ""),
            )
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        except Conflict as error:
            problem = (
                "delivery_not_sent"
                if error.code == "order_not_sent_to_address"
                else "delivery_out_of_order"
            )
            return await _order_page(request, session, problem=problem, status=HTTPStatus.CONFLICT)
        except Invalid as error:
            problem = (
                "delivery_courier_missing"
                if error.code == "order_courier_required"
                else "delivery_out_of_order"
            )
            return await _order_page(
                request, session, problem=problem, status=HTTPStatus.BAD_REQUEST
            )
        outcome = {"notice": f"delivery_{step}"}
        raise web.HTTPSeeOther(f"{PREFIX}/orders/{order_id}?{urlencode(outcome)}")

    def action(name: str):  # type: ignore[no-untyped-def]
        """A POST on one order: the desk's method, then back to the order's page saying how
        it went (an unknown order goes back to the list)."""

        async def run(request: web.Request, session: ActiveSession) -> web.Response:
            order_id = _order_id(request)
            try:
                done = await getattr(desk, name)(order_id, by=session.staff.email)
            except NotFound:
                done = None
            if done is None:  # no such order: back to the list, searching for it
                query = urlencode({"q": order_id})
                raise web.HTTPSeeOther(f"{PREFIX}/orders?{query}")
            word = {"cancel": "cancelled", "retry": "retried", "resend": "resent"}[name]
            outcome = {"notice": f"order_{word}"} if done else {"problem": f"order_not_{word}"}
            raise web.HTTPSeeOther(f"{PREFIX}/orders/{order_id}?{urlencode(outcome)}")

        return run

    return [
        web.get(f"{PREFIX}/orders", guarded(service, order_list)),
        web.post(
            f"{PREFIX}/orders/{{order_id}}/settle-late",
            guarded(service, _with_reference(desk, "settle_late", "settle", "settled")),
        ),
        web.post(
            f"{PREFIX}/orders/{{order_id}}/refund",
            guarded(service, _with_reference(desk, "refund", "refund", "refunded")),
        ),
        web.get(f"{PREFIX}/orders.csv", guarded(service, export)),
        web.get(f"{PREFIX}/orders/{{order_id}}", guarded(service, order_page)),
        web.post(f"{PREFIX}/orders/{{order_id}}/cancel", guarded(service, action("cancel"))),
        web.post(f"{PREFIX}/orders/{{order_id}}/retry", guarded(service, action("retry"))),
        web.post(f"{PREFIX}/orders/{{order_id}}/resend", guarded(service, action("resend"))),
        web.post(f"{PREFIX}/orders/{{order_id}}/delivery", guarded(service, delivery_step)),
    ]
