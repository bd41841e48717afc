"""Order tables: the order, its lines, and the log of its status changes."""

from tortoise import fields, models

from modules.catalog.schemas import ProductType
from modules.orders.enums import DeliveryType, OrderStatus, ShippingStep, TransitionCause
from modules.orders.payment_contract import PaymentMethod


class OrderRecord(models.Model):
    order_id = fields.CharField(max_length=10, primary_key=True)  # made by the client
    uid = fields.CharField(max_length=128)  # the identity module's uid
    status = fields.CharEnumField(OrderStatus, max_length=20)
    payment_method = fields.CharEnumField(PaymentMethod, max_length=10)
    # Whole Rupiah, computed on the server: catalog price, promo discount, what is paid.
    subtotal_idr = fields.BigIntField()
    discount_idr = fields.BigIntField(default=0)
    total_idr = fields.BigIntField()
    promo_code = fields.CharField(max_length=32, null=True)
    location_code = fields.CharField(max_length=16, null=True)  # region or country
    delivery_type = fields.CharEnumField(DeliveryType, max_length=10, null=True)
    pickup_location_id = fields.CharField(max_length=64, null=True)
    delivery_street = fields.CharField(max_length=500, null=True)
    delivery_city = fields.CharField(max_length=120, null=True)
    delivery_state = fields.CharField(max_length=120, null=True)
    delivery_postal_code = fields.CharField(max_length=10, null=True)
    # A SIM card sent to an address: the fee (in total_idr) and expected days of its province,
    # who receives it (the name and phone of the buyer's profile when ordered), and the steps
    # staff took (each at most once, forward only: a conditional UPDATE on shipping_step).
    delivery_fee_idr = fields.BigIntField(default=0)
    delivery_days = fields.IntField(null=True)
    recipient_name = fields.CharField(max_length=120, null=True)
    recipient_phone = fields.CharField(max_length=32, null=True)
    shipping_step = fields.CharEnumField(ShippingStep, max_length=10, null=True)
    packed_at = fields.DatetimeField(null=True)
    shipped_at = fields.DatetimeField(null=True)
    delivered_at = fields.DatetimeField(null=True)
    courier = fields.CharField(max_length=60, null=True)
    tracking_number = fields.CharField(max_length=64, null=True)
    language = fields.CharField(max_length=2, default="id")  # of the buyer's e-mails
    payment_url = fields.CharField(max_length=2048, null=True)  # the gateway's page, once made
    expires_at = fields.DatetimeField()  # unpaid after this, the order expires
    created_at = fields.DatetimeField()  # the service's clock, as every other time here
    paid_at = fields.DatetimeField(null=True)

    class Meta:
        table = "orders_order"
        # The shopper's history; the expiry sweep; the back office's list (newest first) and
        # its filters by status and by payment method.
        indexes = (
            ("uid", "created_at"),
            ("status", "expires_at"),
            ("created_at", "order_id"),
            ("status", "created_at"),
            ("payment_method", "created_at"),
        )


class OrderLine(models.Model):
    id = fields.BigIntField(primary_key=True)
    order: fields.ForeignKeyRelation[OrderRecord] = fields.ForeignKeyField(
        "orders.OrderRecord", related_name="lines", on_delete=fields.CASCADE
    )
    product_id = fields.CharField(max_length=64)  # the catalog's id, no foreign key
    name = fields.CharField(max_length=200)
    # The product's English name when it was bought; empty: the Indonesian name serves both.
    name_en = fields.CharField(max_length=200, default="")
    type = fields.CharEnumField(ProductType, max_length=20)
    quantity = fields.IntField()
    price_idr = fields.BigIntField()
    iccid = fields.CharField(max_length=32, null=True)

    class Meta:
        table = "orders_line"
        indexes = (("type", "order_id"),)  # the back office's filter by product type


class OrderTransition(models.Model):
    """Every status change, and the events that changed nothing (a late payment): append-only."""

    id = fields.BigIntField(primary_key=True)
    order_id = fields.CharField(max_length=10, db_index=True)
    from_status = fields.CharEnumField(OrderStatus, max_length=20, null=True)
    to_status = fields.CharEnumField(OrderStatus, max_length=20)
    cause = fields.CharEnumField(TransitionCause, max_length=20)
    at = fields.DatetimeField()

    class Meta:
        table = "orders_transition"
