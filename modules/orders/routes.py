import re
from typing import Literal

from aiohttp import web
from pydantic import BaseModel, Field

from core.auth import current_user
from core.errors import NotFound
from core.http import envelope
from core.language import DEFAULT_LANGUAGE, accepted_language
from core.openapi import Auth, body_of, documented, path_of, query_of
from core.security_headers import served_over_https
from core.templating import page
from modules.orders.receipt_page import RECEIPT_COOKIE, receipt_context, receipt_language
from modules.orders.schemas import (
    ORDER_ID_PATTERN,
    OrderCreate,
    OrderCreated,
    OrderPath,
    OrderView,
    PayAgainAnswer,
    PaymentAnswer,
    ReceiptAccess,
    RefundAnswer,
    RefundBody,
    RefundPolicy,
)
from modules.orders.service import (
    OrderCheckout,
    OrderPaying,
    OrderRefunds,
    PayAgain,
    ReceiptPasses,
    ShopperOrders,
)
from modules.orders.service.receipt import RECEIPT_PASS_TIME

TAG = "orders"
RECEIPT_PATH = "/receipt"
ORDERS_PAGE = "/riwayat-order"


class LanguageQuery(BaseModel):
    lng: Literal["id", "en"] | None = Field(
        default=None, description="the buyer's language for the refusal's words (else Indonesian)"
    )


def _language(request: web.Request) -> str:
    """The language of a refusal's words: `?lng=`, else Accept-Language, else Indonesian."""
    return (
        query_of(request, LanguageQuery).lng
        or accepted_language(request.headers.get("Accept-Language"))
        or DEFAULT_LANGUAGE
    )


