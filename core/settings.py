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
    # How long a server process serves its in-memory catalog before checking whether another
    # process changed it (changes made through the process itself are seen at once).
    catalog_refresh_seconds: float = 5.0

    @model_validator(mode="after")
    def _production_needs_a_real_secret(self) -> Self:
        if self.environment is Environment.PRODUCTION and self.uses_dev_secret_key:
            raise ValueError("SECRET_KEY must be set when ENVIRONMENT=production")
        return self

    @property
    def uses_dev_secret_key(self) -> bool:
        return self.secret_key.get_secret_value() == DEV_SECRET_KEY
