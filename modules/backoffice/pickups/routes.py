"""/admin/pickups: the pickup points on a map of Indonesia, a form to create or edit one (the
product types it serves, its coordinates previewed on the map), pause and resume. Staff and
admins; each change is in the audit log."""

from http import HTTPStatus
from typing import Any

from aiohttp import web
from multidict import MultiDictProxy
from pydantic import ValidationError

from core.errors import Conflict, NotFound
from core.templating import page
from modules.backoffice.guard import (
    FORM,
    PREFIX,
    Handler,
    guarded,
    page_context,
    pause_action,
    refused,
)
from modules.backoffice.service import ActiveSession, BackOfficeService
from modules.catalog.schemas import ProductType
from modules.locations.schemas import PickupDraft, PickupForStaff
from modules.locations.service import LocationService

FIELDS = (
    "id",
    "name",
    "address",
    "city",
    "latitude",
    "longitude",
    "product_types",
    "opening_hours",
)
ID_MAX = 32
# The preview map's box (core/static/indonesia-land.svg): a point outside it is listed, not drawn.
MAP_BOX = (94.0, 142.0, -12.0, 7.0)  # west, east, south, north


def on_map(latitude: float, longitude: float) -> bool:
    west, east, south, north = MAP_BOX
    return west <= longitude <= east and south <= latitude <= north


def _draft(
    form: MultiDictProxy[Any], *, location_id: str | None
) -> tuple[PickupDraft | None, list[str]]:
    values = {
        "id": location_id or form.get("id", "").strip().upper(),
        "name": form.get("name", ""),
        "address": form.get("address", ""),
        "city": form.get("city", ""),
        "latitude": form.get("latitude", "").strip().replace(",", ".") or None,
        "longitude": form.get("longitude", "").strip().replace(",", ".") or None,
        "product_types": [
            kind for kind in form.getall("product_types", []) if isinstance(kind, str)
        ],
        "opening_hours": form.get("opening_hours", ""),
    }
    try:
        return PickupDraft.model_validate(values), []
    except ValidationError as error:
        wrong = [str(problem["loc"][0]) for problem in error.errors() if problem["loc"]]
        return None, list(dict.fromkeys(name for name in wrong if name in FIELDS))


class PickupPages:
    def __init__(self, service: BackOfficeService, locations: LocationService) -> None:
        self.service = service
        self.locations = locations

    async def listing(self, request: web.Request, session: ActiveSession) -> web.Response:
        points = await self.locations.pickup_points_for_staff()
        context = page_context(
            request,
            session=session,
            points=points,
            on_map=on_map,
        )
        return page(request, "backoffice/pickups.html", context)

    async def form_page(
        self,
        request: web.Request,
        session: ActiveSession,
        *,
        values: dict[str, Any],
        editing: PickupForStaff | None = None,
        wrong: list[str] | None = None,
        status: int = HTTPStatus.OK,
    ) -> web.Response:
        notice = request.query.get("notice", "")
        context = page_context(
            request,
            session=session,
            values=values,
            editing=editing,
            wrong=wrong or [],
            notice=notice if notice in ("pickup_saved", "pickup_paused", "pickup_resumed") else "",
            product_types=[kind.value for kind in ProductType],
            on_map=on_map,
        )
        return page(request, "backoffice/pickup.html", context, status=status)

    async def new(self, request: web.Request, session: ActiveSession) -> web.Response:
        return await self.form_page(request, session, values={"product_types": ["sim_bundle"]})

    async def edit(self, request: web.Request, session: ActiveSession) -> web.Response:
        try:
            point = await self.locations.pickup_point_for_staff(
                location_id=request.match_info["location_id"].upper()[:ID_MAX]
            )
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        values = point.model_dump(mode="json")
        return await self.form_page(request, session, values=values, editing=point)

    async def submit(
        self, request: web.Request, session: ActiveSession, editing: PickupForStaff | None = None
    ) -> web.Response:
        posted = await request.post()  # read by the guard already: here for the ticked boxes
        form = request[FORM]
        draft, wrong = _draft(posted, location_id=editing.id if editing else None)
        before = None
        if draft is not None:
            try:
                if editing is None:
                    await self.locations.create_pickup_point(draft)
                else:
                    before = (await self.locations.update_pickup_point(draft)).model_dump(
                        mode="json"
                    )
            except Conflict:
                wrong = ["id_taken"]
        if draft is None or wrong:
            values = {**form, "product_types": posted.getall("product_types", [])}
            return await self.form_page(
                request,
                session,
                values=values,
                editing=editing,
                wrong=wrong,
                status=HTTPStatus.CONFLICT if wrong == ["id_taken"] else HTTPStatus.BAD_REQUEST,
            )
        action = "pickup.create" if editing is None else "pickup.update"
        after = draft.model_dump(mode="json")
        await self.service.record(session.staff.email, action, draft.id, before, after)
        raise web.HTTPSeeOther(f"{PREFIX}/pickups/{draft.id}?notice=pickup_saved")

    async def create(self, request: web.Request, session: ActiveSession) -> web.Response:
        return await self.submit(request, session)

    async def save(self, request: web.Request, session: ActiveSession) -> web.Response:
        try:
            point = await self.locations.pickup_point_for_staff(
                location_id=request.match_info["location_id"].upper()[:ID_MAX]
            )
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        return await self.submit(request, session, point)


def pickup_routes(service: BackOfficeService, locations: LocationService) -> list[web.RouteDef]:
    pages = PickupPages(service, locations)
    one = f"{PREFIX}/pickups/{{location_id}}"

    async def set_paused(location_id: str, paused: bool) -> bool:
        return await locations.set_pickup_paused(location_id=location_id, paused=paused)

    def pausing(paused: bool) -> Handler:
        return pause_action(
            service,
            kind="pickup",
            key=lambda request: request.match_info["location_id"].upper()[:ID_MAX],
            set_paused=set_paused,
            page_of=lambda location_id: f"{PREFIX}/pickups/{location_id}",
            paused=paused,
        )

    return [
        web.get(f"{PREFIX}/pickups", guarded(service, pages.listing)),
        web.get(f"{PREFIX}/pickups/new", guarded(service, pages.new)),
        web.post(f"{PREFIX}/pickups", guarded(service, pages.create)),
        web.get(one, guarded(service, pages.edit)),
        web.post(one, guarded(service, pages.save)),
        web.post(f"{one}/pause", guarded(service, pausing(True))),
        web.post(f"{one}/resume", guarded(service, pausing(False))),
    ]
