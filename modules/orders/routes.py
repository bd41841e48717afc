from aiohttp import web

from core.auth import current_user
from core.http import envelope
from core.openapi import Auth, body_of, documented, path_of
from modules.orders.schemas import OrderCreate, OrderCreated, OrderPath, OrderView, PaymentAnswer
from modules.orders.service import OrderService

TAG = "orders"


def order_routes(*, service: OrderService) -> list[web.RouteDef]:
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
        created = await service.create(
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
        url = await service.pay(
            uid=current_user(request).uid, order_id=path_of(request, OrderPath).id
        )
        return envelope(PaymentAnswer(payment_url=url).model_dump(mode="json"))

    @documented(
        summary="The signed-in user's orders, newest first",
        tag=TAG,
        operation_id="list_orders",
        response=list[OrderView],
        auth=Auth.VERIFIED,
    )
    async def orders(request: web.Request) -> web.Response:
        listed = await service.orders(uid=current_user(request).uid)
        return envelope([order.model_dump(mode="json") for order in listed])

    @documented(
        summary="One of the signed-in user's orders, as it is now",
        tag=TAG,
        operation_id="get_order",
        path=OrderPath,
        response=OrderView,
        auth=Auth.VERIFIED,
        errors=[404],
        description="What the payment result pages show: the order's number, amount, product "
        "and status. Another user's order answers 404, as one that does not exist.",
    )
    async def order(request: web.Request) -> web.Response:
        found = await service.order(
            uid=current_user(request).uid, order_id=path_of(request, OrderPath).id
        )
        return envelope(found.model_dump(mode="json"))

    return [
        web.post("/api/order/create", create),
        web.get("/api/order/{id}", order),
        web.post("/api/order/{id}/pay", pay),
        web.get("/api/order", orders),
    ]
