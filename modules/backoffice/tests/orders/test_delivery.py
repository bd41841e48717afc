"""Staff send a SIM card to its buyer: the order's page shows who receives it, their phone and
the full address; staff mark it packed, shipped (courier and tracking number required) and
delivered, forward only and once each (clicks at the same time change it once), each step in
the audit log and e-mailed to the buyer through a real SMTP server. On SQLite and PostgreSQL."""

import asyncio
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import Settings
from core.testing_smtp import SmtpServer
from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import csrf
from modules.backoffice.tests.orders.shop import JP_SIM, buy, confirm_and_provision, shopper


@pytest.fixture
def settings(
    make_settings: Any, migrated_database_url: str, telco_simulator: Any, smtp_server: SmtpServer
) -> Settings:
    return make_settings(
        database_url=migrated_database_url,
        telco_base_url=telco_simulator.url,
        esim_provision_attempts=1,
        smtp_url=smtp_server.url,
    )


async def _step(store: TestClient, order_id: str, token: str, step: str, **fields: str) -> Any:
    return await store.post(
        f"/admin/orders/{order_id}/delivery",
        data={"csrf_token": token, "step": step, **fields},
        allow_redirects=False,
    )


async def test_staff_follow_a_sent_sim_from_packed_to_delivered(
    store: TestClient, container: Container, identity_account: Any, smtp_server: SmtpServer
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    profile = await store.patch(
        "/api/auth/me", json={"name": "Ani Wijaya", "phone": "+6281234567890"}, headers=headers
    )
    assert profile.status == 200, await profile.text()
    await buy(store, headers, "SENTSIM001", product=JP_SIM)
    await confirm_and_provision(store, container, "SENTSIM001")
    token = await csrf(store)

    page = await (await store.get("/admin/orders/SENTSIM001")).text()
    early = await _step(store, "SENTSIM001", token, "shipped", courier="JNE", tracking_number="1")
    clicks = await asyncio.gather(*(_step(store, "SENTSIM001", token, "packed") for _ in range(6)))
    no_tracking = await _step(store, "SENTSIM001", token, "shipped", courier="JNE")
    shipped = await _step(
        store, "SENTSIM001", token, "shipped", courier="JNE REG", tracking_number="JNE0012345678"
    )
    delivered = await _step(store, "SENTSIM001", token, "delivered")
    again = await _step(store, "SENTSIM001", token, "packed")
    await container.job_runner().run_until_idle()
    after = await (await store.get("/admin/orders/SENTSIM001")).text()

    assert "Ani Wijaya" in page
    assert "+6281234567890" in page
    assert "Jl. Merdeka 17, Jakarta Pusat, DKI Jakarta 10110" in page
    assert "Rp. 15.000" in page  # the fee to Jakarta
    assert early.status == 409
    assert "urutannya dikemas → dikirim → diterima" in await early.text()
    assert sorted(answer.status for answer in clicks) == [303] + [409] * 5
    assert no_tracking.status == 400
    assert "Isi kurir dan nomor resi" in await no_tracking.text()
    assert shipped.status == delivered.status == 303
    assert "notice=delivery_delivered" in delivered.headers["Location"]
    assert again.status == 409
    assert "JNE0012345678" in after
    assert "Kartu SIM sudah diterima pembeli." in after
    audit = (
        await AuditEntry.filter(subject="SENTSIM001")
        .order_by("id")
        .values_list("action", flat=True)
    )
    assert [action for action in audit if action.startswith("order.delivery")] == [
        "order.delivery_packed",
        "order.delivery_shipped",
        "order.delivery_delivered",
    ]
    mails = [
        message["Subject"]
        for message in await smtp_server.wait_for(5)
        if message["To"] == "uid-ani@example.com" and "SENTSIM001" in message["Subject"]
    ]
    assert "Order SENTSIM001 sudah dikemas" in mails
    assert "Order SENTSIM001 dikirim: JNE REG JNE0012345678" in mails
    assert "Order SENTSIM001 sudah diterima" in mails
    mine = await store.get("/api/order/SENTSIM001", headers=headers)
    delivery = (await mine.json())["data"]["delivery"]
    assert delivery["step"] == "delivered"
    assert delivery["tracking_number"] == "JNE0012345678"


async def test_an_esim_order_has_no_delivery_steps(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ESIMONLY01")
    await confirm_and_provision(store, container, "ESIMONLY01")
    token = await csrf(store)

    page = await (await store.get("/admin/orders/ESIMONLY01")).text()
    answer = await _step(store, "ESIMONLY01", token, "packed")
    bogus = await _step(store, "ESIMONLY01", token, "<script>")
    missing = await _step(store, "NOSUCHORD1", token, "packed")

    assert "Tandai dikemas" not in page
    assert answer.status == 409
    assert "bukan kartu SIM yang dikirim ke alamat" in await answer.text()
    assert bogus.status == 400
    assert missing.status == 404
