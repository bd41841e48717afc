"""A developer's store on another port (`PORT=18995 make run`) links to that port: the
verification e-mail, as the development mailbox shows it, opens the store that sent it."""

from collections.abc import Callable

import pytest
from aiohttp.test_utils import TestClient

from core.settings import Environment, Settings

ACCOUNTS = "/identitytoolkit.googleapis.com/v1/accounts"


@pytest.fixture
def settings(make_settings: Callable[..., Settings], migrated_database_url: str) -> Settings:
    # As `make run` starts it: development, PORT given, PUBLIC_URL not.
    return make_settings(
        environment=Environment.DEVELOPMENT, database_url=migrated_database_url, port=18995
    )


async def test_the_verification_mail_links_to_the_port_the_store_runs_on(
    client: TestClient,
) -> None:
    email = "dewi@example.com"
    signed_up = await client.post(
        f"{ACCOUNTS}:signUp",
        params={"key": "any-api-key"},
        json={"email": email, "password": "Jalan-jalan-2026", "returnSecureToken": True},
    )
    id_token = (await signed_up.json())["idToken"]
    sent = await client.post(
        f"{ACCOUNTS}:sendOobCode",
        params={"key": "any-api-key"},
        json={"requestType": "VERIFY_EMAIL", "idToken": id_token},
    )
    mailbox = await client.get("/api/dev/mailbox", params={"to": email})

    assert sent.status == 200
    (mail,) = (await mailbox.json())["data"]
    assert "http://localhost:18995/auth/action?mode=verifyEmail&oobCode=" in mail["body"]
    assert "localhost:8080" not in mail["body"]
