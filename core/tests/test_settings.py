"""Settings come from plainly named environment variables, with safe development defaults."""

import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from core.db import Dialect, dialect_of, resolve_database_url
from core.settings import PROJECT_ROOT, Environment, LogFormat, Settings

SETTING_NAMES = (
    "ENVIRONMENT",
    "DATABASE_URL",
    "HOST",
    "PORT",
    "LOG_FORMAT",
    "LOG_LEVEL",
    "SMTP_URL",
    "SECRET_KEY",
    "WEB_ROOT",
    "IDENTITY_SIGNING_KEY",
    "DEV_MAILBOX",
    "GOOGLE_SIGN_IN_STAND_IN",
    "GOOGLE_CLIENT_ID",
    "METRICS_ENABLED",
    "METRICS_ALLOW",
    "METRICS_TOKEN",
    "TELCO_API_KEY",
    "TELCO_WEBHOOK_SECRET",
    "PUBLIC_URL",
)
STRONG_SECRET = "f3a9c1e07b5d4a2e9c8b7a6f5e4d3c2b1a0f9e8d"


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in SETTING_NAMES:
        monkeypatch.delenv(name, raising=False)


def test_without_an_environment_the_store_is_production_and_refuses_the_dev_defaults() -> None:
    with pytest.raises(ValidationError, match="SECRET_KEY must be a random value"):
        Settings()


