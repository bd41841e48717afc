from tortoise import fields
from tortoise.models import Model

from modules.accounts.schemas import DEFAULT_COUNTRY, Purpose


class UserProfile(Model):
    """Keyed by the identity provider's uid (no foreign key across modules)."""

    uid = fields.CharField(max_length=40, primary_key=True)
    name = fields.CharField(max_length=120, null=True)
    email = fields.CharField(max_length=320, null=True)
    phone = fields.CharField(max_length=20, null=True, db_index=True)  # E.164; staff search it
    occupation = fields.CharEnumField(Purpose, max_length=16, null=True)
    country = fields.CharField(max_length=2, default=DEFAULT_COUNTRY)
    province_state = fields.CharField(max_length=120, null=True)
    regency_city = fields.CharField(max_length=120, null=True)
    district = fields.CharField(max_length=120, null=True)
    village = fields.CharField(max_length=120, null=True)
    postal_code = fields.CharField(max_length=10, null=True)
    address = fields.CharField(max_length=500, null=True)
    # E-mails when a package's data runs low or its days run out; off by the profile's switch or
    # by an alert's one-click unsubscribe link.
    usage_alerts = fields.BooleanField(default=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    updated_at = fields.DatetimeField(auto_now=True)

    class Meta:
        table = "accounts_profile"
