"""The whole money path with the real payments module: order, payment page or offline payment,
the provider's notification or staff's confirmation, and the order paid."""

import asyncio
import os
import sys
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import PROJECT_ROOT, Settings
from core.testing_clock import FakeClock
from modules.orders.tests.conftest import IdToken, Shopper, order_payload


@pytest.fixture
def settings(
    make_settings: Callable[..., Settings], migrated_database_url: str, telco_simulator: Any
) -> Settings:
    return make_settings(database_url=migrated_database_url, telco_base_url=telco_simulator.url)


@pytest.fixture
def seeded_container(container: Container, clock: FakeClock) -> Container:
    """The store as `make run` composes it: the real payments module with its sandbox."""
    container.promos.clock.override(providers.Object(clock))
    container.orders.clock.override(providers.Object(clock))
    return container


async def kelana(database_url: str, *args: str) -> tuple[int, str]:
    """The console command in its own process, as staff run it."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        "from core.cli import main; main()",
        *args,
        cwd=PROJECT_ROOT,
        env={**os.environ, "ENVIRONMENT": "development", "DATABASE_URL": database_url},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    output, _ = await process.communicate()
    return process.returncode or 0, output.decode().strip().splitlines()[-1]


async def statuses(shopper: Shopper) -> dict[str, str]:
    return {order["order_id"]: order["status"] for order in await shopper.orders()}


async def test_an_esim_paid_on_the_sandbox_page_becomes_paid(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await ani.create(order_payload("ORDER00401"))
    url = (await ani.pay("ORDER00401"))["data"]["payment_url"]

    page = await seeded_client.get(urlsplit(url).path)
    assert "Rp. 104.000" in await page.text()
    finish = await seeded_client.post(
        urlsplit(url).path, data={"decision": "pay", "payment_type": "qris"}, allow_redirects=False
    )
    await seeded_container.job_runner().run_until_idle()

    assert finish.headers["Location"].startswith("/payment/thankyou?status=2")
    assert await statuses(ani) == {"ORDER00401": "provisioned"}
    # /metrics' paid-to-provisioned histogram saw it (the fake clock stood still: 0 s).
    registry = seeded_container.metrics().registry
    assert registry.get_sample_value("kelana_paid_to_provisioned_seconds_count") == 1
    assert registry.get_sample_value("kelana_paid_to_provisioned_seconds_sum") == 0
    # Paying again is not a second charge: the order is paid, nothing opens.
    again = await seeded_client.post("/api/order/ORDER00401/pay", headers=ani._headers)
    assert again.status == 409


async def test_cancelling_on_the_sandbox_page_fails_the_order(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await ani.create(order_payload("ORDER00402"))
    url = (await ani.pay("ORDER00402"))["data"]["payment_url"]

    finish = await seeded_client.post(
        urlsplit(url).path, data={"decision": "cancel"}, allow_redirects=False
    )
    await seeded_container.job_runner().run_until_idle()

    assert "status=2" not in finish.headers["Location"]
    assert await statuses(ani) == {"ORDER00402": "payment_failed"}


async def test_a_transfer_confirmed_by_staff_on_the_command_line_pays_the_order(
    seeded_client: TestClient,
    seeded_container: Container,
    id_token: IdToken,
    migrated_database_url: str,
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await ani.create(order_payload("ORDER00403", payment_method="transfer"))
    assert (await ani.pay("ORDER00403"))["data"] == {"payment_url": "transfer"}
    first = await kelana(migrated_database_url, "payments", "confirm", "ORDER00403")
    second = await kelana(migrated_database_url, "payments", "confirm", "order00403")
    await seeded_container.job_runner().run_until_idle()

    assert first == (0, "Payment of order ORDER00403 confirmed.")
    assert second == (0, "Order ORDER00403 was already paid; nothing changed.")
    assert await statuses(ani) == {"ORDER00403": "provisioned"}


async def test_a_gateway_order_cannot_be_confirmed_by_staff(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await ani.create(order_payload("ORDER00404"))
    await ani.pay("ORDER00404")

    with pytest.raises(Exception, match="penyedia pembayaran"):
        await seeded_container.payments.service().confirm_offline_payment(order_id="ORDER00404")
    await seeded_container.job_runner().run_until_idle()

    assert await statuses(ani) == {"ORDER00404": "awaiting_payment"}
