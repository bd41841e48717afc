"""What a shopper reads of their orders: one order, the list, a paid order's receipt. Another
user's order is not there for the caller, whatever the address says."""

from collections.abc import Sequence
from typing import Protocol

from modules.orders.repository import OrderRepository, StoredOrder
from modules.orders.schemas import OrderPickupPoint, OrderView, Receipt, ReceiptLine
from modules.orders.service.common import (
    PAID_STATES,
    PickupLocations,
    _not_found,
    _view,
    again_id,
)


class RefundOffers(Protocol):
    async def offers(self, orders: Sequence[StoredOrder]) -> dict[str, dict[str, object]]: ...


class ShopperOrders:
    def __init__(
        self,
        *,
        repository: OrderRepository,
        locations: PickupLocations | None,
        refunds: RefundOffers | None = None,
    ) -> None:
        self._repository = repository
        self._locations = locations
        self._refunds = refunds

    async def _with_refunds(
        self, orders: Sequence[StoredOrder], views: list[OrderView]
    ) -> list[OrderView]:
        """Each view with its refund: the state once asked, or whether the buyer may ask."""
        if self._refunds is None:
            return views
        offers = await self._refunds.offers(orders)
        return [
            view.model_copy(update=offers[view.order_id]) if view.order_id in offers else view
            for view in views
        ]

    async def order(self, *, uid: str, order_id: str) -> OrderView:
        """One of the caller's orders as it is now; another user's order is not there for
        this caller (the result pages read it, whatever their address says)."""
        order = await self._repository.get(order_id)
        if order is None or order.uid != uid:
            raise _not_found()
        (view,) = await self._with_refunds([order], [_view(order)])
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
        views = await self._with_refunds(stored, [_view(order) for order in stored])
        return [
            view.model_copy(update={"can_pay_again": False})
            if view.can_pay_again and again_id(view.order_id, uid) in ids
            else view
            for view in views
        ]

    async def receipt(self, *, uid: str, order_id: str) -> Receipt:
        """The receipt of one of the caller's paid orders; another's order, or one not paid
        (awaiting, failed, expired, refunded), has none: NotFound, as a missing order."""
        order = await self._repository.get(order_id)
        if order is None or order.uid != uid or order.status not in PAID_STATES:
            raise _not_found()
        paid_at = order.paid_at or order.created_at
        return Receipt(
            order_id=order.order_id,
            lines=tuple(
                ReceiptLine(
                    name=line.name,
                    name_en=line.name_en or line.name,
                    quantity=line.quantity,
                    price_idr=line.price_idr * line.quantity,
                )
                for line in order.lines
            ),
            subtotal_idr=order.subtotal_idr,
            discount_idr=order.discount_idr,
            delivery_idr=max(0, order.total_idr - (order.subtotal_idr - order.discount_idr)),
            total_idr=order.total_idr,
            promo_code=order.promo_code,
            payment_method=order.payment_method,
            paid_at=paid_at,
        )
