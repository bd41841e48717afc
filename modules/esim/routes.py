from aiohttp import web

from core.auth import current_user
from core.http import envelope
from core.openapi import Auth, body_of, documented, path_of
from modules.esim.schemas import (
    ActivateBody,
    Activated,
    IccidList,
    IccidPath,
    OrderIccid,
    OrderPath,
    Packages,
    StockAvailability,
    TelcoEvent,
    TelcoEventReceived,
)
from modules.esim.service import QR_PATH, BuyerService, InstallEvents
from modules.esim.simulator_phone import SIGNATURE_HEADER

TAG = "esim"
TELCO_EVENTS_PATH = "/api/telco/events"


def esim_routes(*, buyer: BuyerService, events: InstallEvents) -> list[web.RouteDef]:
    @documented(
        summary="The telco's signed event about an eSIM profile (downloaded, installed, ...)",
        tag=TAG,
        operation_id="telco_profile_event",
        body=TelcoEvent,
        response=TelcoEventReceived,
        errors=[400, 401, 404],
        description="Sent by the telco, never by a browser, with `X-Telco-Signature: "
        "sha256=<hex HMAC-SHA256 of the body with TELCO_WEBHOOK_SECRET>`. A missing or wrong "
        "signature is refused with 401 and changes nothing. The eSIM's state only moves "
        "forward: a repeated event id or a late event answers 200 with moved=false.",
    )
    async def telco_event(request: web.Request) -> web.Response:
        # The declaration above parsed the body (a malformed one is a 400); the signature is
        # checked over the very bytes received.
        body = await request.read()
        answer = await events.receive(body=body, signature=request.headers.get(SIGNATURE_HEADER))
        return envelope(answer.model_dump(mode="json"))

    @documented(
        summary="The signed-in user's ICCIDs (SIM cards and eSIMs), newest first",
        tag=TAG,
        operation_id="list_user_iccids",
        response=IccidList,
        auth=Auth.VERIFIED,
    )
    async def iccids(request: web.Request) -> web.Response:
        listed = await buyer.iccids(uid=current_user(request).uid)
        return envelope(listed.model_dump(mode="json"))

    @documented(
        summary="An order's ICCID and, for an eSIM, its QR code (base64 PNG) and install links",
        tag=TAG,
        operation_id="order_iccid",
        path=OrderPath,
        response=OrderIccid,
        auth=Auth.VERIFIED,
        errors=[404],
    )
    async def order_iccid(request: web.Request) -> web.Response:
        details = await buyer.order_iccid(
            uid=current_user(request).uid, order_id=path_of(request, OrderPath).id
        )
        return envelope(details.model_dump(mode="json"))

    @documented(
        summary="Activate the physical SIM card sold with an order, by its scanned or typed ICCID",
        tag=TAG,
        operation_id="activate_order",
        path=OrderPath,
        body=ActivateBody,
        response=Activated,
        auth=Auth.VERIFIED,
        errors=[400, 404, 409, 503],
    )
    async def activate(request: web.Request) -> web.Response:
        activated = await buyer.activate(
            uid=current_user(request).uid,
            order_id=path_of(request, OrderPath).id,
            iccid_text=body_of(request, ActivateBody).iccid,
        )
        return envelope(activated.model_dump(mode="json"), message="Kartu SIM berhasil diaktifkan")

    @documented(
        summary="The data packages on one of the user's ICCIDs, with their usage (from the telco)",
        tag=TAG,
        operation_id="iccid_packages",
        path=IccidPath,
        response=Packages,
        auth=Auth.VERIFIED,
        errors=[404, 503],
    )
    async def packages(request: web.Request) -> web.Response:
        listed = await buyer.packages(
            uid=current_user(request).uid, iccid=path_of(request, IccidPath).iccid
        )
        return envelope(listed.model_dump(mode="json"))

    @documented(
        summary="Whether eSIMs and SIM cards are in stock now (a product page's sold-out notice)",
        tag=TAG,
        operation_id="stock_availability",
        response=StockAvailability,
    )
    async def availability(request: web.Request) -> web.Response:
        answer = await buyer.availability()
        return envelope(answer.model_dump(mode="json"), headers={"Cache-Control": "no-cache"})

    async def qr_image(request: web.Request) -> web.Response:
        """The QR the eSIM e-mail shows (a link only that e-mail knows)."""
        png = await buyer.qr_image(
            order_id=request.match_info["order_id"], key=request.match_info["key"]
        )
        return web.Response(
            body=png, content_type="image/png", headers={"Cache-Control": "private, max-age=86400"}
        )

    return [
        web.post(TELCO_EVENTS_PATH, telco_event),
        web.get("/api/stock", availability),
        web.get("/api/user/iccids", iccids),
        web.get("/api/user/orders/{id}/iccid", order_iccid),
        web.post("/api/order/{id}/activate", activate),
        web.get("/api/telco/user/packages/{iccid}", packages),
        web.get(QR_PATH + "/{order_id}/{key}.png", qr_image),
    ]
