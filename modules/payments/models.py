"""Payment tables: one payment per order, and every provider notification as received."""

from tortoise import fields, models

from modules.payments.enums import GatewayName, PaymentMethod, PaymentStatus


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
    """Append-only audit of verified provider notifications, body exactly as received."""

    id = fields.BigIntField(primary_key=True)
    order_id = fields.CharField(max_length=64, db_index=True)
    transaction_status = fields.CharField(max_length=32)
    body = fields.TextField()
    # What the notification did: the status it moved the payment to, or "unchanged".
    effect = fields.CharField(max_length=16)
    received_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "payments_notification"
