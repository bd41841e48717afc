"""What the order desk asks of other modules, each service typed by a Protocol naming only the
methods the desk calls."""

from datetime import datetime
from typing import Protocol

from modules.esim.service import ProvisionFacts
from modules.identity.schemas import AccountView, MailRecipient
from modules.notifications.schemas import OutboxEntry
from modules.orders.schemas import (
    OrderCursor,
    OrderFigures,
    OrderForStaff,
    OrderSearch,
    OrdersNeedingCare,
    OrderTransitionForStaff,
    ShippingStep,
)
from modules.payments.schemas import PaymentHistory


class Orders(Protocol):
    """What the order desk asks of the orders module (its service's staff use cases)."""

    async def figures(self, *, since: datetime) -> OrderFigures: ...
    async def needing_care(self) -> OrdersNeedingCare: ...
    async def search(
        self, search: OrderSearch, *, after: OrderCursor | None = None, limit: int = 50
    ) -> list[OrderForStaff]: ...
    async def order_for_staff(
        self, *, order_id: str
    ) -> tuple[OrderForStaff, list[OrderTransitionForStaff]]: ...
    async def late_payments(self, *, limit: int = 50) -> list[OrderForStaff]: ...

    async def late_deliveries(self, *, limit: int = 50) -> list[OrderForStaff]: ...
    async def cancel_unpaid(self, *, order_id: str) -> bool: ...
    async def retry_provisioning(self, *, order_id: str) -> bool: ...
    async def settle_late_payment(self, *, order_id: str) -> bool: ...
    async def refund_unfulfilled(self, *, order_id: str) -> bool: ...
    async def resend_esim(self, *, order_id: str) -> bool: ...
    async def advance_delivery(
        self,
        *,
        order_id: str,
        step: ShippingStep,
        courier: str | None = None,
        tracking_number: str | None = None,
    ) -> OrderForStaff: ...


class Buyers(Protocol):
    """What the order desk asks of identity: whose address is whose."""

    async def account_by_email(self, email: str) -> AccountView | None: ...
    async def emails_of(self, *, uids: tuple[str, ...]) -> dict[str, str]: ...
    async def mail_recipient(self, *, uid: str) -> MailRecipient | None: ...


class Phones(Protocol):
    """What the order desk asks of accounts: the buyers' phone numbers."""

    async def uids_with_phone(self, *, phone: str) -> tuple[str, ...]: ...
    async def phone_of(self, *, uid: str) -> str | None: ...


class PaymentHistories(Protocol):
    async def history(self, *, order_id: str) -> PaymentHistory | None: ...


class ProvisionLookups(Protocol):
    """What the order desk asks of esim (its StaffService): an ICCID's orders, an order's
    provisioning."""

    async def orders_with_iccid(self, *, iccid: str) -> tuple[str, ...]: ...
    async def provision_facts(self, *, order_id: str) -> ProvisionFacts | None: ...


class Outbox(Protocol):
    async def outbox(
        self, *, recipient: str | None = None, limit: int = 50
    ) -> list[OutboxEntry]: ...
