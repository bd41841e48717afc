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
    language = fields.CharField(max_length=2, default="id")  # of the sender's e-mails
    # Set when staff answered (a reply sent, or marked answered): the back office's inbox.
    answered_at = fields.DatetimeField(null=True)
    answered_by = fields.CharField(max_length=254, null=True)

    class Meta:
        table = "contact_message"
        indexes = (("client_address", "created_at"), ("answered_at", "id"))


class ContactReply(Model):
    """A reply staff sent from the back office, as it was sent: append-only."""

    id = fields.BigIntField(primary_key=True)
    message_id = fields.IntField(db_index=True)
    author = fields.CharField(max_length=254)
    body = fields.TextField()
    sent_at = fields.DatetimeField()

    class Meta:
        table = "contact_reply"
