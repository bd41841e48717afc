"""/admin/catalog (admins): the products, inactive ones too, with their texts in both languages,
facts and priced items; the countries and the regions with the countries they cover. Every
save moves the catalog's revision, so the storefront shows it within seconds, no restart."""

from collections.abc import Mapping
from http import HTTPStatus
from typing import Any

from aiohttp import web
from multidict import MultiDictProxy
from pydantic import ValidationError

from core.errors import Conflict, Invalid, NotFound
from core.templating import page, rupiah
from modules.backoffice.guard import PREFIX, guarded, page_context, refused
from modules.backoffice.numbers import whole_number
from modules.backoffice.service import ActiveSession, BackOfficeService
from modules.backoffice.texts import TEXTS, language_of
from modules.backoffice.versions import (
    OPENED_FIELD,
    VERSION_FIELD,
    changed_since,
    fingerprints,
    posted_version,
    shown,
)
from modules.catalog.schemas import (
    CatalogErrorCode,
    CountryDraft,
    ProductDraft,
    ProductForStaff,
    ProductScope,
    ProductType,
    RegionDraft,
)
from modules.catalog.service import CatalogService

ITEM_FIELDS = ("name", "description", "name_en", "description_en", "validity_days", "price_idr")
PRODUCT_FIELDS = (
    "product_id",
    "type",
    "scope",
    "location_code",
    "name",
    "name_en",
    "note",
    "note_en",
    "data_gb",
    "network",
    "operators",
    "items",
)
# The fields an edit compares with the stored product, and the words naming them.
COMPARED = {
    "name": "product_name_id",
    "name_en": "product_name_en",
    "note": "product_note_id",
    "note_en": "product_note_en",
    "active": "product_active",
    "data_gb": "product_data_gb",
    "unlimited": "product_unlimited",
    "network": "product_network",
    "hotspot": "product_hotspot",
    "operators": "product_operators",
}
MAX_ITEMS = 20
TEXT_MAX = 5000
BASE = f"{PREFIX}/catalog"


def _number(text: str) -> int | str | None:
    cleaned = text.strip().replace(".", "").replace(" ", "")
    if not cleaned:
        return None
    number = whole_number(cleaned, max_digits=12)
    return text if number is None else number


def _text(posted: MultiDictProxy[Any], name: str) -> str:
    value = posted.get(name, "")
    return value[:TEXT_MAX] if isinstance(value, str) else ""


def _items(posted: MultiDictProxy[Any]) -> list[dict[str, Any]]:
    """The item rows of the form; a row marked to remove, or left blank, is left out."""
    rows = []
    for index in range(MAX_ITEMS + 1):
        row = {name: _text(posted, f"item_{index}_{name}") for name in ITEM_FIELDS}
        if posted.get(f"item_{index}_remove") == "on" or not any(row.values()):
            continue
        row["validity_days"] = _number(row["validity_days"])
        row["price_idr"] = _number(row["price_idr"])
        rows.append(row)
    return rows


def _product(posted: MultiDictProxy[Any], *, product_id: str | None) -> dict[str, Any]:
    return {
        "product_id": product_id or _text(posted, "product_id").strip().lower(),
        "type": _text(posted, "type"),
        "scope": _text(posted, "scope"),
        "location_code": _text(posted, "location_code").strip().upper() or None,
        "name": _text(posted, "name"),
        "name_en": _text(posted, "name_en"),
        "note": _text(posted, "note"),
        "note_en": _text(posted, "note_en"),
        "active": posted.get("active") == "on",
        "data_gb": _number(_text(posted, "data_gb")),
        "unlimited": posted.get("unlimited") == "on",
        "network": _text(posted, "network"),
        "hotspot": posted.get("hotspot") == "on",
        "operators": [
            part.strip() for part in _text(posted, "operators").split(",") if part.strip()
        ],
        "items": _items(posted),
    }


def _wrong(error: ValidationError, fields: tuple[str, ...]) -> list[str]:
    names = []
    for problem in error.errors():
        location = problem["loc"]
        if not location:
            continue
        if location[0] == "items" and len(location) > 1:
            names.append(f"item:{int(location[1]) + 1}")
        elif location[0] in fields:
            names.append(str(location[0]))
    return list(dict.fromkeys(names))


def _compared(product: ProductForStaff) -> dict[str, Any]:
    """What an edit form of the product shows, field by field, each item on its own."""
    values: dict[str, Any] = {name: getattr(product, name) for name in COMPARED}
    for number, item in enumerate(product.items, start=1):
        values[f"item:{number}"] = item.model_dump()
    return values


