"""No password, token or one-time code reaches a log line, even inside a traceback."""

import logging
from collections.abc import Callable
from typing import Any

import pytest
import structlog
from dependency_injector import containers, providers

from modules.identity.credentials.passwords import Passwords
from modules.identity.tests.helpers import Firebase

PASSWORD = "Pelangi-Senja-2026!"


class ExplodingPasswords(Passwords):
    """Fails the way a careless library would: with the input in its message."""

    def hash(self, password: str) -> str:
        raise RuntimeError(f"cannot hash password={password!r} ({{'password': '{password}'}})")


class TestAFailingSignUp:
    @pytest.fixture
    def container(
        self, container: containers.DeclarativeContainer
    ) -> containers.DeclarativeContainer:
        container.identity.passwords.override(providers.Singleton(ExplodingPasswords))
        return container

    async def test_its_traceback_in_the_log_does_not_carry_the_password(
        self, firebase: Firebase, log_events: Callable[[], list[dict[str, Any]]]
    ) -> None:
        status, _ = await firebase.call(
            "signUp", {"email": "rani@example.com", "password": PASSWORD}
        )
        assert status == 500
        events = log_events()
        failure = next(event for event in events if event["event"] == "unhandled_error")
        assert "RuntimeError" in str(failure["exception"])
        assert PASSWORD not in str(events)


async def test_tokens_and_codes_logged_by_name_are_masked(
    firebase: Firebase, log_events: Callable[[], list[dict[str, Any]]]
) -> None:
    signed_up = await firebase.sign_up("dewi@example.com", PASSWORD)
    log_events()
    structlog.get_logger("kelana.test").warning(
        "careless_event",
        idToken=signed_up["idToken"],
        refresh_token=signed_up["refreshToken"],
        body={"newPassword": PASSWORD, "oobCode": "Zx81-abcdefghijklmnopqrstu"},
        code="482913",
        error_code="email_not_verified",
    )
    logging.getLogger("aiohttp.client").error(
        "request failed: Authorization: Bearer %s", signed_up["idToken"]
    )
    text = str(log_events())
    for secret in (signed_up["idToken"], signed_up["refreshToken"], PASSWORD, "482913"):
        assert secret not in text
    assert "Zx81-abcdefghijklmnopqrstu" not in text
    # What an operator needs stays readable.
    assert "careless_event" in text
    assert "email_not_verified" in text
