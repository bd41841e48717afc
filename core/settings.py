"""Settings read from the environment, named plainly (DATABASE_URL, HOST, PORT, ...)."""

import re
from enum import StrEnum
from ipaddress import IPv4Network, IPv6Network, ip_address
from pathlib import Path
from typing import Annotated, Any, Literal, Self
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from core.brand import STORE_NAME

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEV_SECRET_KEY = "dev-only-secret-key-do-not-use-in-production"  # noqa: S105 - a public dev default
# Secrets everyone can read in this repository or in tutorials: never accepted in production.
KNOWN_WEAK_SECRETS = frozenset(
    {DEV_SECRET_KEY, "secret", "changeme", "change-me", "password", "kelana", "development"}
)
MIN_SECRET_KEY_BYTES = 32
# The key the built-in telco simulator asks for in development; a real reseller's key in production.
DEV_TELCO_API_KEY = "kelana-dev-telco-key"
# What signs the built-in simulator's profile events in development; the reseller's in production.
DEV_TELCO_WEBHOOK_SECRET = "kelana-dev-telco-events"  # noqa: S105 - a public dev default
DEV_GOOGLE_CLIENT_ID = "kelana-dev.apps.googleusercontent.com"


class Environment(StrEnum):
    DEVELOPMENT = "development"
    TEST = "test"
    PRODUCTION = "production"


class RunJobs(StrEnum):
    """Whether the web process runs jobs: `inline` on the embedded default (one process);
    `off` where `kelana worker` processes run them."""

    INLINE = "inline"
    OFF = "off"


class LogFormat(StrEnum):
    CONSOLE = "console"
    JSON = "json"


# An origin's host and port, written so it can stand in a header (the development mailbox's
# Content-Security-Policy names it): no spaces, semicolons, commas or quotes.
_NETLOC = re.compile(r"(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?")


def _this_machine(host: str) -> bool:
    """Loopback or every interface (0.0.0.0, ::): a browser here reaches it as localhost."""
    if host in ("", "localhost"):
        return True
    try:
        address = ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


def served_address(host: str, port: int) -> str:
    """The address a browser on this machine opens for a server listening on HOST:PORT."""
    if _this_machine(host):
        host = "localhost"
    elif ":" in host:
        host = f"[{host}]"  # an IPv6 address
    return f"http://{host}:{port}"


def _port_is_valid(value: str) -> bool:
    try:
        urlsplit(value).port  # noqa: B018 - read for its check: out of range raises
    except ValueError:
        return False
    return True


