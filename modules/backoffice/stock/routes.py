"""/admin/stock (admins): the ICCID stock per kind against its threshold, the list filtered by
kind, status and leading digits, and a CSV upload whose bad lines are each named."""

from http import HTTPStatus
from urllib.parse import urlencode

from aiohttp import web

from core.templating import page
from modules.backoffice.guard import FILES, PREFIX, guarded, page_context
from modules.backoffice.numbers import ascii_digits, whole_number
from modules.backoffice.service import ActiveSession, BackOfficeService
from modules.backoffice.stock.desk import StockDesk, StockFilters
from modules.esim.schemas import ICCID_STATUSES, SIM_KINDS
from modules.esim.service import ImportProblems

MAX_COUNT_TEXT = 9


def _count(query: web.Request, name: str) -> int | None:
    text = query.query.get(name, "")
    return whole_number(text, max_digits=MAX_COUNT_TEXT)


def stock_routes(service: BackOfficeService, desk: StockDesk) -> list[web.RouteDef]:
    async def render(
        request: web.Request,
        session: ActiveSession,
        *,
        problems: list[object] | None = None,
        status: int = HTTPStatus.OK,
    ) -> web.Response:
        filters = StockFilters.from_query(request.query)
        after = ascii_digits(request.query.get("after", "")[:20])
        rows, last = await desk.page(filters, after=after)
        query = filters.as_query()
        context = page_context(
            request,
            session=session,
            levels=await desk.levels(),
            filters=filters,
            rows=rows,
            paged=bool(after),
            first_query=urlencode(query),
            next_query=urlencode({**query, "after": last}) if last else "",
            kinds=[kind.value for kind in SIM_KINDS],
            statuses=[value.value for value in ICCID_STATUSES],
            added=_count(request, "added"),
            already=_count(request, "already"),
            problems=problems or [],
        )
        return page(request, "backoffice/stock.html", context, status=status)

    async def stock_page(request: web.Request, session: ActiveSession) -> web.Response:
        return await render(request, session)

    async def upload(request: web.Request, session: ActiveSession) -> web.Response:
        sent = request[FILES].get("file")
        if sent is None or not sent.content.strip():
            return await render(
                request, session, problems=["no_file"], status=HTTPStatus.BAD_REQUEST
            )
        try:
            result = await desk.upload(
                filename=sent.filename, content=sent.content, by=session.staff.email
            )
        except ImportProblems as refused:
            return await render(
                request, session, problems=list(refused.details), status=HTTPStatus.BAD_REQUEST
            )
        query = urlencode({"added": result.added, "already": result.already})
        raise web.HTTPSeeOther(f"{PREFIX}/stock?{query}")

    return [
        web.get(f"{PREFIX}/stock", guarded(service, stock_page, admin_only=True)),
        web.post(f"{PREFIX}/stock", guarded(service, upload, admin_only=True)),
    ]
