"""The back office's tables: who may enter and as what, their sessions, and the audit log."""

from tortoise import fields
from tortoise.models import Model

from modules.backoffice.enums import StaffRole


class StaffMember(Model):
    """A store account allowed into /admin. The role lives here, on the server, never in what a
    browser holds, and belongs to the account (its uid), not to an address: a new account made
    later with the same e-mail has no role."""

    id = fields.IntField(primary_key=True)
    uid = fields.CharField(max_length=40, unique=True)  # the identity account's
    email = fields.CharField(max_length=254)  # the account's address when the role was given
    role = fields.CharEnumField(StaffRole, max_length=8)
    added_at = fields.DatetimeField()
    added_by = fields.CharField(max_length=254)  # an e-mail, or "command line"

    class Meta:
        table = "backoffice_staff"


class StaffSession(Model):
    """A signed-in back office browser. Only the token's hash is stored; the CSRF token travels
    in every form of the session's pages."""

    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    csrf_token = fields.CharField(max_length=64)
    uid = fields.CharField(max_length=40, db_index=True)  # the staff member's account
    created_at = fields.DatetimeField()
    last_seen_at = fields.DatetimeField()

    class Meta:
        table = "backoffice_session"


class AuditEntry(Model):
    """One change made from the back office or its commands: who, when, what, before and after.
    Rows are only ever added."""

    id = fields.BigIntField(primary_key=True)
    at = fields.DatetimeField(db_index=True)
    actor = fields.CharField(max_length=254, db_index=True)
    action = fields.CharField(max_length=64, db_index=True)
    subject = fields.CharField(max_length=254)
    before = fields.JSONField(null=True)
    after = fields.JSONField(null=True)

    class Meta:
        table = "backoffice_audit"