def order_routes(
    *,
    checkout: OrderCheckout,
    paying: OrderPaying,
    again: PayAgain,
    shopper: ShopperOrders,
    passes: ReceiptPasses,
    refunds: OrderRefunds,
) -> list[web.RouteDef]:
    @documented(
        summary="Create an order: priced on the server, idempotent per order_id",
        tag=TAG,
        operation_id="create_order",
        body=OrderCreate,
        response=OrderCreated,
        auth=Auth.VERIFIED,
        errors=[400, 409],
    )
    async def create(request: web.Request) -> web.Response:
        created = await checkout.create(
            uid=current_user(request).uid,
            order=body_of(request, OrderCreate),
            language=request.headers.get("Accept-Language"),
        )
        return envelope(created.model_dump(mode="json"), message="Order berhasil dibuat")

    @documented(
        summary="Pay an order: the payment page's address, cash, transfer or {address}",
        tag=TAG,
        operation_id="pay_order",
        path=OrderPath,
        response=PaymentAnswer,
        auth=Auth.VERIFIED,
        errors=[404, 409, 503],
    )
    async def pay(request: web.Request) -> web.Response:
        url = await paying.pay(
            uid=current_user(request).uid, order_id=path_of(request, OrderPath).id
        )
        return envelope(PaymentAnswer(payment_url=url).model_dump(mode="json"))

    @documented(
        summary="Pay again: an order whose payment failed, expired or was cancelled, made afresh",
        tag=TAG,
        operation_id="pay_order_again",
        path=OrderPath,
        query=LanguageQuery,
        response=PayAgainAnswer,
        auth=Auth.VERIFIED,
        errors=[404, 409, 503],
        description="A new order from the same lines, priced and its promo checked again on the "
        "server, its stock held again; the answer names it and how to pay it (as pay_order). "
        "Asked many times at once it makes one order. An order still awaiting payment answers "
        "itself. 409 (in `lng`) when sold out, the promo no longer applies, or already paid.",
    )
    async def pay_again(request: web.Request) -> web.Response:
        answer = await again.pay_again(
            uid=current_user(request).uid,
            order_id=path_of(request, OrderPath).id,
            language=_language(request),
        )
        return envelope(answer.model_dump(mode="json"))

    @documented(
        summary="Refund an eSIM never installed, within the refund window (the buyer's button)",
        tag=TAG,
        operation_id="refund_order",
        path=OrderPath,
        query=LanguageQuery,
        body=RefundBody,
        response=RefundAnswer,
        auth=Auth.VERIFIED,
        errors=[400, 404, 409],
        description="Only the order's buyer. A gateway payment is given back through the "
        "provider; a cash or transfer order needs `payout` (the buyer's bank account) and goes "
        "on staff's payout list. The order becomes `refunded` and its eSIM is voided. 409 (in "
        "`lng`) when the eSIM was installed, is not delivered, is a data package, the window "
        "has passed, or a refund exists (asked many times at once, it refunds once).",
    )
    async def refund(request: web.Request) -> web.Response:
        answer = await refunds.buyer_refund(
            uid=current_user(request).uid,
            order_id=path_of(request, OrderPath).id,
            language=_language(request),
            payout=body_of(request, RefundBody).payout,
        )
        return envelope(answer.model_dump(mode="json"))

    @documented(
        summary="The refund policy's numbers (the terms page states them)",
        tag=TAG,
        operation_id="refund_policy",
        response=RefundPolicy,
    )
    async def refund_policy(_request: web.Request) -> web.Response:
        return envelope(
            RefundPolicy(window_days=refunds.window_days).model_dump(mode="json"),
            headers={"Cache-Control": "public, max-age=300"},
        )

    @documented(
        summary="Let this browser open a paid order's receipt page",
        tag=TAG,
        operation_id="order_receipt_access",
        path=OrderPath,
        response=ReceiptAccess,
        auth=Auth.VERIFIED,
        errors=[404],
        description="Sets a short-lived HttpOnly cookie naming the caller and answers the "
        "receipt page's address. An unpaid order, or another user's, answers 404.",
    )
    async def receipt_access(request: web.Request) -> web.Response:
        uid = current_user(request).uid
        order_id = path_of(request, OrderPath).id
        await shopper.receipt(uid=uid, order_id=order_id)  # 404 unless paid and the caller's
        response = envelope(ReceiptAccess(url=f"{RECEIPT_PATH}/{order_id}").model_dump())
        response.set_cookie(
            RECEIPT_COOKIE,
            passes.issue(uid),
            path=RECEIPT_PATH,
            max_age=int(RECEIPT_PASS_TIME.total_seconds()),
            httponly=True,
            samesite="Lax",
            secure=served_over_https(request),
        )
        return response

    @documented(
        summary="The signed-in user's orders, newest first",
        tag=TAG,
        operation_id="list_orders",
        response=list[OrderView],
        auth=Auth.VERIFIED,
    )
    async def orders(request: web.Request) -> web.Response:
        listed = await shopper.orders(uid=current_user(request).uid)
        return envelope([order.model_dump(mode="json") for order in listed])

    @documented(
        summary="One of the signed-in user's orders, as it is now",
        tag=TAG,
        operation_id="get_order",
        path=OrderPath,
        response=OrderView,
        auth=Auth.VERIFIED,
        errors=[404],
        description="What the payment result pages show: the order's number, amount, product, "
        "status and pickup point. Another user's order answers 404, as one that does not exist.",
    )
    async def order(request: web.Request) -> web.Response:
        found = await shopper.order(
            uid=current_user(request).uid, order_id=path_of(request, OrderPath).id
        )
        return envelope(found.model_dump(mode="json"))

    async def receipt(request: web.Request) -> web.StreamResponse:
        """The printable receipt (server-rendered). Without a pass the browser is sent to the
        order history, which signs the buyer in, asks for a pass and comes back; a pass of
        someone else, an unpaid order or an unknown one: the same 404 page."""
        order_id = request.match_info["id"]
        language = receipt_language(request)
        missing = receipt_context(None, language)
        if re.fullmatch(ORDER_ID_PATTERN, order_id) is None:
            return page(request, "orders/receipt_missing.html", missing, status=404)
        holder = passes.holder(request.cookies.get(RECEIPT_COOKIE))
        if holder is None:
            raise web.HTTPFound(f"{ORDERS_PAGE}?receipt={order_id}")
        try:
            found = await shopper.receipt(uid=holder, order_id=order_id)
        except NotFound:
            return page(request, "orders/receipt_missing.html", missing, status=404)
        return page(request, "orders/receipt.html", receipt_context(found, language))

    return [
        web.post("/api/order/create", create),
        web.get("/api/order/{id}", order),
        web.post("/api/order/{id}/pay", pay),
        web.post("/api/order/{id}/pay-again", pay_again),
        web.post("/api/order/{id}/refund", refund),
        web.get("/api/refund-policy", refund_policy),
        web.post("/api/order/{id}/receipt-access", receipt_access),
        web.get("/api/order", orders),
        web.get(RECEIPT_PATH + "/{id}", receipt),
    ]
