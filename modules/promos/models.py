"""Promo tables. A usage row is written when an order redeems a code (the orders module)."""

from tortoise import fields, models

from modules.promos.enums import PromoType


class PromoRecord(models.Model):
    code = fields.CharField(max_length=32, primary_key=True)  # upper case, as typed (SPEC §5)
    name = fields.CharField(max_length=200)
    type = fields.CharEnumField(PromoType, max_length=10)
    amount = fields.BigIntField()  # percent points, or whole Rupiah for fixed promos
    start_date = fields.DatetimeField()
    expiry_date = fields.DatetimeField(null=True)
    min_total_idr = fields.BigIntField(default=0)
    max_discount_idr = fields.BigIntField(null=True)
    usage_limit = fields.IntField(null=True)  # across all users; null means no limit
    used_count = fields.IntField(default=0)
    once_per_user = fields.BooleanField(default=False)
    public = fields.BooleanField(default=True)  # listed by GET /promos (banners)
    # Country codes the promo page offers; product ids it applies to (empty: every product).
    country_codes = fields.JSONField(default=list)
    product_ids = fields.JSONField(default=list)
    banner_desktop_url = fields.CharField(max_length=300, null=True)
    banner_mobile_url = fields.CharField(max_length=300, null=True)
    banner_link = fields.CharField(max_length=300, null=True)
    position = fields.IntField(default=0)
    paused = fields.BooleanField(default=False)  # staff stopped it: no new use, no banner
    # Goes up on every staff change (a save, a pause, a resume), never on a customer's use: a
    # back office form carries the version it was opened at; a save from an older one is refused.
    version = fields.IntField(default=1)

    class Meta:
        table = "promos_promo"


class PromoUsage(models.Model):
    id = fields.IntField(primary_key=True)
    promo: fields.ForeignKeyRelation[PromoRecord] = fields.ForeignKeyField(
        "promos.PromoRecord", related_name="usages", on_delete=fields.CASCADE
    )
    user_id = fields.CharField(max_length=128, db_index=True)  # the identity module's uid
    order_id = fields.CharField(max_length=32, null=True)
    discount_idr = fields.BigIntField()
    # "<code>:<uid>" for once-per-user promos, else null: the unique index then stops a second
    # use by the same user even when two orders race (NULLs never collide, on both dialects).
    once_key = fields.CharField(max_length=170, null=True, unique=True)
    used_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "promos_usage"
