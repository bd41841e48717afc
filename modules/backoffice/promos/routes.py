"""/admin/promos (admins): every promo with its use, a form to create or edit one (times in WIB),
pause and resume, and the latest uses of a code. Each change is in the audit log."""

from collections.abc import Mapping
from datetime import UTC, datetime
from http import HTTPStatus
from typing import Any

from aiohttp import web
from pydantic import ValidationError

from core.errors import Conflict, Invalid, NotFound
from core.templating import page
from modules.backoffice.formats import WIB
from modules.backoffice.guard import (
    FORM,
    PREFIX,
    Handler,
    guarded,
    page_context,
    pause_action,
    refused,
)
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
from modules.promos.schemas import (
    PromoDraft,
    PromoErrorCode,
    PromoForStaff,
    PromoType,
    PromoUse,
)
from modules.promos.service import PromoService

FIELDS = (
    "code",
    "name",
    "type",
    "amount",
    "start_date",
    "expiry_date",
    "min_total_idr",
    "max_discount_idr",
    "usage_limit",
    "country_codes",
    "product_ids",
    "banner_desktop_url",
    "banner_mobile_url",
    "banner_link",
)
CODE_MAX = 32
# The fields an edit compares with the stored promo, and the words naming them.
COMPARED = {
    "name": "name",
    "type": "promo_type",
    "amount": "promo_amount",
    "start_date": "promo_start",
    "expiry_date": "promo_end",
    "min_total_idr": "promo_min_total",
    "max_discount_idr": "promo_max_discount",
    "usage_limit": "promo_usage_limit",
    "country_codes": "promo_countries",
    "product_ids": "promo_products",
    "banner_desktop_url": "promo_banner_desktop",
    "banner_mobile_url": "promo_banner_mobile",
    "banner_link": "promo_banner_link",
    "once_per_user": "promo_once",
    "public": "promo_public",
    "paused": "promo_paused_field",
}


def _local(moment: datetime | None) -> str:
    """A time as the form's datetime-local field shows it (WIB)."""
    return moment.astimezone(WIB).strftime("%Y-%m-%dT%H:%M") if moment else ""


def _as_form(draft: PromoDraft) -> dict[str, str]:
    return {
        "code": draft.code,
        "name": draft.name,
        "type": draft.type.value,
        "amount": str(draft.amount),
        "start_date": _local(draft.start_date),
        "expiry_date": _local(draft.expiry_date),
        "min_total_idr": str(draft.min_total_idr),
        "max_discount_idr": "" if draft.max_discount_idr is None else str(draft.max_discount_idr),
        "usage_limit": "" if draft.usage_limit is None else str(draft.usage_limit),
        "country_codes": ", ".join(draft.country_codes),
        "product_ids": ", ".join(draft.product_ids),
        "banner_desktop_url": draft.banner_desktop_url or "",
        "banner_mobile_url": draft.banner_mobile_url or "",
        "banner_link": draft.banner_link or "",
        "once_per_user": "on" if draft.once_per_user else "",
        "public": "on" if draft.public else "",
    }


def _compared(promo: PromoForStaff) -> dict[str, Any]:
    """What an edit form of the promo shows, field by field, and whether it is paused (the
    pause button moves the version too)."""
    form = _as_form(promo)
    values: dict[str, Any] = {name: form[name] for name in COMPARED if name in form}
    values.update(once_per_user=promo.once_per_user, public=promo.public, paused=promo.paused)
    return values


def _changes(opened: str, promo: PromoForStaff, words: Mapping[str, str]) -> list[list[str]]:
    """The fields changed since the form was opened, each with its value stored now."""
    current = _compared(promo)
    rows = []
    for name in changed_since(opened, current):
        if name not in COMPARED:
            continue
        now = current[name]
        if name == "type":
            now = words[f"promo_type_{now}"]
        elif name in ("start_date", "expiry_date") and now:
            now = now.replace("T", " ") + " WIB"
        rows.append([words[COMPARED[name]], shown(now, words)])
    return rows


