from tortoise import fields
from tortoise.models import Model

from modules.notifications.schemas import Language, MailKind, OutboxStatus


class OutboxMessage(Model):
    """One e-mail to send. Written in the transaction of the change that causes it."""

    id = fields.BigIntField(primary_key=True)
    kind = fields.CharEnumField(MailKind, max_length=32)
    recipient = fields.CharField(max_length=320)
    language = fields.CharEnumField(Language, max_length=8)
    subject = fields.CharField(max_length=300)
    body = fields.TextField()
    status = fields.CharEnumField(OutboxStatus, max_length=16, default=OutboxStatus.PENDING)
    attempts = fields.IntField(default=0)
    # A sender claims a row by moving this forward (a lease); a crash mid-send leaves the row
    # to be picked up again when the lease runs out.
    next_attempt_at = fields.DatetimeField(db_index=True)
    last_error = fields.TextField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    sent_at = fields.DatetimeField(null=True)

    class Meta:
        table = "notifications_outbox"
