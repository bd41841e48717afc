"""Settings read from the environment, named plainly (DATABASE_URL, HOST, PORT, ...)."""

from enum import StrEnum
from pathlib import Path
from typing import Self

from pydantic import SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEV_SECRET_KEY = "dev-only-secret-key-do-not-use-in-production"  # noqa: S105 - a public dev default


class Environment(StrEnum):
    DEVELOPMENT = "development"
    TEST = "test"
    PRODUCTION = "production"


class LogFormat(StrEnum):
    CONSOLE = "console"
    JSON = "json"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(frozen=True, extra="ignore", case_sensitive=False)

    environment: Environment = Environment.DEVELOPMENT
    # A relative SQLite path is taken from the project root, so every command finds the same file.
    database_url: str = "sqlite://var/kelana.sqlite3"
    # Loopback by default: a development server with the dev secret key should not be reachable
    # from the LAN. Containers and production set HOST=0.0.0.0 explicitly.
    host: str = "127.0.0.1"
    port: int = 8080
    log_format: LogFormat = LogFormat.CONSOLE
    log_level: str = "INFO"
    smtp_url: str | None = None
    secret_key: SecretStr = SecretStr(DEV_SECRET_KEY)
    # Where shell/dist, mfe-*/dist and locales/ live.
    web_root: Path = PROJECT_ROOT
    # Where runtime files the app makes for itself live (development signing keys).
    var_dir: Path = PROJECT_ROOT / "var"
    # The address links in e-mails point at (verification and reset links).
    public_url: str = "http://localhost:8080"
    # The brand in texts (e-mails), kept in one value so it can change.
    brand_name: str = "Kelana eSIM"
    mail_from: str = "Kelana eSIM <no-reply@kelana.local>"
    # The development mailbox page (/dev/mailbox) lists the outbox; never on in production.
    dev_mailbox: bool = False

    # Identity provider. A PEM RSA private key; without it a development key is generated
    # into var/ (refused in production).
    identity_signing_key: SecretStr | None = None
    # The Firebase project id the ID tokens name in `aud` and `iss`.
    identity_project_id: str = "kelana-esim"
    refresh_token_lifetime_days: int = 30
    login_failure_window_seconds: int = 900
    login_max_failures_per_account: int = 5
    login_max_failures_per_address: int = 30
    # On: one answer for unknown e-mail and wrong password (Firebase's enumeration protection).
    email_enumeration_protection: bool = False
    # Google sign-in: ID tokens must name this client id in `aud`.
    google_client_id: str = "kelana-dev.apps.googleusercontent.com"
    google_keys_url: str = "https://www.googleapis.com/oauth2/v3/certs"
    # The local stand-in of Google's consent popup; production never serves nor trusts it.
    google_sign_in_stand_in: bool = True
    # How long a server process serves its in-memory catalog before checking whether another
    # process changed it (changes made through the process itself are seen at once).
    catalog_refresh_seconds: float = 5.0
    # Where the contact form's messages are e-mailed, and how many one client address may send
    # in an hour before it is answered 429.
    support_email: str = "bantuan@kelana.id"
    contact_max_messages_per_hour: int = 5

    @model_validator(mode="after")
    def _production_needs_a_real_secret(self) -> Self:
        if self.environment is Environment.PRODUCTION and self.uses_dev_secret_key:
            raise ValueError("SECRET_KEY must be set when ENVIRONMENT=production")
        if self.environment is Environment.PRODUCTION:
            if self.identity_signing_key is None:
                raise ValueError("IDENTITY_SIGNING_KEY must be set when ENVIRONMENT=production")
            if self.dev_mailbox:
                raise ValueError("DEV_MAILBOX must be off when ENVIRONMENT=production")
        return self

    @property
    def uses_dev_secret_key(self) -> bool:
        return self.secret_key.get_secret_value() == DEV_SECRET_KEY

    @property
    def google_stand_in_enabled(self) -> bool:
        return self.google_sign_in_stand_in and self.environment is not Environment.PRODUCTION
