"""`kelana sandbox-key`: the sandbox's server key, so a developer signs a notification by hand
(curl) as with Midtrans' sandbox key; never printed outside development, never Midtrans' key."""

import os
import subprocess
import sys

from modules.payments.enums import PaymentStatus
from modules.payments.repository import PaymentRepository
from modules.payments.service import PaymentService
from modules.payments.tests.conftest import Provider, gateway_payment

MIDTRANS_KEY = "SB-Mid-server-kelana-cli"


def _kelana(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {name: value for name, value in os.environ.items() if name in {"PATH", "HOME"}}
    return subprocess.run(  # noqa: S603 - this interpreter, fixed arguments
        [sys.executable, "-c", "from core.cli import main; main()", *args],
        env={**clean, "LOG_FORMAT": "json", **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


async def test_the_printed_key_signs_a_notification_the_store_accepts(
    provider: Provider, service: PaymentService
) -> None:
    await gateway_payment(service, "ORDER00801")

    printed = _kelana("sandbox-key", ENVIRONMENT="development")
    by_hand = Provider(provider._client, printed.stdout.strip())
    response = await by_hand.send("ORDER00801")

    assert printed.returncode == 0, printed.stderr
    assert response.status == 200
    payment = await PaymentRepository().get("ORDER00801")
    assert payment is not None
    assert payment.status is PaymentStatus.PAID


def test_there_is_no_sandbox_key_in_production_or_with_midtrans() -> None:
    production = _kelana(
        "sandbox-key",
        ENVIRONMENT="production",
        SECRET_KEY="k" * 48,
        IDENTITY_SIGNING_KEY="unused",
        GOOGLE_CLIENT_ID="1234-store.apps.googleusercontent.com",
        TELCO_API_KEY="t" * 40,
        TELCO_WEBHOOK_SECRET="w" * 40,
        PUBLIC_URL="https://kelana.id",
    )
    midtrans = _kelana(
        "sandbox-key",
        ENVIRONMENT="development",
        PAYMENT_GATEWAY="midtrans",
        MIDTRANS_SERVER_KEY=MIDTRANS_KEY,
    )

    assert production.returncode == midtrans.returncode == 1
    assert "PAYMENT_GATEWAY=sandbox" in midtrans.stderr
    assert "ENVIRONMENT=development" in production.stderr
    assert production.stdout == midtrans.stdout == ""
    assert MIDTRANS_KEY not in midtrans.stdout + midtrans.stderr
