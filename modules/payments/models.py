"""Payment tables: one payment per order, and every provider notification as received."""

from tortoise import fields, models

from modules.payments.enums import (
    GatewayName,
    NotificationSource,
    PaymentMethod,
    PaymentStatus,
    RefundState,
    Refusal,
)


class Payment(models.Model):
    order_id = fields.CharField(max_length=10, primary_key=True)  # the orders module's id
    method = fields.CharEnumField(PaymentMethod, max_length=10)
    gross_amount = fields.BigIntField()  # whole Rupiah the order asks for
    status = fields.CharEnumField(PaymentStatus, max_length=10, default=PaymentStatus.PENDING)
    gateway = fields.CharEnumField(GatewayName, max_length=10, null=True)  # gateway orders
    payment_url = fields.CharField(max_length=2048, null=True)
    expires_at = fields.DatetimeField(null=True)
    transaction_id = fields.CharField(max_length=64, null=True)  # the provider's
    payment_type = fields.CharField(max_length=64, null=True)  # qris, bank_transfer, ...
    paid_amount = fields.BigIntField(null=True)
    language = fields.CharField(max_length=2, default="id")  # of the hosted page
    created_at = fields.DatetimeField(auto_now_add=True)
    updated_at = fields.DatetimeField(auto_now=True)
    settled_at = fields.DatetimeField(null=True)

    class Meta:
        table = "payments_payment"


class PaymentNotification(models.Model):
    """Append-only audit of verified provider notifications and of the statuses the store pulled
    from the provider itself, body exactly as received."""

    id = fields.BigIntField(primary_key=True)
    order_id = fields.CharField(max_length=64, db_index=True)
    transaction_status = fields.CharField(max_length=32)
    body = fields.TextField()
    # What the notification did: the status it moved the payment to, or "unchanged".
    effect = fields.CharField(max_length=16)
    # Set when it was refused ("refused" effect): what did not match. Staff see these.
    reason = fields.CharEnumField(Refusal, max_length=32, null=True)
    source = fields.CharEnumField(
        NotificationSource, max_length=16, default=NotificationSource.NOTIFICATION
    )
    # A refused one's body digest: kept once however often the provider sends it.
    refused_digest = fields.CharField(max_length=64, null=True)
    received_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "payments_notification"
        indexes = (("effect", "received_at"),)  # the dashboard's list of refused ones
        unique_together = (("order_id", "refused_digest"),)


class SandboxTransaction(models.Model):
    """The built-in provider's own book (development and tests only): what the buyer did on its
    page, or what the store asked of it. Its status API answers from here, whether or not its
    notification reached the store, as Midtrans' does from its own records."""

    order_id = fields.CharField(max_length=64, primary_key=True)
    transaction_id = fields.CharField(max_length=64)
    transaction_status = fields.CharField(max_length=16)  # settlement, cancel, expire
    payment_type = fields.CharField(max_length=64, null=True)  # none: closed before a choice
    gross_amount = fields.BigIntField(null=True)
    transaction_time = fields.DatetimeField()
    # A refund asked of the provider: its key (the same key again answers the same refund).
    refund_key = fields.CharField(max_length=64, null=True)
    refund_amount = fields.BigIntField(null=True)
    refunded_at = fields.DatetimeField(null=True)

    class Meta:
        table = "payments_sandbox_transaction"


class Refund(models.Model):
    """One order's refund (at most one: the primary key), from its request to the money back."""

    order_id = fields.CharField(max_length=10, primary_key=True)
    refund_key = fields.CharField(max_length=64, unique=True)  # what the provider dedupes on
    method = fields.CharEnumField(PaymentMethod, max_length=10)
    amount = fields.BigIntField()
    reason = fields.CharField(max_length=500)
    state = fields.CharEnumField(RefundState, max_length=20)
    requested_by = fields.CharField(max_length=200)  # "buyer" or the staff member's e-mail
    approved_by = fields.CharField(max_length=200, null=True)
    # Where a cash or transfer refund is sent (the buyer gives it when asking).
    bank_name = fields.CharField(max_length=60, null=True)
    account_number = fields.CharField(max_length=34, null=True)
    account_holder = fields.CharField(max_length=100, null=True)
    provider_reference = fields.CharField(max_length=100, null=True)  # or the payout's
    failure = fields.CharField(max_length=300, null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    updated_at = fields.DatetimeField(auto_now=True)
    done_at = fields.DatetimeField(null=True)

    class Meta:
        table = "payments_refund"
        indexes = (("state", "created_at"),)
