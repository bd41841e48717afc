"""Settings come from plainly named environment variables, with safe development defaults."""

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
)


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in SETTING_NAMES:
        monkeypatch.delenv(name, raising=False)


def test_defaults_suit_a_developer_machine() -> None:
    settings = Settings()

    assert settings.environment is Environment.DEVELOPMENT
    assert settings.database_url == "sqlite://var/kelana.sqlite3"
    assert (settings.host, settings.port) == ("127.0.0.1", 8080)
    assert settings.log_format is LogFormat.CONSOLE
    assert settings.smtp_url is None
    assert settings.web_root == PROJECT_ROOT
    assert settings.uses_dev_secret_key


def test_environment_variables_are_read_by_their_plain_names(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
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


def test_production_refuses_to_start_without_a_secret_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENVIRONMENT", "production")

    with pytest.raises(ValidationError, match="SECRET_KEY must be set"):
        Settings()

    monkeypatch.setenv("SECRET_KEY", "a-real-secret")
    with pytest.raises(ValidationError, match="IDENTITY_SIGNING_KEY must be set"):
        Settings()

    monkeypatch.setenv("IDENTITY_SIGNING_KEY", "-----BEGIN PRIVATE KEY-----...")
    settings = Settings()
    assert settings.environment is Environment.PRODUCTION
    assert not settings.google_stand_in_enabled  # never trusted in production

    monkeypatch.setenv("DEV_MAILBOX", "true")
    with pytest.raises(ValidationError, match="DEV_MAILBOX must be off"):
        Settings()


def test_secret_key_does_not_show_in_the_settings_repr(monkeypatch: pytest.MonkeyPatch) -> None:
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