def _checked_public_url(value: str) -> str:
    parts = urlsplit(value)
    if (
        parts.scheme not in ("http", "https")
        or not _port_is_valid(value)
        or not _NETLOC.fullmatch(parts.netloc)
        or parts.query
        or parts.fragment
        or any(character.isspace() for character in value)
    ):
        raise ValueError(
            "PUBLIC_URL must be an http(s) address such as https://kelana.id (a host, an "
            "optional port and path; no user, query or fragment)"
        )
    return value.rstrip("/")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(frozen=True, extra="ignore", case_sensitive=False)

    # Production unless told otherwise: the development conveniences (the Google sign-in
    # stand-in, the development mailbox, generated keys) are on only where the environment
    # says development or test. `make run` and the test suites say so.
    environment: Environment = Environment.PRODUCTION
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
    # The API reference page's assets; unset: web_root/node_modules/swagger-ui-dist.
    swagger_ui_dir: Path | None = None
    # Where runtime files the app makes for itself live (development signing keys).
    var_dir: Path = PROJECT_ROOT / "var"
    # The address customers reach the store at: links in e-mails (verification, reset, the eSIM's
    # QR image), the payment page's return, the built-in telco simulator's default address.
    # Unset in development and test: http://localhost:PORT (HOST's own address when HOST names
    # one machine), so `PORT=18995 make run` links to port 18995. Production must set it.
    public_url: str = Field(default="", validate_default=True)
    # The brand in texts (e-mails), kept in one value so it can change.
    brand_name: str = STORE_NAME
    mail_from: str = f"{STORE_NAME} <no-reply@kelana.local>"
    # The development mailbox page (/dev/mailbox) lists the outbox. Unset: on in development
    # and test, off in production, where turning it on stops the store from starting.
    dev_mailbox: bool | None = None

    # Identity provider. A PEM RSA private key; without it a development key is generated
    # into var/ (refused in production).
    identity_signing_key: SecretStr | None = None
    # The Firebase project id the ID tokens name in `aud` and `iss`.
    identity_project_id: str = "kelana-esim"
    refresh_token_lifetime_days: int = 30
    # Sign-in throttle: wrong passwords counted per account from one client, per client
    # address, and per account from anywhere (a distributed guess). A device that signed in to
    # the account before is not held by the last, so strangers cannot lock its owner out.
    login_failure_window_seconds: int = 900
    login_max_failures_per_account: int = 5
    login_max_failures_per_address: int = 30
    login_max_failures_per_account_anywhere: int = 50
    # Proxies in front of the store (CIDR list, e.g. ["10.0.0.0/8"]): only their
    # X-Forwarded-For is believed when reading a client's address.
    trusted_proxies: Annotated[list[IPv4Network | IPv6Network], NoDecode] = []
    # On: one answer for unknown e-mail and wrong password (Firebase's enumeration protection).
    email_enumeration_protection: bool = False
    # Google sign-in: ID tokens must name this client id in `aud`.
    google_client_id: str = DEV_GOOGLE_CLIENT_ID
    google_keys_url: str = "https://www.googleapis.com/oauth2/v3/certs"
    # The local stand-in of Google's consent popup (anyone may sign in as anyone through it).
    # Unset: on in development and test; production refuses to start with it on.
    google_sign_in_stand_in: bool | None = None
    # How long a server process serves its in-memory catalog before checking whether another
    # process changed it (changes made through the process itself are seen at once).
    catalog_refresh_seconds: float = 5.0
    # Where the contact form's messages are e-mailed, and how many one client address may send
    # in an hour before it is answered 429.
    support_email: str = "bantuan@kelana.id"
    contact_max_messages_per_hour: int = 5
    # /metrics (Prometheus): recorded and served unless off. Readable only from these networks
    # (the direct peer's address, comma-separated CIDR) and, when a token is set, only with
    # `Authorization: Bearer <token>`; anyone else gets 404.
    metrics_enabled: bool = True
    metrics_allow: Annotated[list[IPv4Network | IPv6Network], NoDecode] = [
        IPv4Network("127.0.0.0/8"),
        IPv6Network("::1/128"),
    ]
    metrics_token: SecretStr | None = None

    # Orders: how long an unpaid order waits before it expires, by payment method (a gateway
    # order: until its payment page expires, this long while it has none), and the bank
    # accounts a transfer is paid to (semicolon-separated in the environment).
    order_gateway_expiry_minutes: int = Field(default=60, ge=1)
    order_transfer_expiry_hours: int = Field(default=24, ge=1)
    order_cash_expiry_hours: int = Field(default=48, ge=1)
    transfer_bank_accounts: Annotated[list[str], NoDecode] = [
        "BCA 5270 4455 21 a.n. PT Kelana Nusantara Digital",
        "Mandiri 137 00 1845 2021 a.n. PT Kelana Nusantara Digital",
        "BRI 0335 01 000845 30 7 a.n. PT Kelana Nusantara Digital",
    ]

    @field_validator("public_url", mode="after")
    @classmethod
    def _public_url_or_the_served_address(cls, value: str, info: ValidationInfo) -> str:
        value = value.strip()
        if value:
            return _checked_public_url(value)
        environment = info.data.get("environment")
        if environment is None or environment is Environment.PRODUCTION:
            return ""  # production refuses to start without it (_production_fails_closed)
        return served_address(info.data.get("host", "127.0.0.1"), info.data.get("port", 8080))

    @field_validator("transfer_bank_accounts", mode="before")
    @classmethod
    def _semicolon_separated(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(";") if part.strip()]
        return value

    @field_validator("metrics_allow", "trusted_proxies", mode="before")
    @classmethod
    def _comma_separated_networks(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    # Locations: where `kelana seed` reads Indonesia's areas (unset: the npm package
    # idn-area-data under web_root/node_modules), and whether it loads them at all.
    areas_data_dir: Path | None = None
    seed_areas: bool = True

    # Sending a SIM card to an address: the fee and days per province are the table in
    # modules/locations/delivery_rates.py; this overrides provinces there (`31=12000:1,91=60000:8`:
    # province code = fee in Rupiah : days) and names the rate of a province it does not know.
    delivery_rates: str = ""
    delivery_default_fee_idr: int = Field(default=55_000, ge=0)
    delivery_default_days: int = Field(default=7, ge=1)

    # Payments: who hosts the payment page. `sandbox` is the store's built-in provider, on only
    # in development (in production without a provider, paying online answers 503); `midtrans`
    # is Snap, with the merchant's server key and its environment (sandbox or production).
    payment_gateway: Literal["sandbox", "midtrans"] = "sandbox"
    payment_page_minutes: int = Field(default=60, ge=1, le=1440)
    midtrans_server_key: SecretStr | None = None
    midtrans_environment: Literal["sandbox", "production"] = "sandbox"
    midtrans_snap_url: str | None = None  # another Snap address than the environment's
    midtrans_api_url: str | None = None  # another Core API address (status, expire, cancel)
    # A notification can be lost: a gateway payment still open this many minutes after its page
    # was made is asked about at the provider (Midtrans' Status API), and again every this many
    # minutes while it stays open; and always once when its page expires.
    payment_reconcile_minutes: int = Field(default=5, ge=1, le=60)
    # The built-in sandbox's bad-day knob: the share of its notifications it never delivers
    # (the store then learns the outcome from its status API).
    payment_sandbox_notification_loss: float = Field(default=0.0, ge=0, le=1)

    # eSIM: the telco's reseller API (unset: the built-in simulator at PUBLIC_URL/telco-simulator,
    # served in development unless TELCO_SIMULATOR=false), its key, the simulator's bad-day
    # knobs, how often provisioning is tried, and the stock below which the logs warn.
    telco_base_url: str | None = None
    telco_api_key: SecretStr = Field(default=SecretStr(DEV_TELCO_API_KEY), min_length=1)
    telco_simulator: bool | None = None
    telco_simulator_failure_rate: float = Field(default=0.0, ge=0, le=1)
    telco_simulator_latency_ms: int = Field(default=0, ge=0, le=60_000)
    esim_provision_attempts: int = Field(default=8, ge=1, le=50)
    iccid_low_stock: int = Field(default=20, ge=0)
    # The telco's profile events (downloaded, installed, enabled, ...) are signed with this
    # shared secret; an eSIM still not installed this many hours after delivery gets one
    # reminder e-mail.
    telco_webhook_secret: SecretStr = Field(
        default=SecretStr(DEV_TELCO_WEBHOOK_SECRET), min_length=1
    )
    esim_install_reminder_hours: int = Field(default=24, ge=1, le=24 * 30)

    # After the sale: a never-installed eSIM can be refunded by its buyer for this many days
    # after delivery (0: buyers cannot ask, staff still can); an eSIM order not provisioned
    # this many minutes after its payment breaks the delivery promise (the buyer is told and
    # offered an immediate refund, staff see it on the dashboard).
    refund_window_days: int = Field(default=14, ge=0, le=365)
    provision_promise_minutes: int = Field(default=70, ge=1, le=7 * 24 * 60)

    # Durable jobs (core.jobs): who runs them, how often a runner looks for due jobs when
    # nothing wakes it, how many it runs at once, and how long a claimed job stays its own
    # before another process may take it over (the runner renews the lease while it works).
    run_jobs: RunJobs = RunJobs.INLINE
    jobs_poll_seconds: float = Field(default=5.0, gt=0)
    jobs_concurrency: int = Field(default=4, ge=1, le=64)
    jobs_lease_seconds: float = Field(default=60.0, ge=1)

    @model_validator(mode="after")
    def _payment_gateway_configured(self) -> Self:
        if self.payment_gateway == "midtrans" and not self.midtrans_server_key:
            raise ValueError("MIDTRANS_SERVER_KEY must be set when PAYMENT_GATEWAY=midtrans")
        return self

    @property
    def midtrans_api_base(self) -> str:
        if self.midtrans_api_url:
            return self.midtrans_api_url
        if self.midtrans_environment == "production":
            return "https://api.midtrans.com"
        return "https://api.sandbox.midtrans.com"

    @property
    def midtrans_snap_base(self) -> str:
        if self.midtrans_snap_url:
            return self.midtrans_snap_url
        if self.midtrans_environment == "production":
            return "https://app.midtrans.com"
        return "https://app.sandbox.midtrans.com"

    @model_validator(mode="after")
    def _production_fails_closed(self) -> Self:
        if self.environment is not Environment.PRODUCTION:
            return self
        # The messages name the setting, never its value.
        secret = self.secret_key.get_secret_value()
        if secret in KNOWN_WEAK_SECRETS or len(secret.encode()) < MIN_SECRET_KEY_BYTES:
            raise ValueError(
                f"SECRET_KEY must be a random value of at least {MIN_SECRET_KEY_BYTES} bytes "
                "in production (ENVIRONMENT=development for a developer's machine)"
            )
        if self.identity_signing_key is None:
            raise ValueError("IDENTITY_SIGNING_KEY must be set in production")
        if not self.public_url:
            raise ValueError(
                "PUBLIC_URL must be set in production: the address customers reach the store "
                "at (e.g. https://kelana.id), which e-mails and payment pages link to"
            )
        if self.dev_mailbox:
            raise ValueError("DEV_MAILBOX must be off in production")
        if self.google_sign_in_stand_in:
            raise ValueError("GOOGLE_SIGN_IN_STAND_IN must be off in production")
        if self.google_client_id == DEV_GOOGLE_CLIENT_ID:
            raise ValueError("GOOGLE_CLIENT_ID must be the store's own client id in production")
        if self.telco_api_key.get_secret_value() in KNOWN_WEAK_SECRETS | {DEV_TELCO_API_KEY}:
            raise ValueError("TELCO_API_KEY must be the reseller API's key in production")
        webhook = self.telco_webhook_secret.get_secret_value()
        if webhook in KNOWN_WEAK_SECRETS | {DEV_TELCO_WEBHOOK_SECRET}:
            raise ValueError(
                "TELCO_WEBHOOK_SECRET must be the reseller's signing secret in production"
            )
        if self.metrics_open_to_all and self.metrics_token is None:
            raise ValueError("METRICS_ALLOW open to every address needs a METRICS_TOKEN")
        return self

    @property
    def public_origin(self) -> str:
        """PUBLIC_URL's scheme, host and port (what a browser compares for "the same site")."""
        parts = urlsplit(self.public_url)
        return f"{parts.scheme}://{parts.netloc}" if parts.netloc else ""

    @property
    def metrics_open_to_all(self) -> bool:
        return any(network.prefixlen == 0 for network in self.metrics_allow)

    @property
    def is_development(self) -> bool:
        """Development or test: where the development conveniences may be on."""
        return self.environment is not Environment.PRODUCTION

    @property
    def uses_dev_secret_key(self) -> bool:
        return self.secret_key.get_secret_value() == DEV_SECRET_KEY

    @property
    def google_stand_in_enabled(self) -> bool:
        wanted = self.google_sign_in_stand_in
        return self.is_development and (wanted is None or wanted)

    @property
    def dev_mailbox_enabled(self) -> bool:
        return self.is_development and (self.dev_mailbox is None or self.dev_mailbox)