def _when(text: str) -> datetime | str | None:
    """A datetime-local value read as WIB; the text itself when it is none (the model says
    why), None when blank."""
    if not text.strip():
        return None
    try:
        moment = datetime.fromisoformat(text.strip())
        return (moment if moment.tzinfo else moment.replace(tzinfo=WIB)).astimezone(UTC)
    except (ValueError, OverflowError):  # not a moment, or none in UTC (0001-01-01 in WIB)
        return text


def _number(text: str) -> int | str | None:
    cleaned = text.strip().replace(".", "").replace(",", "").replace(" ", "")
    if not cleaned:
        return None
    number = whole_number(cleaned, max_digits=12)
    return text if number is None else number


def _list(text: str, *, upper: bool) -> list[str]:
    parts = [part.strip() for part in text.replace("\n", ",").split(",")]
    return [part.upper() if upper else part for part in parts if part]


def _draft(form: dict[str, str], *, code: str | None = None) -> tuple[PromoDraft | None, list[str]]:
    """The posted form as a draft, or the names of the fields that are wrong."""
    values: dict[str, Any] = {
        "code": code or form.get("code", "").strip().upper(),
        "name": form.get("name", ""),
        "type": form.get("type", ""),
        "amount": _number(form.get("amount", "")),
        "start_date": _when(form.get("start_date", "")),
        "expiry_date": _when(form.get("expiry_date", "")),
        "min_total_idr": _number(form.get("min_total_idr", "")) or 0,
        "max_discount_idr": _number(form.get("max_discount_idr", "")),
        "usage_limit": _number(form.get("usage_limit", "")),
        "once_per_user": form.get("once_per_user") == "on",
        "public": form.get("public") == "on",
        "country_codes": _list(form.get("country_codes", ""), upper=True),
        "product_ids": _list(form.get("product_ids", ""), upper=False),
        **{
            name: form.get(name, "").strip() or None
            for name in ("banner_desktop_url", "banner_mobile_url", "banner_link")
        },
    }
    try:
        return PromoDraft.model_validate(values), []
    except ValidationError as error:
        wrong = [str(problem["loc"][0]) for problem in error.errors() if problem["loc"]]
        return None, list(dict.fromkeys(name for name in wrong if name in FIELDS))


