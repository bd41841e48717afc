"""The buyer's e-mails about an order, written by the notifications module inside the
transaction of the change they tell of."""

from collections.abc import Sequence
from datetime import timedelta

from core.templating import rupiah
from modules.identity.schemas import MailRecipient
from modules.locations.schemas import PickupLocationView
from modules.notifications.schemas import Language, MailKind
from modules.notifications.service import NotificationService
from modules.orders.payment_contract import RefundView
from modules.orders.repository import StoredOrder

ORDERS_PAGE = "/riwayat-order"
RECEIPT_PAGE = "/receipt"


class OrderMail:
    def __init__(
        self,
        *,
        notifications: NotificationService,
        public_url: str,
        bank_accounts: Sequence[str],
        transfer_time: timedelta,
    ) -> None:
        self._notifications = notifications
        self._public_url = public_url.rstrip("/")
        self._bank_accounts = tuple(bank_accounts)
        self._transfer_hours = int(transfer_time.total_seconds() // 3600)

    async def received(
        self,
        order: StoredOrder,
        recipient: MailRecipient | None,
        *,
        pickup: PickupLocationView | None = None,
    ) -> None:
        """Order received, with how to pay it (cash, with the counter's address and opening
        hours; transfer; or the payment page's link)."""
        await self._queue(
            MailKind.ORDER_RECEIVED,
            order,
            recipient,
            method=order.payment_method.value,
            link=order.payment_url or self._orders_url(),
            bank_accounts=self._bank_accounts,
            transfer_hours=self._transfer_hours,
            pickup_name=pickup.name if pickup else "",
            pickup_address=f"{pickup.address}, {pickup.city}" if pickup else "",
            pickup_hours=pickup.opening_hours if pickup else "",
            delivery_fee=rupiah(order.shipping.fee_idr) if order.shipping else "",
            delivery_days=order.shipping.days if order.shipping else None,
        )

    async def shipping(self, order: StoredOrder, recipient: MailRecipient | None) -> None:
        """A sent SIM card's step: packed, shipped (courier and tracking number), delivered."""
        shipping = order.shipping
        if shipping is None or shipping.step is None:
            return
        await self._queue(
            MailKind.ORDER_SHIPPING,
            order,
            recipient,
            step=shipping.step.value,
            courier=shipping.courier or "",
            tracking_number=shipping.tracking_number or "",
            days=shipping.days,
            address=order.delivery_address or "",
        )

    async def paid(self, order: StoredOrder, recipient: MailRecipient | None) -> None:
        """Paid, with the receipt's printable page (the buyer's own: it asks them to sign in)."""
        await self._queue(
            MailKind.ORDER_PAID,
            order,
            recipient,
            amount_zero=order.total_idr == 0,
            receipt_url=f"{self._public_url}{RECEIPT_PAGE}/{order.order_id}",
        )

    async def late(self, order: StoredOrder, recipient: MailRecipient | None) -> None:
        """Not delivered within the promise: sorry, we are on it, and the money back at once
        from the order history if the buyer prefers."""
        await self._queue(
            MailKind.ORDER_LATE,
            order,
            recipient,
            refund_url=f"{self._orders_url()}?orderId={order.order_id}&action=refund",
        )

    async def refunded(
        self, order: StoredOrder, recipient: MailRecipient | None, refund: RefundView
    ) -> None:
        """The money is on its way back: to the way it was paid, or to the buyer's account."""
        account = refund.account_number or ""
        await self._queue(
            MailKind.ORDER_REFUNDED,
            order,
            recipient,
            method=refund.method,
            refund_amount=rupiah(refund.amount),
            bank_name=refund.bank_name or "",
            # Only the last digits in an e-mail.
            account_end=account.replace(" ", "").replace("-", "")[-4:],
            esim=order.lines[0].type.value == "esim_bundle",
        )

    def _orders_url(self) -> str:
        return f"{self._public_url}{ORDERS_PAGE}"

    async def _queue(
        self,
        kind: MailKind,
        order: StoredOrder,
        recipient: MailRecipient | None,
        **values: object,
    ) -> None:
        if recipient is None or not recipient.email:
            return  # an account without an address (deleted since): nobody to write to
        await self._notifications.queue(
            kind=kind,
            recipient=recipient.email,
            language=Language.pick(order.language),
            values={
                "recipient_name": recipient.display_name,
                "order_id": order.order_id,
                "product_name": ", ".join(
                    (line.name_en or line.name) if order.language == "en" else line.name
                    for line in order.lines
                ),
                "amount": rupiah(order.total_idr),
                "orders_url": self._orders_url(),
                **values,
            },
        )
