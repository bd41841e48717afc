from collections.abc import Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import containers, providers

from core.settings import RunJobs, Settings
from core.testing_smtp import SmtpServer
from modules.identity.credentials.passwords import Passwords
from modules.identity.tests.helpers import Firebase


@pytest.fixture
def identity_settings() -> dict[str, Any]:
    """Override in a test class to change identity settings."""
    return {}


@pytest.fixture
def settings(
    make_settings: Callable[..., Settings],
    migrated_database_url: str,
    smtp_server: SmtpServer,
    identity_settings: dict[str, Any],
) -> Settings:
    # Jobs run in the app as on a developer's server: e-mails are made and sent by jobs.
    return make_settings(
        database_url=migrated_database_url,
        smtp_url=smtp_server.url,
        run_jobs=RunJobs.INLINE,
        **identity_settings,
    )


@pytest.fixture
def container(
    container: containers.DeclarativeContainer,
) -> containers.DeclarativeContainer:
    # The production costs (64 MiB, 3 passes) would make each test crawl; same algorithm.
    container.identity.passwords.override(
        providers.Singleton(Passwords, time_cost=1, memory_cost_kib=1024, parallelism=1)
    )
    return container


@pytest.fixture
def firebase(client: TestClient) -> Firebase:
    return Firebase(client)