def test_a_developer_machine_says_development_and_gets_its_conveniences(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    settings = Settings()

    assert settings.environment is Environment.DEVELOPMENT
    assert settings.google_stand_in_enabled
    assert settings.dev_mailbox_enabled
    assert settings.database_url == "sqlite://var/kelana.sqlite3"
    assert (settings.host, settings.port) == ("127.0.0.1", 8080)
    assert settings.log_format is LogFormat.CONSOLE
    assert settings.smtp_url is None
    assert settings.web_root == PROJECT_ROOT
    assert settings.uses_dev_secret_key


def test_environment_variables_are_read_by_their_plain_names(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    monkeypatch.setenv("DATABASE_URL", "postgres://kelana@db:5432/kelana")
    monkeypatch.setenv("HOST", "0.0.0.0")
    monkeypatch.setenv("PORT", "9090")
    monkeypatch.setenv("LOG_FORMAT", "json")
    monkeypatch.setenv("SMTP_URL", "smtp://mail:25")
    monkeypatch.setenv("SECRET_KEY", "a-real-secret")
    monkeypatch.setenv("WEB_ROOT", "/srv/kelana")

    settings = Settings()

    assert settings.database_url == "postgres://kelana@db:5432/kelana"
    assert (settings.host, settings.port) == ("0.0.0.0", 9090)
    assert settings.log_format is LogFormat.JSON
    assert settings.smtp_url == "smtp://mail:25"
    assert settings.secret_key.get_secret_value() == "a-real-secret"
    assert not settings.uses_dev_secret_key
    assert settings.web_root == Path("/srv/kelana")


@pytest.fixture
def production(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """A production environment with everything it needs; each test spoils one thing."""
    monkeypatch.setenv("ENVIRONMENT", "production")
    monkeypatch.setenv("SECRET_KEY", STRONG_SECRET)
    monkeypatch.setenv("IDENTITY_SIGNING_KEY", "-----BEGIN PRIVATE KEY-----...")
    monkeypatch.setenv("GOOGLE_CLIENT_ID", "1234-abc.apps.googleusercontent.com")
    monkeypatch.setenv("TELCO_API_KEY", "the-reseller-api-key-of-the-store")
    monkeypatch.setenv("TELCO_WEBHOOK_SECRET", "the-reseller-signing-secret-of-the-store")
    monkeypatch.setenv("PUBLIC_URL", "https://kelana.id")
    return monkeypatch


def test_production_starts_with_its_conveniences_off(production: pytest.MonkeyPatch) -> None:
    settings = Settings()
    assert settings.environment is Environment.PRODUCTION
    assert not settings.google_stand_in_enabled
    assert not settings.dev_mailbox_enabled


@pytest.mark.parametrize(
    ("name", "value", "refusal"),
    [
        ("SECRET_KEY", "a-real-secret", "SECRET_KEY must be a random value"),
        ("SECRET_KEY", "dev-only-secret-key-do-not-use-in-production", "SECRET_KEY must be"),
        ("SECRET_KEY", "changeme", "SECRET_KEY must be"),
        ("DEV_MAILBOX", "true", "DEV_MAILBOX must be off"),
        ("GOOGLE_SIGN_IN_STAND_IN", "true", "GOOGLE_SIGN_IN_STAND_IN must be off"),
        ("GOOGLE_CLIENT_ID", "kelana-dev.apps.googleusercontent.com", "GOOGLE_CLIENT_ID must"),
        ("TELCO_API_KEY", "kelana-dev-telco-key", "TELCO_API_KEY must"),
        ("TELCO_API_KEY", "changeme", "TELCO_API_KEY must"),
        ("TELCO_WEBHOOK_SECRET", "kelana-dev-telco-events", "TELCO_WEBHOOK_SECRET must"),
    ],
)
def test_production_refuses_to_start_with_a_development_setting(
    production: pytest.MonkeyPatch, name: str, value: str, refusal: str
) -> None:
    production.setenv(name, value)
    with pytest.raises(ValidationError, match=refusal):
        Settings()


def test_production_refuses_to_start_without_a_signing_key(
    production: pytest.MonkeyPatch,
) -> None:
    production.delenv("IDENTITY_SIGNING_KEY")
    with pytest.raises(ValidationError, match="IDENTITY_SIGNING_KEY must be set"):
        Settings()


def test_production_refuses_to_start_without_its_public_address(
    production: pytest.MonkeyPatch,
) -> None:
    """No production store is reached at localhost: its mails would link nowhere."""
    production.delenv("PUBLIC_URL")
    with pytest.raises(ValidationError, match="PUBLIC_URL must be set in production"):
        Settings()

    production.setenv("PUBLIC_URL", "")
    with pytest.raises(ValidationError, match="PUBLIC_URL must be set in production"):
        Settings()

    production.setenv("PUBLIC_URL", "https://kelana.id/")
    assert Settings().public_url == "https://kelana.id"


@pytest.mark.parametrize(
    ("host", "port", "public_url"),
    [
        (None, "18995", "http://localhost:18995"),
        ("127.0.0.1", "18995", "http://localhost:18995"),
        ("0.0.0.0", "9000", "http://localhost:9000"),  # every interface: this machine too
        ("::", "9000", "http://localhost:9000"),
        ("192.168.1.20", "8080", "http://192.168.1.20:8080"),  # a phone on the LAN follows it
        ("fd00::20", "8080", "http://[fd00::20]:8080"),
    ],
)
def test_links_follow_host_and_port_on_a_developer_machine(
    monkeypatch: pytest.MonkeyPatch, host: str | None, port: str, public_url: str
) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    if host is not None:
        monkeypatch.setenv("HOST", host)
    monkeypatch.setenv("PORT", port)

    settings = Settings()

    assert settings.public_url == public_url
    assert settings.public_origin == public_url


def test_a_public_url_that_is_set_wins_over_host_and_port(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    monkeypatch.setenv("PORT", "18995")
    monkeypatch.setenv("PUBLIC_URL", "https://tunnel.example/kelana/")

    settings = Settings()

    assert settings.public_url == "https://tunnel.example/kelana"
    assert settings.public_origin == "https://tunnel.example"


@pytest.mark.parametrize(
    "public_url",
    [
        "kelana.id",
        "ftp://kelana.id",
        "https://kelana.id/?utm=mail",
        "https://kelana.id/#top",
        "https://admin:rahasia@kelana.id",
        "https://kelana.id;script-src *",
        "https://kelana .id",
        "https://kelana.id:99999999",
    ],
)
def test_a_public_url_that_is_not_an_address_is_refused(
    monkeypatch: pytest.MonkeyPatch, public_url: str
) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    monkeypatch.setenv("PUBLIC_URL", public_url)
    with pytest.raises(ValidationError, match="PUBLIC_URL must be an http"):
        Settings()


def test_production_refuses_to_start_without_the_telco_key(
    production: pytest.MonkeyPatch,
) -> None:
    production.delenv("TELCO_API_KEY")
    with pytest.raises(ValidationError, match="TELCO_API_KEY must be"):
        Settings()


def test_an_empty_telco_key_is_refused_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    monkeypatch.setenv("TELCO_API_KEY", "")
    with pytest.raises(ValidationError, match="telco_api_key"):
        Settings()


def test_a_refused_start_does_not_print_the_secret(production: pytest.MonkeyPatch) -> None:
    weak = "weak-but-private-value-9"
    production.setenv("SECRET_KEY", weak)
    result = subprocess.run(
        [sys.executable, "-c", "from core.cli import main; main()", "serve"],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode != 0
    assert "SECRET_KEY must be a random value" in result.stderr
    output = result.stdout + result.stderr
    assert weak not in output
    assert weak[-6:] not in output


def test_metrics_readers_are_networks_separated_by_commas(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    assert [str(network) for network in Settings().metrics_allow] == ["127.0.0.0/8", "::1/128"]

    monkeypatch.setenv("METRICS_ALLOW", " 10.0.0.0/8, fd00::/8,192.0.2.7")
    assert [str(network) for network in Settings().metrics_allow] == [
        "10.0.0.0/8",
        "fd00::/8",
        "192.0.2.7/32",
    ]

    monkeypatch.setenv("METRICS_ALLOW", "")
    assert Settings().metrics_allow == []

    monkeypatch.setenv("METRICS_ALLOW", "10.0.0.1/8")  # host bits set: a typo, not a network
    with pytest.raises(ValidationError, match="metrics_allow"):
        Settings()


def test_production_refuses_metrics_open_to_every_address_without_a_token(
    production: pytest.MonkeyPatch,
) -> None:
    production.setenv("METRICS_ALLOW", "0.0.0.0/0")

    with pytest.raises(ValidationError, match="METRICS_TOKEN"):
        Settings()

    production.setenv("METRICS_TOKEN", "a-long-scrape-token")
    assert Settings().metrics_open_to_all


def test_secret_key_does_not_show_in_the_settings_repr(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENVIRONMENT", "development")
    monkeypatch.setenv("SECRET_KEY", "a-real-secret")

    assert "a-real-secret" not in repr(Settings())


def test_a_relative_sqlite_path_is_taken_from_the_project_root() -> None:
    resolved = resolve_database_url("sqlite://var/kelana.sqlite3", base=PROJECT_ROOT)

    assert resolved == f"sqlite://{PROJECT_ROOT / 'var' / 'kelana.sqlite3'}"
    assert resolve_database_url("sqlite:///tmp/x.db?journal_mode=wal", base=PROJECT_ROOT) == (
        "sqlite:///tmp/x.db?journal_mode=wal"
    )


@pytest.mark.parametrize(
    ("url", "dialect"),
    [
        ("sqlite://var/kelana.sqlite3", Dialect.SQLITE),
        ("postgres://u@h/db", Dialect.POSTGRES),
        ("postgresql://u@h/db", Dialect.POSTGRES),
    ],
)
def test_the_url_chooses_the_dialect(url: str, dialect: Dialect) -> None:
    assert dialect_of(url) is dialect
    assert dialect_of(resolve_database_url(url, base=PROJECT_ROOT)) is dialect


def test_an_unsupported_database_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'mysql'"):
        dialect_of("mysql://root@localhost/kelana")
