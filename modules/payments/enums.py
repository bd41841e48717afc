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
    STATUS_MISMATCH = "payment_status_mismatch"
    NOT_CONFIRMABLE = "payment_not_confirmable"
    GATEWAY_UNAVAILABLE = "payment_gateway_unavailable"
    REFUND_EXISTS = "payment_refund_exists"
    REFUND_NOT_APPROVABLE = "payment_refund_not_approvable"


class Refusal(StrEnum):
    """Why a verified notification (or a status pulled from the provider) was refused: it
    changes nothing, and staff see it on the back office's dashboard."""

    AMOUNT_MISMATCH = "amount_mismatch"  # another amount than the order's
    STATUS_MISMATCH = "status_mismatch"  # a status_code Midtrans never sends with that status


class NotificationSource(StrEnum):
    NOTIFICATION = "notification"  # the provider's HTTP notification, signed
    STATUS_CHECK = "status_check"  # the provider's status API, asked by the store


class RefundState(StrEnum):
    """A refund's way: staff's request waits for an admin; an approved one (a buyer's own is
    approved at once) goes to the provider (a gateway payment) or to the payout list (cash and
    transfer: staff send the money to the buyer's bank account)."""

    AWAITING_APPROVAL = "awaiting_approval"
    APPROVED = "approved"
    REFUNDED = "refunded"  # the provider gave the money back
    PAYOUT_PENDING = "payout_pending"  # staff are to transfer it
    PAID_OUT = "paid_out"
    FAILED = "failed"  # the provider refused for good: staff see why
