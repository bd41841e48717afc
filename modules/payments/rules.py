"""What a Midtrans transaction status means for a payment, and when one is refused. The same
rules judge a signed HTTP notification and a status the store pulled from the provider itself."""

from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation

from modules.payments.enums import PaymentErrorCode, PaymentStatus, Refusal
from modules.payments.schemas import SWEEP_JOB_KIND, Notification

# The status_code Midtrans sends beside each transaction_status (its "Code statuses" reference,
# and the samples of its notifications and of its Cancel, Expire and Status API answers). Money
# moves only on 200: a settlement, or a capture its fraud detection accepted.
STATUS_CODES: dict[str, frozenset[str]] = {
    "settlement": frozenset({"200"}),
    "capture": frozenset({"200", "201"}),  # 201: held by fraud detection (challenge)
    "authorize": frozenset({"200"}),
    "pending": frozenset({"201"}),
    "deny": frozenset({"202"}),
    "failure": frozenset({"202"}),
    # 202 in notifications; 200 in the Cancel API's answer and the notification it causes.
    "cancel": frozenset({"202", "200"}),
    # 407 from the Expire and Status APIs; 202 in the expiry notification's sample.
    "expire": frozenset({"407", "202"}),
    "refund": frozenset({"200"}),
    "partial_refund": frozenset({"200"}),
    "chargeback": frozenset({"200"}),
    "partial_chargeback": frozenset({"200"}),
}
# What the provider is answered when its notification is refused (409).
REFUSED_ANSWERS = {
    Refusal.AMOUNT_MISMATCH: (
        "Jumlah pembayaran tidak sesuai dengan order",
        PaymentErrorCode.AMOUNT_MISMATCH,
    ),
    Refusal.STATUS_MISMATCH: (
        "Status transaksi tidak sesuai dengan kode statusnya",
        PaymentErrorCode.STATUS_MISMATCH,
    ),
}
# The status_code of each status the built-in sandbox sends.
SANDBOX_STATUS_CODES = {
    "settlement": "200",
    "pending": "201",
    "cancel": "202",
    "expire": "407",
    "refund": "200",
}


@dataclass(frozen=True)
class Verdict:
    """A notification judged against its payment: the state it moves the payment to (None:
    none), or why it is refused."""

    target: PaymentStatus | None
    amount: int | None
    refusal: Refusal | None = None


def target_status(
    transaction_status: str, status_code: str, fraud_status: str | None
) -> PaymentStatus | None:
    """Midtrans' transaction_status as our state; None for statuses that change nothing
    (pending, a capture not accepted by fraud detection, refunds, anything unknown)."""
    status = transaction_status.lower()
    if status == "settlement":
        return PaymentStatus.PAID
    if status == "capture":
        accepted = (fraud_status or "").lower() == "accept"
        return PaymentStatus.PAID if accepted and status_code == "200" else None
    if status == "expire":
        return PaymentStatus.EXPIRED
    if status in {"deny", "cancel", "failure"}:
        return PaymentStatus.FAILED
    return None


def whole_rupiah(gross_amount: str) -> int | None:
    """Midtrans writes amounts as "104000.00"; anything not a whole, sane Rupiah is None."""
    try:
        amount = Decimal(gross_amount)
    except InvalidOperation:
        return None
    if not amount.is_finite() or amount != amount.to_integral_value() or not 0 <= amount < 10**15:
        return None
    return int(amount)


def judge(notification: Notification, *, expected_amount: int) -> Verdict:
    """Refused when the amount is not the payment's, or when the status_code is not one Midtrans
    sends with that transaction_status (a paying status with anything but 200 pays nothing)."""
    amount = whole_rupiah(notification.gross_amount)
    if amount != expected_amount:
        return Verdict(target=None, amount=amount, refusal=Refusal.AMOUNT_MISMATCH)
    allowed = STATUS_CODES.get(notification.transaction_status.lower())
    if allowed is not None and notification.status_code.strip() not in allowed:
        return Verdict(target=None, amount=amount, refusal=Refusal.STATUS_MISMATCH)
    target = target_status(
        notification.transaction_status, notification.status_code.strip(), notification.fraud_status
    )
    return Verdict(target=target, amount=amount)


def next_sweep(now: datetime, *, minutes: int) -> tuple[str, datetime]:
    """The reconciliation sweep after `now`: on the next whole multiple of `minutes` (UTC), so
    that every process asking for it names the same one (its job key)."""
    step = minutes * 60
    at = datetime.fromtimestamp((int(now.timestamp()) // step + 1) * step, UTC)
    return f"{SWEEP_JOB_KIND}:{at:%Y%m%dT%H%M%S}", at
