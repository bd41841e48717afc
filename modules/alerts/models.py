"""One row per alert sent: the rule that makes an alert go out at most once, whatever runs twice.
It names the ICCID and the telco's package, not the account: whose ICCID it is stays esim's."""

from tortoise import fields
from tortoise.models import Model

from modules.alerts.enums import AlertKind


class SentAlert(Model):
    id = fields.BigIntField(primary_key=True)
    iccid = fields.CharField(max_length=20)
    package_id = fields.CharField(max_length=100)  # the telco's id of the package
    kind = fields.CharEnumField(AlertKind, max_length=16)
    outbox_id = fields.BigIntField(null=True)  # the e-mail (notifications' outbox)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "alerts_sent"
        unique_together = (("iccid", "package_id", "kind"),)
