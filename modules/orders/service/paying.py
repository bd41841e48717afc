"""Paying an order: the gateway's page, cash or transfer, or the words of a free claim."""

from core.errors import Conflict
from modules.accounts.service import AccountsService
from modules.orders.enums import OrderStatus
from modules.orders.payment_contract import (
    PaymentCustomer,
    PaymentItem,
    PaymentMethod,
    PaymentRequest,
    PaymentService,
)
from modules.orders.repository import OrderRepository, StoredOrder
from modules.orders.schemas import PROMO_CLAIM_ANSWER, OrderErrorCode
from modules.orders.service.common import (
    OFFLINE_ANSWERS,
    PAID_STATES,
    MailRecipients,
    _not_found,
    log,
)

DELIVERY_ITEM = "Ongkos kirim kartu SIM"  # the payment page's line for a sent card's fee


class OrderPaying:
    """Paying an order that waits for its money: the provider's page, or the offline method
    recorded with payments."""

    def __init__(
        self,
        *,
        repository: OrderRepository,
        payments: PaymentService,
        accounts: AccountsService,
        recipients: MailRecipients,
    ) -> None:
        self._repository = repository
        self._payments = payments
        self._accounts = accounts
        self._recipients = recipients

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
            await self.expect_offline(order, quietly=False)
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

    async def expect_offline(self, order: StoredOrder, *, quietly: bool) -> None:
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