def _changes(opened: str, product: ProductForStaff, words: Mapping[str, str]) -> list[list[str]]:
    """The fields changed since the form was opened, each with its value stored now."""
    current = _compared(product)
    rows = []
    for name in changed_since(opened, current):
        number = name.removeprefix("item:")
        if name in COMPARED:
            rows.append([words[COMPARED[name]], shown(current[name], words)])
        elif number.isascii() and number.isdigit() and int(number) <= MAX_ITEMS:
            item = current.get(name)
            now = (
                words["changed_removed"]
                if item is None
                else f"{item['name']} · {item['validity_days']} {words['changed_days']}"
                f" · {rupiah(item['price_idr'])}"
            )
            rows.append([words["product_item"].format(number=int(number)), now])
    return rows


class CatalogPages:
    def __init__(self, service: BackOfficeService, catalog: CatalogService) -> None:
        self.service = service
        self.catalog = catalog

    async def products(self, request: web.Request, session: ActiveSession) -> web.Response:
        text = request.query.get("q", "").strip().lower()[:64]
        kind = request.query.get("type", "")
        shown = request.query.get("active", "")
        rows = [
            product
            for product in await self.catalog.products_for_staff()
            if (not text or text in product.product_id or text in product.name.lower())
            and (not kind or product.type.value == kind)
            and (shown not in ("yes", "no") or product.active == (shown == "yes"))
        ]
        context = page_context(
            request,
            session=session,
            rows=rows,
            text=text,
            kind=kind,
            shown=shown,
            types=[value.value for value in ProductType],
        )
        return page(request, "backoffice/catalog.html", context)

    async def product_form(
        self,
        request: web.Request,
        session: ActiveSession,
        *,
        values: dict[str, Any],
        editing: str | None,
        wrong: list[str] | None = None,
        status: int = HTTPStatus.OK,
        version: int | None = None,
        opened: str = "",
        changed: list[list[str]] | None = None,
    ) -> web.Response:
        items = list(values.get("items") or [])
        blank = dict.fromkeys(ITEM_FIELDS, "")
        notice = request.query.get("notice", "")
        context = page_context(
            request,
            session=session,
            values=values,
            item_rows=[*items, blank] if len(items) < MAX_ITEMS else items,
            editing=editing,
            wrong=wrong or [],
            version=version,
            opened=opened,
            changed=changed,
            notice="product_saved" if notice == "product_saved" else "",
            types=[value.value for value in ProductType],
            scopes=[value.value for value in ProductScope],
        )
        return page(request, "backoffice/catalog_product.html", context, status=status)

    async def new_product(self, request: web.Request, session: ActiveSession) -> web.Response:
        values = {"type": "esim_bundle", "scope": "country", "active": True, "hotspot": True}
        return await self.product_form(request, session, values=values, editing=None)

    async def edit_product(self, request: web.Request, session: ActiveSession) -> web.Response:
        try:
            product = await self.catalog.product_for_staff(
                product_id=request.match_info["product_id"]
            )
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        values = product.model_dump(mode="json")
        values["operators"] = ", ".join(product.operators)
        return await self.product_form(
            request,
            session,
            values=values,
            editing=product.product_id,
            version=product.version,
            opened=fingerprints(_compared(product)),
        )

    async def submit_product(
        self, request: web.Request, session: ActiveSession, editing: str | None
    ) -> web.Response:
        posted = await request.post()  # the guard has checked its CSRF token
        values = _product(posted, product_id=editing)
        # An edit saves over the version its form was opened at, and no other.
        version, opened = posted_version(posted.get(VERSION_FIELD)), _text(posted, OPENED_FIELD)
        wrong: list[str] = []
        changed: list[list[str]] | None = None
        before = None
        try:
            draft = ProductDraft.model_validate(values)
        except ValidationError as error:
            draft, wrong = None, _wrong(error, PRODUCT_FIELDS)
        if draft is not None:
            try:
                if editing is None:
                    await self.catalog.create_product(draft)
                else:
                    saved = await self.catalog.update_product(draft, version=version)
                    before = saved.model_dump(mode="json")
            except Invalid as error:
                wrong = [error.field or "location_code"]
            except Conflict as error:
                if error.code != CatalogErrorCode.CHANGED_MEANWHILE:
                    wrong = ["product_id_taken"]
                else:
                    # Nothing was saved. The form comes back as typed, now opened at the
                    # stored version: saving it again replaces what is listed, knowingly.
                    current = ProductForStaff.model_validate(error.details["current"])
                    changed = _changes(opened, current, TEXTS[language_of(request)])
                    version, opened = current.version, fingerprints(_compared(current))
        if draft is None or wrong or changed is not None:
            values["operators"] = ", ".join(values["operators"])
            return await self.product_form(
                request,
                session,
                values=values,
                editing=editing,
                wrong=wrong,
                status=HTTPStatus.CONFLICT
                if wrong == ["product_id_taken"] or changed is not None
                else HTTPStatus.BAD_REQUEST,
                version=version,
                opened=opened,
                changed=changed,
            )
        action = "catalog.product.create" if editing is None else "catalog.product.update"
        after = draft.model_dump(mode="json")
        await self.service.record(session.staff.email, action, draft.product_id, before, after)
        raise web.HTTPSeeOther(f"{BASE}/products/{draft.product_id}?notice=product_saved")

    async def create_product(self, request: web.Request, session: ActiveSession) -> web.Response:
        return await self.submit_product(request, session, None)

    async def save_product(self, request: web.Request, session: ActiveSession) -> web.Response:
        try:
            product = await self.catalog.product_for_staff(
                product_id=request.match_info["product_id"]
            )
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        return await self.submit_product(request, session, product.product_id)

    async def places(
        self,
        request: web.Request,
        session: ActiveSession,
        *,
        wrong: list[str] | None = None,
        status: int = HTTPStatus.OK,
    ) -> web.Response:
        notice = request.query.get("notice", "")
        context = page_context(
            request,
            session=session,
            countries=await self.catalog.countries(),
            regions=sorted(await self.catalog.regions(), key=lambda region: region.code),
            wrong=wrong or [],
            notice=notice if notice in ("country_saved", "region_saved") else "",
        )
        return page(request, "backoffice/catalog_places.html", context, status=status)

    async def places_page(self, request: web.Request, session: ActiveSession) -> web.Response:
        return await self.places(request, session)

    async def save_country(self, request: web.Request, session: ActiveSession) -> web.Response:
        posted = await request.post()
        values = {
            "code": _text(posted, "code").strip().upper(),
            "name_id": _text(posted, "name_id"),
            "name_en": _text(posted, "name_en"),
        }
        try:
            draft = CountryDraft.model_validate(values)
        except ValidationError as error:
            wrong = [f"country_{name}" for name in _wrong(error, ("code", "name_id", "name_en"))]
            return await self.places(request, session, wrong=wrong, status=HTTPStatus.BAD_REQUEST)
        created = await self.catalog.save_country(draft)
        action = "catalog.country.create" if created else "catalog.country.update"
        await self.service.record(
            session.staff.email, action, draft.code, None, draft.model_dump(mode="json")
        )
        raise web.HTTPSeeOther(f"{BASE}/places?notice=country_saved#country-{draft.code}")

    async def save_region(self, request: web.Request, session: ActiveSession) -> web.Response:
        posted = await request.post()
        code = request.match_info["code"].strip().upper()[:16]
        values = {
            "code": code,
            "name_id": _text(posted, "name_id"),
            "name_en": _text(posted, "name_en"),
            "available": posted.get("available") == "on",
            "countries": [
                part.strip().upper()
                for part in _text(posted, "countries").replace("\n", ",").split(",")
                if part.strip()
            ],
        }
        try:
            draft = RegionDraft.model_validate(values)
            await self.catalog.update_region(draft)
        except ValidationError as error:
            wrong = [
                f"region_{name}" for name in _wrong(error, ("name_id", "name_en", "countries"))
            ]
            return await self.places(request, session, wrong=wrong, status=HTTPStatus.BAD_REQUEST)
        except Invalid:
            return await self.places(
                request, session, wrong=["region_countries"], status=HTTPStatus.BAD_REQUEST
            )
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        await self.service.record(
            session.staff.email, "catalog.region.update", code, None, draft.model_dump(mode="json")
        )
        raise web.HTTPSeeOther(f"{BASE}/places?notice=region_saved#region-{code}")


def catalog_routes(service: BackOfficeService, catalog: CatalogService) -> list[web.RouteDef]:
    pages = CatalogPages(service, catalog)
    admin = {"admin_only": True}
    product = f"{BASE}/products/{{product_id}}"
    return [
        web.get(BASE, guarded(service, pages.products, **admin)),
        web.get(f"{BASE}/products/new", guarded(service, pages.new_product, **admin)),
        web.post(f"{BASE}/products", guarded(service, pages.create_product, **admin)),
        web.get(product, guarded(service, pages.edit_product, **admin)),
        web.post(product, guarded(service, pages.save_product, **admin)),
        web.get(f"{BASE}/places", guarded(service, pages.places_page, **admin)),
        web.post(f"{BASE}/countries", guarded(service, pages.save_country, **admin)),
        web.post(f"{BASE}/regions/{{code}}", guarded(service, pages.save_region, **admin)),
    ]
