"""Paying again: an order whose payment failed, ran out or was cancelled is made afresh from
the same lines, priced again on the server, its stock held again and its promo checked again.

The new order's id is derived from the old one (and its owner), so however many times the
buyer presses "pay again" at once, every request makes the same order id and the create path's
once-per-id rule (the order row's primary key) leaves one order."""

from core.errors import Conflict, DomainError, Invalid
from core.locales import Phrasebook
from modules.orders.enums import OrderStatus
from modules.orders.repository import OrderRepository, StoredOrder
from modules.orders.schemas import (
    DeliveryAddress,
    OrderCreate,
    OrderDetailInput,
    OrderErrorCode,
    PayAgainAnswer,
)
from modules.orders.service.checkout import OrderCheckout
from modules.orders.service.common import (
    PAID_STATES,
    PAY_AGAIN_STATES,
    _not_found,
    again_id,
    log,
)
from modules.orders.service.lifecycle import OrderLifecycle
from modules.orders.service.paying import OrderPaying

SOLD_OUT_CODE = "esim_sold_out"  # the esim module's code when no card is left to hold
_MAX_CHAIN = 20  # an order paid again and failed again, and again: followed this far

# The refusals' words, `locales/{id,en}/orders.json` (served to no browser: web/service.py).
_WORDS = Phrasebook("orders")


def _words(key: str, language: str, **values: str) -> str:
    return _WORDS.say(f"pay_again_{key}", "en" if language == "en" else "id", **values)


class PayAgain:
    def __init__(
        self,
        *,
        repository: OrderRepository,
        lifecycle: OrderLifecycle,
        checkout: OrderCheckout,
        paying: OrderPaying,
    ) -> None:
        self._repository = repository
        self._lifecycle = lifecycle
        self._checkout = checkout
        self._paying = paying

    async def pay_again(self, *, uid: str, order_id: str, language: str) -> PayAgainAnswer:
        """The order to pay now for `order_id` and where to pay it. An order awaiting payment
        answers itself; a failed, expired or cancelled one is made again (once, however often
        asked); a paid one, or one refunded, is a 409 with the reason in `language`."""
        order = await self._repository.get(order_id)
        if order is None or order.uid != uid:
            raise _not_found()
        for _ in range(_MAX_CHAIN):
            if order.status is OrderStatus.AWAITING_PAYMENT:
                return await self._answer(order, uid=uid)
            if order.status in PAID_STATES:
                raise Conflict(_words("paid", language), code=OrderErrorCode.ALREADY_PAID)
            if order.status not in PAY_AGAIN_STATES:
                raise Conflict(_words("not_payable", language), code=OrderErrorCode.NOT_PAYABLE)
            again = await self._repository.get(again_id(order.order_id, uid))
            if again is None:
                made = await self._make_again(order, uid=uid, language=language)
                log.info("order_made_again", order_id=order.order_id, again_id=made.order_id)
                return await self._answer(made, uid=uid)
            order = again  # paid again before: follow to that order
        raise Conflict(_words("not_payable", language), code=OrderErrorCode.NOT_PAYABLE)

    async def _answer(self, order: StoredOrder, *, uid: str) -> PayAgainAnswer:
        url = await self._paying.pay(uid=uid, order_id=order.order_id)
        current = await self._lifecycle.stored(order.order_id)
        return PayAgainAnswer(
            order_id=current.order_id,
            total_amount=current.total_idr,
            payment_method=current.payment_method,
            payment_url=url,
        )

    async def _make_again(self, order: StoredOrder, *, uid: str, language: str) -> StoredOrder:
        new_id = again_id(order.order_id, uid)
        request = OrderCreate(
            order_id=new_id,
            promo_code=order.promo_code,
            order_details=[
                OrderDetailInput(
                    product_id=line.product_id, quantity=line.quantity, iccid=line.iccid
                )
                for line in order.lines
            ],
            country=order.location_code,
            delivery_type=order.delivery_type,
            pickup_location=order.pickup_location_id,
            delivery_address=(
                DeliveryAddress(
                    street=order.delivery_street,
                    city=order.delivery_city,
                    state=order.delivery_state,
                    postal_code=order.delivery_postal_code,
                )
                if order.delivery_street or order.delivery_city or order.delivery_state
                else None
            ),
            payment_method=order.payment_method,
        )
        try:
            await self._checkout.create(uid=uid, order=request, language=order.language)
        except DomainError as error:
            code = str(error.code)
            if code.startswith("promo_") or code == OrderErrorCode.PROMO_CHANGED:
                raise Conflict(
                    _words("promo", language, code=order.promo_code or "", reason=error.message),
                    code=OrderErrorCode.PROMO_NO_LONGER_VALID,
                    details={"reason": code},
                ) from None
            if code == SOLD_OUT_CODE:
                raise Conflict(_words("sold_out", language), code=code) from None
            if isinstance(error, Invalid):
                # The order as it was cannot be made today (a pickup point closed, a product
                # gone): a conflict with the order's past, not a bad request.
                raise Conflict(
                    _words("again", language, reason=error.message),
                    code=OrderErrorCode.CANNOT_ORDER_AGAIN,
                    details={"reason": code},
                ) from None
            raise
        return await self._lifecycle.stored(new_id)
