"""Paying an order and listing the buyer's orders."""

from core.errors import Conflict
from modules.orders.enums import OrderStatus
from modules.orders.payment_contract import (
    PaymentCustomer,
    PaymentItem,
    PaymentMethod,
    PaymentRequest,
)
from modules.orders.repository import (
    StoredOrder,
    TransitionRow,
)
from modules.orders.schemas import (
    PROMO_CLAIM_ANSWER,
    OrderErrorCode,
    OrderPickupPoint,
    OrderView,
)
from modules.orders.service.base import (
    OFFLINE_ANSWERS,
    PAID_STATES,
    OrderServiceBase,
    _not_found,
    _view,
    again_id,
    log,
)

DELIVERY_ITEM = "Ongkos kirim kartu SIM"  # the payment page's line for a sent card's fee


class PayUseCases(OrderServiceBase):
    async def pay(self, *, uid: str, order_id: str) -> str:
        """SPEC §3 Payment response: the gateway's page (the same one every time), the words
        cash or transfer, or `{address}` for a fully discounted promo claim."""
        order = await self._repository.get(order_id)
        if order is None or order.uid != uid:
            raise _not_found()  # another user's order is not there for this caller
        if order.total_idr == 0 and order.status in PAID_STATES:
            return PROMO_CLAIM_ANSWER
        if order.status in PAID_STATES:
            raise Conflict("Order ini sudah dibayar", code=OrderErrorCode.ALREADY_PAID)
        if order.status is not OrderStatus.AWAITING_PAYMENT:
            raise Conflict(
                "Order ini sudah tidak dapat dibayar. Silakan buat order baru.",
                code=OrderErrorCode.NOT_PAYABLE,
            )
        if order.payment_method is not PaymentMethod.GATEWAY:
            await self._expect_offline(order, quietly=False)
            return OFFLINE_ANSWERS[order.payment_method]
        if order.payment_url is not None:
            return order.payment_url
        return await self._start_gateway(order)

    async def _start_gateway(self, order: StoredOrder) -> str:
        recipient = await self._recipients(uid=order.uid)
        profile = await self._accounts.profile(
            uid=order.uid, email=recipient.email if recipient else None, email_verified=True
        )
        email = (recipient.email if recipient else None) or ""
        name = profile.name or (recipient.display_name if recipient else None) or email
        # Outside any transaction: this may call the payment provider. The call is idempotent
        # per order, so two racing pay requests get the same page.
        page = await self._payments.start_gateway_payment(
            request=PaymentRequest(
                order_id=order.order_id,
                gross_amount=order.total_idr,
                items=[
                    PaymentItem(
                        id=line.product_id,
                        name=line.name,
                        price=line.price_idr - (order.discount_idr if index == 0 else 0),
                        quantity=line.quantity,
                    )
                    for index, line in enumerate(order.lines)
                ]
                + (
                    [
                        PaymentItem(
                            id="delivery",
                            name=DELIVERY_ITEM,
                            price=order.shipping.fee_idr,
                            quantity=1,
                        )
                    ]
                    if order.shipping and order.shipping.fee_idr
                    else []
                ),
                customer=PaymentCustomer(name=name, email=email, phone=profile.phone),
                language="en" if order.language == "en" else "id",
            )
        )
        # The "order received" mail went out when the order was made (it leads here).
        await self._repository.attach_payment_page(
            order.order_id, url=page.payment_url, expires_at=page.expires_at
        )
        return page.payment_url

    async def _expect_offline(self, order: StoredOrder, *, quietly: bool) -> None:
        method = order.payment_method
        try:
            await self._payments.expect_offline_payment(
                order_id=order.order_id, gross_amount=order.total_idr, method=method
            )
        except Exception:
            if not quietly:
                raise
            # The pay request that follows creation asks again (the call is idempotent).
            log.warning("offline_payment_not_recorded", order_id=order.order_id, exc_info=True)

    async def order(self, *, uid: str, order_id: str) -> OrderView:
        """One of the caller's orders as it is now; another user's order is not there for
        this caller (the result pages read it, whatever their address says)."""
        order = await self._repository.get(order_id)
        if order is None or order.uid != uid:
            raise _not_found()
        view = _view(order)
        if view.can_pay_again and await self._repository.get(again_id(order_id, uid)) is not None:
            view = view.model_copy(update={"can_pay_again": False})  # paid again already
        if order.pickup_location_id is None or self._locations is None:
            return view
        point = await self._locations.pickup_point(location_id=order.pickup_location_id)
        if point is None:
            return view
        return view.model_copy(
            update={
                "pickup_point": OrderPickupPoint(
                    id=point.id,
                    name=point.name,
                    address=point.address,
                    city=point.city,
                    opening_hours=point.opening_hours,
                )
            }
        )

    async def orders(self, *, uid: str) -> list[OrderView]:
        """The caller's orders, newest first (SPEC §7). An order already paid again (the new order
        is in the list) offers "pay again" no more: the new one does if it fails too."""
        stored = await self._repository.of_user(uid)
        ids = {order.order_id for order in stored}
        views = [_view(order) for order in stored]
        return [
            view.model_copy(update={"can_pay_again": False})
            if view.can_pay_again and again_id(view.order_id, uid) in ids
            else view
            for view in views
        ]

    async def transitions(self, *, order_id: str) -> list[TransitionRow]:
        return await self._repository.transitions(order_id)
