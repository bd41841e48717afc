"""A buyer gets the money back for an eSIM never installed, within the refund window, from the
order history: through the payment provider (a fixed refund key) or onto staff's payout list;
the eSIM is voided at the telco and the buyer is e-mailed. Installed, late, a data package or
someone else's order: refused with the reason in the buyer's language. Twenty clicks at once
refund once. The real payments module with its sandbox provider, and the telco simulator."""

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise.connection import connections

from core.db import CONNECTION_NAME
from core.jobs import JobQueue
from core.settings import DEV_TELCO_WEBHOOK_SECRET, Settings
from core.testing_clock import FakeClock
from modules.notifications.schemas import MailKind
from modules.orders.tests.conftest import IdToken, Shopper, order_payload
from modules.orders.tests.test_stock_holds import pay_on_sandbox


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime.now(UTC))


@pytest.fixture
def settings(
    make_settings: Callable[..., Settings], migrated_database_url: str, telco_simulator: Any
) -> Settings:
    return make_settings(database_url=migrated_database_url, telco_base_url=telco_simulator.url)


@pytest.fixture
def seeded_container(container: Container, clock: FakeClock) -> Container:
    """The store as `make run` composes it (the real payments module with its sandbox), its
    clocks in the test's hand."""
    container.orders.clock.override(providers.Object(clock))
    container.jobs.override(providers.Singleton(JobQueue, database=container.database, clock=clock))
    return container


@pytest.fixture
def telco(seeded_client: TestClient, telco_simulator: Any) -> Any:
    telco_simulator.state.webhook_url = str(seeded_client.make_url("/api/telco/events"))
    telco_simulator.state.webhook_secret = DEV_TELCO_WEBHOOK_SECRET.encode()
    return telco_simulator


async def _delivered_esim(
    client: TestClient, container: Container, buyer: Shopper, order_id: str, **changes: Any
) -> dict[str, Any]:
    """An eSIM order made, paid on the sandbox's page and delivered; its view in the history."""
    await buyer.create(order_payload(order_id, **changes))
    await pay_on_sandbox(client, buyer, order_id, "pay")
    await container.job_runner().run_until_idle()
    (view,) = [order for order in await buyer.orders() if order["order_id"] == order_id]
    assert view["status"] == "provisioned", view
    return view


async def _refund(
    client: TestClient, buyer: Shopper, order_id: str, *, lng: str = "id", **body: Any
) -> tuple[int, dict[str, Any]]:
    answer = await client.post(
        f"/api/order/{order_id}/refund", params={"lng": lng}, json=body, headers=buyer.headers
    )
    return answer.status, await answer.json()


async def _telco(telco: Any, path: str) -> int:
    async with (
        aiohttp.ClientSession() as session,
        session.post(
            telco.url + path, json={}, headers={"X-Api-Key": telco.state.api_key}
        ) as answer,
    ):
        return answer.status


async def _sandbox_book(order_id: str) -> dict[str, Any]:
    (row,) = await connections.get(CONNECTION_NAME).execute_query_dict(
        "SELECT transaction_status, refund_key, refund_amount FROM payments_sandbox_transaction"
        " WHERE order_id = $1"
        if connections.get(CONNECTION_NAME).capabilities.dialect == "postgres"
        else "SELECT transaction_status, refund_key, refund_amount"
        " FROM payments_sandbox_transaction WHERE order_id = ?",
        [order_id],
    )
    return row


