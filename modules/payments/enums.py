from enum import StrEnum


class PaymentMethod(StrEnum):
    """The order payload's payment_method."""

    GATEWAY = "gateway"
    CASH = "cash"
    TRANSFER = "transfer"


class PaymentStatus(StrEnum):
    """A payment's state. `paid` is final; the others may still become `paid`, because money
    that arrives late is recorded, never dropped."""

    PENDING = "pending"
    PAID = "paid"
    FAILED = "failed"
    EXPIRED = "expired"
    CANCELLED = "cancelled"


class GatewayName(StrEnum):
    SANDBOX = "sandbox"
    MIDTRANS = "midtrans"


class PaymentErrorCode(StrEnum):
    BAD_SIGNATURE = "payment_bad_signature"
    UNKNOWN_ORDER = "payment_unknown_order"
    AMOUNT_MISMATCH = "payment_amount_mismatch"
    NOT_CONFIRMABLE = "payment_not_confirmable"
    GATEWAY_UNAVAILABLE = "payment_gateway_unavailable"
