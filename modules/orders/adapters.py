"""What stands in for the payments module while the store runs without one."""

from core.errors import Unavailable
from modules.orders.payment_contract import PaymentMethod, PaymentPage, PaymentRequest


class PaymentsNotConnected:
    """Orders can be made but not paid: every payment call is a 503, and there is nothing to
    cancel."""

    async def start_gateway_payment(self, *, request: PaymentRequest) -> PaymentPage:
        raise Unavailable("Pembayaran belum tersedia. Silakan coba lagi nanti.")

    async def expect_offline_payment(
        self, *, order_id: str, gross_amount: int, method: PaymentMethod
    ) -> None:
        raise Unavailable("Pembayaran belum tersedia. Silakan coba lagi nanti.")

    async def cancel_payment(self, *, order_id: str) -> None:
        return None