class PromoPages:
    """The promo pages' handlers, each behind the admins' guard (see promo_routes)."""

    def __init__(self, service: BackOfficeService, promos: PromoService) -> None:
        self.service = service
        self.promos = promos

    async def listing(self, request: web.Request, session: ActiveSession) -> web.Response:
        notice = request.query.get("notice", "")
        context = page_context(
            request,
            session=session,
            promos=await self.promos.summaries(),
            notice=notice if notice in ("promo_created",) else "",
            code=request.query.get("code", "")[:CODE_MAX],
        )
        return page(request, "backoffice/promos.html", context)

    async def form_page(
        self,
        request: web.Request,
        session: ActiveSession,
        *,
        values: dict[str, str],
        code: str | None,
        wrong: list[str] | None = None,
        problem: str = "",
        status: int = HTTPStatus.OK,
        version: int | None = None,
        opened: str = "",
        changed: list[list[str]] | None = None,
    ) -> web.Response:
        notice = request.query.get("notice", "")
        summary = None
        uses: list[PromoUse] = []
        if code is not None:
            summary = next((row for row in await self.promos.summaries() if row.code == code), None)
            uses = await self.promos.uses(code=code, limit=50)
        context = page_context(
            request,
            session=session,
            values={name: values.get(name, "") for name in (*FIELDS, "once_per_user", "public")},
            editing=code,
            summary=summary,
            uses=uses,
            wrong=wrong or [],
            problem=problem,
            version=version,
            opened=opened,
            changed=changed,
            notice=notice if notice in ("promo_saved", "promo_paused", "promo_resumed") else "",
            types=[kind.value for kind in PromoType],
        )
        return page(request, "backoffice/promo.html", context, status=status)

    async def new(self, request: web.Request, session: ActiveSession) -> web.Response:
        return await self.form_page(request, session, values={"type": "percent"}, code=None)

    async def submit(
        self, request: web.Request, session: ActiveSession, code: str | None
    ) -> web.Response:
        """Create (code None) or save: the form again with what is wrong, or on to the promo."""
        form = request[FORM]
        draft, wrong = _draft(form, code=code)
        # An edit saves over the version its form was opened at, and no other.
        version, opened = posted_version(form.get(VERSION_FIELD)), form.get(OPENED_FIELD, "")
        problem, status = "", HTTPStatus.BAD_REQUEST
        changed: list[list[str]] | None = None
        before = None
        if draft is not None:
            try:
                if code is None:
                    await self.promos.create_promo(draft)
                else:
                    saved = await self.promos.update_promo(draft, version=version)
                    before = saved.model_dump(mode="json")
            except Invalid as error:
                wrong = [error.field or ""]
            except Conflict as error:
                status = HTTPStatus.CONFLICT
                if error.code != PromoErrorCode.CHANGED_MEANWHILE:
                    problem = "promo_code_taken"
                else:
                    # Nothing was saved. The form comes back as typed, now opened at the
                    # stored version: saving it again replaces what is listed, knowingly.
                    current = PromoForStaff.model_validate(error.details["current"])
                    changed = _changes(opened, current, TEXTS[language_of(request)])
                    version, opened = current.version, fingerprints(_compared(current))
        if draft is None or wrong or problem or changed is not None:
            return await self.form_page(
                request,
                session,
                values=form,
                code=code,
                wrong=wrong,
                problem=problem,
                status=status,
                version=version,
                opened=opened,
                changed=changed,
            )
        action = "promo.create" if code is None else "promo.update"
        after = draft.model_dump(mode="json")
        await self.service.record(session.staff.email, action, draft.code, before, after)
        raise web.HTTPSeeOther(f"{PREFIX}/promos/{draft.code}?notice=promo_saved")

    async def create(self, request: web.Request, session: ActiveSession) -> web.Response:
        return await self.submit(request, session, None)

    async def edit(self, request: web.Request, session: ActiveSession) -> web.Response:
        code = request.match_info["code"].strip().upper()[:CODE_MAX]
        try:
            draft = await self.promos.draft(code=code)
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        return await self.form_page(
            request,
            session,
            values=_as_form(draft),
            code=draft.code,
            version=draft.version,
            opened=fingerprints(_compared(draft)),
        )

    async def save(self, request: web.Request, session: ActiveSession) -> web.Response:
        code = request.match_info["code"].strip().upper()[:CODE_MAX]
        try:
            await self.promos.draft(code=code)
        except NotFound:
            return refused(request, HTTPStatus.NOT_FOUND)
        return await self.submit(request, session, code)


def promo_routes(service: BackOfficeService, promos: PromoService) -> list[web.RouteDef]:
    pages = PromoPages(service, promos)
    admin = {"admin_only": True}

    async def set_paused(code: str, paused: bool) -> bool:
        return await promos.set_paused(code=code, paused=paused)

    def pausing(paused: bool) -> Handler:
        return pause_action(
            service,
            kind="promo",
            key=lambda request: request.match_info["code"].strip().upper()[:CODE_MAX],
            set_paused=set_paused,
            page_of=lambda code: f"{PREFIX}/promos/{code}",
            paused=paused,
        )

    return [
        web.get(f"{PREFIX}/promos", guarded(service, pages.listing, **admin)),
        web.get(f"{PREFIX}/promos/new", guarded(service, pages.new, **admin)),
        web.post(f"{PREFIX}/promos", guarded(service, pages.create, **admin)),
        web.get(f"{PREFIX}/promos/{{code}}", guarded(service, pages.edit, **admin)),
        web.post(f"{PREFIX}/promos/{{code}}", guarded(service, pages.save, **admin)),
        web.post(f"{PREFIX}/promos/{{code}}/pause", guarded(service, pausing(True), **admin)),
        web.post(f"{PREFIX}/promos/{{code}}/resume", guarded(service, pausing(False), **admin)),
    ]
