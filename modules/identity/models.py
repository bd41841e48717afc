from tortoise import fields
from tortoise.models import Model

from modules.identity.schemas import OobKind, SignInProvider


class Account(Model):
    uid = fields.CharField(max_length=40, primary_key=True)
    # Stored lower-cased: one account per address whatever its spelling.
    email = fields.CharField(max_length=320, unique=True, null=True)
    password_hash = fields.CharField(max_length=255, null=True)
    email_verified = fields.BooleanField(default=False)
    disabled = fields.BooleanField(default=False)
    display_name = fields.CharField(max_length=255, null=True)
    photo_url = fields.CharField(max_length=2048, null=True)
    google_subject = fields.CharField(max_length=255, unique=True, null=True)
    # The language the account's e-mails are written in (from the SDK's X-Firebase-Locale).
    language = fields.CharField(max_length=8, default="id")
    created_at = fields.DatetimeField(auto_now_add=True)
    last_login_at = fields.DatetimeField(null=True)
    password_updated_at = fields.DatetimeField(null=True)
    # ID tokens issued before this instant are refused (password change, reset).
    valid_since = fields.DatetimeField()

    class Meta:
        table = "identity_account"


class RefreshToken(Model):
    """One link of a sign-in's chain: each use replaces it with a new one (rotation)."""

    id = fields.BigIntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    uid = fields.CharField(max_length=40, db_index=True)
    family = fields.CharField(max_length=32, db_index=True)
    sign_in_provider = fields.CharEnumField(SignInProvider, max_length=16)
    auth_time = fields.DatetimeField()
    created_at = fields.DatetimeField(auto_now_add=True)
    # The chain's absolute end, fixed at sign-in: rotation does not extend it.
    family_expires_at = fields.DatetimeField()
    used_at = fields.DatetimeField(null=True)
    revoked_at = fields.DatetimeField(null=True)

    class Meta:
        table = "identity_refresh_token"


class OobCode(Model):
    id = fields.BigIntField(primary_key=True)
    code_hash = fields.CharField(max_length=64, unique=True)
    uid = fields.CharField(max_length=40, db_index=True)
    email = fields.CharField(max_length=320)
    kind = fields.CharEnumField(OobKind, max_length=16)
    created_at = fields.DatetimeField(auto_now_add=True)
    expires_at = fields.DatetimeField()
    used_at = fields.DatetimeField(null=True)
    failed_attempts = fields.IntField(default=0)

    class Meta:
        table = "identity_oob_code"


class LoginCounter(Model):
    """Wrong-password attempts inside the current window, one row per counted key (an account
    from one client, a client address, an account from anywhere). Held here so every process
    counts the same; each attempt is one conditional UPDATE, so concurrent attempts cannot
    all pass a check made before any of them was counted."""

    key = fields.CharField(max_length=400, primary_key=True)
    failures = fields.IntField(default=0)
    window_started_at = fields.DatetimeField()

    class Meta:
        table = "identity_login_counter"


class KnownDevice(Model):
    """A client (address and browser) that signed in to the account with its password."""

    id = fields.BigIntField(primary_key=True)
    email = fields.CharField(max_length=320)
    device_hash = fields.CharField(max_length=64)
    last_seen_at = fields.DatetimeField()

    class Meta:
        table = "identity_known_device"
        unique_together = (("email", "device_hash"),)
