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
    # The HTML part (null for mail written before e-mails had one, and after delivery).
    html_body = fields.TextField(null=True)
    # The one-click unsubscribe address of a mail the recipient may stop (usage alerts): sent
    # as the List-Unsubscribe header; null for every other mail, and after delivery.
    unsubscribe_url = fields.CharField(max_length=1000, null=True)
    status = fields.CharEnumField(OutboxStatus, max_length=16, default=OutboxStatus.PENDING)
    # Delivery attempts so far; the job that sends it (notifications.send) retries and leases.
    attempts = fields.IntField(default=0)
    last_error = fields.TextField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    sent_at = fields.DatetimeField(null=True)

    class Meta:
        table = "notifications_outbox"
