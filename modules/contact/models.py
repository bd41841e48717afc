from tortoise import fields
from tortoise.models import Model


class ContactMessage(Model):
    """One message of the contact form, kept whether or not its e-mail to support went out."""

    id = fields.IntField(primary_key=True)
    name = fields.CharField(max_length=120)
    email = fields.CharField(max_length=254)
    address = fields.CharField(max_length=500)
    phone_number = fields.CharField(max_length=32)
    message = fields.TextField()
    # Who sent it, for the per-address hourly limit.
    client_address = fields.CharField(max_length=64)
    created_at = fields.DatetimeField(db_index=True)

    class Meta:
        table = "contact_message"
        indexes = (("client_address", "created_at"),)