async def test_a_never_installed_esim_is_refunded_through_the_provider_and_voided(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken, telco: Any
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    view = await _delivered_esim(seeded_client, seeded_container, ani, "REFUND0001")
    iccid_answer = await seeded_client.get("/api/user/orders/REFUND0001/iccid", headers=ani.headers)
    iccid = (await iccid_answer.json())["data"]["iccid_details"]["iccid"]

    status, body = await _refund(seeded_client, ani, "REFUND0001")
    await seeded_container.job_runner().run_until_idle()
    (after,) = await ani.orders()
    details = await seeded_client.get("/api/user/orders/REFUND0001/iccid", headers=ani.headers)
    outbox = await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com")

    assert view["can_refund"] is True
    until = datetime.fromisoformat(view["refund_until"])
    assert timedelta(days=13, hours=23) < until - datetime.now(UTC) <= timedelta(days=14)
    assert status == 200, body
    assert body["data"]["status"] == "refunded"
    assert body["data"]["amount"] == view["final_amount"]
    assert after["status"] == "refunded"
    assert after["refund_state"] == "refunded"
    assert after["can_refund"] is False
    book = await _sandbox_book("REFUND0001")
    assert book["transaction_status"] == "refund"
    assert book["refund_key"] == "KLN-RF-REFUND0001"
    assert book["refund_amount"] == view["final_amount"]
    # Voided at the telco: the phone can no longer install it, and the store says removed.
    assert telco.state.sims[iccid].voided
    assert await _telco(telco, f"/v1/sims/{iccid}/install") == 409
    assert (await details.json())["data"]["iccid_details"]["install_state"] == "removed"
    mails = [entry for entry in outbox if entry.kind == MailKind.ORDER_REFUNDED]
    assert len(mails) == 1
    assert "REFUND0001" in mails[0].subject
    assert "metode pembayaran" in mails[0].body


async def test_installed_late_a_package_or_another_buyers_order_is_refused_in_their_words(
    seeded_client: TestClient,
    seeded_container: Container,
    id_token: IdToken,
    telco: Any,
    clock: FakeClock,
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    budi = Shopper(seeded_client, await id_token("uid-budi"))
    await _delivered_esim(seeded_client, seeded_container, ani, "REFUND0002")
    await _delivered_esim(seeded_client, seeded_container, ani, "REFUND0003")
    iccid_answer = await seeded_client.get("/api/user/orders/REFUND0002/iccid", headers=ani.headers)
    iccid = (await iccid_answer.json())["data"]["iccid_details"]["iccid"]
    assert await _telco(telco, f"/v1/sims/{iccid}/install") == 200
    top_up = order_payload(
        "REFUND0004",
        order_details=[{"product_id": "jp-data-5gb-5d", "currency": "IDR", "quantity": 1}],
        iccid=iccid,
    )
    await ani.create(top_up, status=0)

    installed = await _refund(seeded_client, ani, "REFUND0002", lng="en")
    others = await _refund(seeded_client, budi, "REFUND0003")
    (listed,) = [order for order in await ani.orders() if order["order_id"] == "REFUND0002"]
    clock.now += timedelta(days=15)
    late = await _refund(seeded_client, ani, "REFUND0003")

    assert installed[0] == 409
    assert installed[1]["message"] == "This eSIM is installed on a phone, so it cannot be refunded."
    assert listed["can_refund"] is False
    assert others[0] == 404
    assert late[0] == 409
    assert late[1]["message"].startswith("Batas pengembalian dana (14 hari")
    assert late[1]["data"]["code"] == "order_not_refundable"
    for order in await ani.orders():
        assert order["status"] != "refunded"


async def test_twenty_clicks_at_once_refund_once(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken, telco: Any
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await _delivered_esim(seeded_client, seeded_container, ani, "REFUND0005")

    answers = await asyncio.gather(*(_refund(seeded_client, ani, "REFUND0005") for _ in range(20)))
    await seeded_container.job_runner().run_until_idle()
    changes = await connections.get(CONNECTION_NAME).execute_query_dict(
        "SELECT cause FROM orders_transition WHERE order_id = 'REFUND0005'"
        " AND to_status = 'refunded'"
    )

    assert sorted(status for status, _ in answers) == [200] + [409] * 19
    refused = {body["data"]["code"] for status, body in answers if status == 409}
    assert refused == {"order_refund_exists"}
    assert changes == [{"cause": "buyer_refunded"}]
    assert (await _sandbox_book("REFUND0005"))["transaction_status"] == "refund"
    outbox = await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com")
    assert len([entry for entry in outbox if entry.kind == MailKind.ORDER_REFUNDED]) == 1


async def test_a_transfer_order_needs_a_bank_account_and_goes_onto_the_payout_list(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken, telco: Any
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await ani.create(order_payload("REFUND0006", payment_method="transfer"))
    await seeded_container.payments.service().confirm_offline_payment(order_id="REFUND0006")
    await seeded_container.job_runner().run_until_idle()
    payout = {"bank_name": "BCA", "account_number": "5270 4455 21", "account_holder": "Ani L"}

    missing = await _refund(seeded_client, ani, "REFUND0006")
    hostile = await _refund(
        seeded_client,
        ani,
        "REFUND0006",
        payout={**payout, "account_number": "9" * 10_000},
    )
    done = await _refund(seeded_client, ani, "REFUND0006", payout=payout)
    await seeded_container.job_runner().run_until_idle()
    open_refunds = await seeded_container.payments.refunds().open_refunds()

    assert missing[0] == 400
    assert missing[1]["message"] == "Isi rekening bank untuk menerima pengembalian dana."
    assert hostile[0] == 400
    assert done[0] == 200, done
    (listed,) = open_refunds
    assert listed.order_id == "REFUND0006"
    assert listed.state == "payout_pending"
    assert (listed.bank_name, listed.account_number) == ("BCA", "5270 4455 21")


async def test_the_refund_window_is_a_setting_the_terms_page_reads(
    seeded_client: TestClient, seeded_container: Container, make_settings: Any
) -> None:
    answer = await seeded_client.get("/api/refund-policy")

    assert answer.status == 200
    assert (await answer.json())["data"] == {"window_days": 14}
    assert "public" in answer.headers["Cache-Control"]


async def test_an_esim_late_past_the_promise_is_offered_back_at_once_and_voided_if_it_comes(
    seeded_client: TestClient,
    seeded_container: Container,
    id_token: IdToken,
    telco: Any,
    clock: FakeClock,
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    telco.state.failure_rate = 1.0  # the telco has a bad day
    await ani.create(order_payload("LATE000001"))
    await pay_on_sandbox(seeded_client, ani, "LATE000001", "pay")
    await seeded_container.job_runner().run_until_idle()
    (before,) = await ani.orders()

    clock.now += timedelta(minutes=71)
    await seeded_container.job_runner().run_until_idle()
    clock.now += timedelta(minutes=10)
    await seeded_container.job_runner().run_until_idle()
    (late,) = await ani.orders()
    on_dashboard = await seeded_container.orders.staff().late_deliveries()
    outbox = await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com")

    assert before["status"] == "provesioning"
    assert before["can_refund"] is False
    assert late["can_refund"] is True
    assert late["refund_until"] is None
    assert [order.order_id for order in on_dashboard] == ["LATE000001"]
    mails = [entry for entry in outbox if entry.kind == MailKind.ORDER_LATE]
    assert len(mails) == 1
    assert "riwayat-order?orderId=LATE000001&action=refund" in mails[0].body

    status, body = await _refund(seeded_client, ani, "LATE000001")
    assert status == 200, body
    assert await seeded_container.orders.staff().late_deliveries() == []

    # The telco recovers and the eSIM arrives after all: it is voided, never handed over.
    telco.state.failure_rate = 0.0
    clock.now += timedelta(hours=6)
    await seeded_container.job_runner().run_until_idle()
    (after,) = await ani.orders()
    assert after["status"] == "refunded"
    assert [sim.voided for sim in telco.state.sims.values()] == [True]


@pytest.mark.parametrize(
    "body",
    [
        b"\xff\xfe{",
        b"[" * 5000 + b"]" * 5000,
        b'{"payout": {"bank_name": "BCA", "account_number": 1e400, "account_holder": "Ani"}}',
        b'{"payout": {"bank_name": "' + b"B" * 100_000 + b'"}}',
        b'{"payout": "not an account"}',
    ],
)
async def test_a_hostile_refund_body_is_a_4xx_and_refunds_nothing(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken, body: bytes
) -> None:
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    await _delivered_esim(seeded_client, seeded_container, ani, "REFUND0007")

    answer = await seeded_client.post(
        "/api/order/REFUND0007/refund",
        data=body,
        headers={**ani.headers, "Content-Type": "application/json"},
    )

    assert 400 <= answer.status < 500
    (order,) = await ani.orders()
    assert order["status"] == "provisioned"
    assert order["can_refund"] is True
