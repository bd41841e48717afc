"""In production the built-in provider does not exist: without Midtrans, paying online is
unavailable rather than free."""

from collections.abc import Callable
from typing import Any

import pytest

from core.errors import Unavailable
from core.settings import Environment, Settings
from modules.payments.tests.conftest import payment_request


@pytest.fixture
def settings(make_settings: Callable[..., Settings]) -> Settings:
    return make_settings(
        environment=Environment.PRODUCTION,
        secret_key="x" * 48,
        google_client_id="1234-store.apps.googleusercontent.com",
        dev_mailbox=False,
        google_sign_in_stand_in=False,
        telco_api_key="the-reseller-api-key-of-the-store",
        telco_webhook_secret="the-reseller-signing-secret-of-the-store",
        public_url="https://kelana.id",
    )


async def test_there_is_no_sandbox_and_paying_online_is_unavailable(container: Any) -> None:
    assert container.payments.gateway() is None
    assert container.payments.server_key() is None
    routes = [route.path for route in container.payments.routes()]
    assert not any(path.startswith("/payment/sandbox") for path in routes)
    with pytest.raises(Unavailable):
        await container.payments.service().start_gateway_payment(
            request=payment_request("ORDER00207")
        )
