"""Staff act on an order: cancel it unpaid, provision it again after the telco failed, send its
eSIM e-mail again, settle money that came late; the dashboard adds up the day. Each action
changes the order once however often it is pressed. On SQLite and PostgreSQL."""

import asyncio
import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

from aiohttp import ClientResponse
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.testing_clock import FakeClock
from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import csrf, sign_in
from modules.backoffice.tests.orders.shop import STAFF, buy, confirm_and_provision, shopper


async def test_staff_cancel_an_unpaid_order_once_however_often_they_press(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERCANC1")
    await buy(store, headers, "ORDERPAID1")
    await confirm_and_provision(store, container, "ORDERPAID1")
    token = await csrf(store)

    answers = await asyncio.gather(
        *(
            store.post(
                "/admin/orders/ORDERCANC1/cancel",
                data={"csrf_token": token},
                allow_redirects=False,
            )
            for _ in range(20)
        )
    )
    paid = await store.post(
        "/admin/orders/ORDERPAID1/cancel", data={"csrf_token": token}, allow_redirects=False
    )
    outcomes = [parse_qs(urlsplit(answer.headers["Location"]).query) for answer in answers]
    mine = await store.get("/api/order", headers=headers)
    statuses = {order["order_id"]: order["status"] for order in (await mine.json())["data"]}

    assert (
        sorted(outcome.get("notice", ["-"])[0] for outcome in outcomes).count("order_cancelled")
        == 1
    )
    assert statuses == {"ORDERCANC1": "expired", "ORDERPAID1": "provisioned"}
    history = await container.orders.repository().transitions("ORDERCANC1")
    assert [row.cause.value for row in history].count("staff_cancelled") == 1
    assert await AuditEntry.filter(action="order.cancel").count() == 1
    assert "problem=order_not_cancelled" in paid.headers["Location"]
    page = await (await store.get(paid.headers["Location"])).text()
    assert "tidak bisa dibatalkan" in page
    # The waiting transfer is closed: the dashboard no longer asks anyone to confirm it.
    assert "ORDERCANC1" not in await (await store.get("/admin")).text()


async def test_a_failed_provisioning_is_tried_again_and_may_fail_again(
    store: TestClient, container: Container, identity_account: Any, telco_simulator: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERFAIL1")
    telco_simulator.state.failure_rate = 1.0
    await confirm_and_provision(store, container, "ORDERFAIL1")
    failed = await (await store.get("/admin/orders/ORDERFAIL1")).text()
    token = await csrf(store)

    again = await store.post("/admin/orders/ORDERFAIL1/retry", data={"csrf_token": token})
    await container.job_runner().run_until_idle()
    failed_again = await (await store.get("/admin/orders/ORDERFAIL1")).text()
    telco_simulator.state.failure_rate = 0.0
    await store.post("/admin/orders/ORDERFAIL1/retry", data={"csrf_token": token})
    await container.job_runner().run_until_idle()
    done = await store.get("/admin/orders/ORDERFAIL1")
    twice = await store.post(
        "/admin/orders/ORDERFAIL1/retry", data={"csrf_token": token}, allow_redirects=False
    )

    assert "Gagal diproses" in failed
    assert "Coba proses lagi" in failed
    assert "dikirim lagi ke operator" in await again.text()
    assert "Gagal diproses" in failed_again  # the second failure reached the order too
    assert "Selesai" in await done.text()
    assert "problem=order_not_retried" in twice.headers["Location"]
    causes = [
        row.cause.value
        for row in await container.orders.repository().transitions("ORDERFAIL1")
        if row.cause.value in ("provision_failed", "provision_retry", "provisioned")
    ]
    assert causes == [
        "provision_failed",
        "provision_retry",
        "provision_failed",
        "provision_retry",
        "provisioned",
    ]
    assert await AuditEntry.filter(action="order.retry_provisioning").count() == 2


async def blank_then_twenty(
    store: TestClient, action: str, token: str, reference: str
) -> list[ClientResponse]:
    """An action that needs a reference: once with a blank one, then twenty presses at once."""
    blank = await store.post(
        action, data={"csrf_token": token, "reference": " "}, allow_redirects=False
    )
    presses = await asyncio.gather(
        *(
            store.post(
                action,
                data={"csrf_token": token, "reference": reference},
                allow_redirects=False,
            )
            for _ in range(20)
        )
    )
    return [blank, *presses]


async def test_staff_refund_an_order_that_cannot_be_fulfilled_once_with_its_reference(
    store: TestClient, container: Container, identity_account: Any, telco_simulator: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERREFD1")
    telco_simulator.state.failure_rate = 1.0
    await confirm_and_provision(store, container, "ORDERREFD1")
    failed = await (await store.get("/admin/orders/ORDERREFD1")).text()
    token = await csrf(store)

    blank, *answers = await blank_then_twenty(
        store, "/admin/orders/ORDERREFD1/refund", token, "BCA-TRF-0042"
    )
    refunded = await (await store.get("/admin/orders/ORDERREFD1")).text()

    assert "Tandai dana sudah dikembalikan" in failed
    assert "problem=refund_reference_missing" in blank.headers["Location"]
    outcomes = [answer.headers["Location"] for answer in answers]
    assert sum("notice=order_refunded" in where for where in outcomes) == 1
    assert sum("problem=order_not_refunded" in where for where in outcomes) == 19
    assert "Dana dikembalikan" in refunded
    assert "Tandai dana sudah dikembalikan" not in refunded
    (entry,) = await AuditEntry.filter(action="order.refund")
    assert entry.after == {"status": "refunded", "reference": "BCA-TRF-0042"}


async def test_the_esim_e_mail_is_sent_again_to_the_buyer(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERMAIL1")
    await buy(store, headers, "ORDERMAIL2")
    await confirm_and_provision(store, container, "ORDERMAIL1")
    outbox = container.notifications.service()
    sent_before = [mail.kind.value for mail in await outbox.outbox(recipient="uid-ani@example.com")]
    token = await csrf(store)

    resent = await store.post("/admin/orders/ORDERMAIL1/resend", data={"csrf_token": token})
    unpaid = await store.post(
        "/admin/orders/ORDERMAIL2/resend", data={"csrf_token": token}, allow_redirects=False
    )
    mails = await outbox.outbox(recipient="uid-ani@example.com")

    assert "E-mail eSIM order ORDERMAIL1 dikirim ulang." in await resent.text()
    assert [mail.kind.value for mail in mails].count("esim_ready") == sent_before.count(
        "esim_ready"
    ) + 1
    assert "problem=order_not_resent" in unpaid.headers["Location"]
    (entry,) = await AuditEntry.filter(action="order.resend_esim")
    assert (entry.actor, entry.subject) == (STAFF, "ORDERMAIL1")


async def test_the_dashboard_adds_up_the_orders_paid_today_and_those_needing_care(
    store: TestClient,
    container: Container,
    identity_account: Any,
    telco_simulator: Any,
    clock: FakeClock,
) -> None:
    # 21:00 UTC is 04:00 WIB the next day: the day the store counts is Jakarta's.
    clock.now = clock.now.replace(hour=21)
    container.backoffice.clock().now = clock.now
    await sign_in(store, STAFF)  # the session began in the morning: a new one for the evening
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERDASH1")
    await buy(store, headers, "ORDERDASH2")
    await buy(store, headers, "ORDERDASH3")
    await confirm_and_provision(store, container, "ORDERDASH1")
    telco_simulator.state.failure_rate = 1.0
    await confirm_and_provision(store, container, "ORDERDASH2")

    html = await (await store.get("/admin")).text()
    today = html[html.index("Hari ini (WIB)") : html.index("Minggu ini")]

    assert re.search(r"Pendapatan</dt><dd[^>]*>Rp\. 208\.000</dd>", today)
    assert re.search(r"Order dibayar</dt><dd>2</dd>", today)
    assert re.search(r"Order dibuat</dt><dd>3</dd>", today)
    assert re.search(r"Gagal diproses</a></dt><dd[^>]*>1</dd>", html)


async def test_money_for_a_closed_order_waits_on_the_dashboard_until_settled(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERLATE1")
    token = await csrf(store)
    await store.post("/admin/orders/ORDERLATE1/cancel", data={"csrf_token": token})
    # The transfer arrives after all, and staff record it: the order stays closed.
    await container.payments.service().confirm_offline_payment(order_id="ORDERLATE1")
    await container.job_runner().run_until_idle()

    dashboard = await (await store.get("/admin")).text()
    page = await (await store.get("/admin/orders/ORDERLATE1")).text()
    blank, *answers = await blank_then_twenty(
        store, "/admin/orders/ORDERLATE1/settle-late", token, "Refund BCA 7788"
    )
    after = await (await store.get("/admin")).text()

    assert "Pembayaran terlambat atau tidak sesuai (1)" in dashboard
    assert "ORDERLATE1" in dashboard
    assert "Tandai sudah ditangani" in page
    assert "problem=settle_reference_missing" in blank.headers["Location"]
    notices = [parse_qs(urlsplit(answer.headers["Location"]).query) for answer in answers]
    assert [n.get("notice") for n in notices].count(["order_settled"]) == 1
    assert "Pembayaran terlambat" not in after
    history = await container.orders.repository().transitions("ORDERLATE1")
    causes = [row.cause.value for row in history]
    assert causes.count("late_payment") == 1
    assert causes.count("late_settled") == 1
    (entry,) = await AuditEntry.filter(action="order.settle_late_payment")
    assert entry.after == {"reference": "Refund BCA 7788"}
