"""Staff find any order (by id, e-mail, phone or ICCID; by status, method, product type and
date), page through them, read one whole, export the list, and act on an order: cancel it unpaid,
provision it again after the telco failed, send its eSIM e-mail again. Real orders, made by a
shopper through the store's API, on SQLite and PostgreSQL."""

import asyncio
import csv
import io
import re
import time
from datetime import timedelta
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import Settings
from core.testing_clock import FakeClock
from modules.accounts.schemas import ProfileChanges
from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import csrf, seeded_and_signed_in, sign_in
from modules.identity.schemas import SignInProvider

STAFF = "sari@kelana.test"
JP_ESIM = "jp-esim-5gb-5d"  # Rp. 104.000
JP_SIM = "jp-sim-5gb-7d"


@pytest.fixture
def settings(make_settings: Any, migrated_database_url: str, telco_simulator: Any) -> Settings:
    # One telco attempt: a refusal fails the order at once, as eight would after their backoff.
    return make_settings(
        database_url=migrated_database_url,
        telco_base_url=telco_simulator.url,
        esim_provision_attempts=1,
    )


@pytest.fixture
def container(container: Container, clock: FakeClock) -> Container:
    # Orders move with the test's clock; the staff member's session keeps its own time.
    container.backoffice.clock.override(providers.Object(FakeClock(clock.now)))
    container.orders.clock.override(providers.Object(clock))
    container.promos.clock.override(providers.Object(clock))
    return container


@pytest.fixture
async def store(client: TestClient, container: Container) -> TestClient:
    """The store with its catalog, promos and stock seeded, and a staff member signed in."""
    return await seeded_and_signed_in(client, container, STAFF, "staff")


class Shopper:
    def __init__(self, client: TestClient, container: Container, uid: str) -> None:
        self.client, self.container, self.uid = client, container, uid
        self.email = f"{uid}@example.com"

    async def headers(self, identity_account: Any) -> dict[str, str]:
        await identity_account(uid=self.uid, email=self.email)
        token = self.container.identity.id_tokens().issue(
            uid=self.uid,
            email=self.email,
            email_verified=True,
            auth_time=int(time.time()),
            provider=SignInProvider.PASSWORD,
        )
        return {"Authorization": f"Bearer {token}"}


async def buy(
    client: TestClient,
    headers: dict[str, str],
    order_id: str,
    *,
    product: str = JP_ESIM,
    method: str = "transfer",
    promo: str | None = None,
) -> None:
    payload = {
        "order_id": order_id,
        "promo_code": promo,
        "order_details": [{"product_id": product, "currency": "IDR", "quantity": 1}],
        "country": "JP",
        "delivery_type": "delivery",
        "pickup_location": None,
        "delivery_address": {
            "street": "Jl. Merdeka 17",
            "city": "Jakarta Pusat",
            "state": "DKI Jakarta",
            "postal_code": "10110",
        },
        "payment_method": method,
    }
    answer = await client.post("/api/order/create", json=payload, headers=headers)
    assert answer.status == 200, await answer.text()


async def shopper(store: TestClient, container: Container, identity_account: Any, uid: str) -> Any:
    person = Shopper(store, container, uid)
    return person, await person.headers(identity_account)


async def confirm_and_provision(store: TestClient, container: Container, order_id: str) -> None:
    token = await csrf(store)
    answer = await store.post(
        f"/admin/payments/{order_id}/confirm",
        data={"csrf_token": token, "reference": "BCA 0042"},
        allow_redirects=False,
    )
    assert answer.status == 303
    await container.job_runner().run_until_idle()


def listed(html: str) -> list[str]:
    """The order ids the list shows, top to bottom."""
    return re.findall(r'href="/admin/orders/([A-Z0-9]{10})"', html)


async def order_list(store: TestClient, **query: str) -> tuple[int, str]:
    answer = await store.get("/admin/orders", params=query)
    return answer.status, await answer.text()


async def test_staff_find_an_order_by_its_id_e_mail_phone_or_iccid(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    ani, ani_headers = await shopper(store, container, identity_account, "uid-ani")
    _budi, budi_headers = await shopper(store, container, identity_account, "uid-budi")
    await buy(store, ani_headers, "ANIORDER01")
    await buy(store, ani_headers, "ANIORDER02", product=JP_SIM, method="cash")
    await buy(store, budi_headers, "BUDIORDER1")
    await container.accounts.service().update_profile(
        uid="uid-budi",
        email="uid-budi@example.com",
        email_verified=True,
        changes=ProfileChanges(phone="0812-3456-7890"),
    )
    await confirm_and_provision(store, container, "BUDIORDER1")
    file = await container.backoffice.desk().order_file("BUDIORDER1")
    iccid = file.provision.iccid

    everything = listed((await order_list(store))[1])
    by_id = listed((await order_list(store, q="aniorder02"))[1])
    by_email = listed((await order_list(store, q=ani.email.upper()))[1])
    by_phone = listed((await order_list(store, q="+62 812 3456 7890"))[1])
    by_iccid = listed((await order_list(store, q=iccid))[1])
    status, nobody = await order_list(store, q="nobody@example.com")

    assert sorted(everything) == ["ANIORDER01", "ANIORDER02", "BUDIORDER1"]
    assert by_id == ["ANIORDER02"]
    assert sorted(by_email) == ["ANIORDER01", "ANIORDER02"]
    assert by_phone == ["BUDIORDER1"]
    assert by_iccid == ["BUDIORDER1"]
    assert status == 200
    assert listed(nobody) == []
    assert "Tidak ada order yang cocok." in nobody


async def test_filters_narrow_the_list_and_pages_run_newest_first(
    store: TestClient,
    container: Container,
    identity_account: Any,
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("modules.backoffice.order_desk.PAGE_SIZE", 2)
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERDAY01")  # 2026-08-17 10:00 WIB
    clock.now += timedelta(days=1)
    await buy(store, headers, "ORDERDAY02", method="cash")
    await buy(store, headers, "ORDERDAY03", product=JP_SIM)
    clock.now += timedelta(days=1)
    await buy(store, headers, "ORDERDAY04", method="gateway")
    await confirm_and_provision(store, container, "ORDERDAY03")

    _, first = await order_list(store)
    older = re.search(r'href="/admin/orders\?([^"]+)" rel="next"', first)
    assert older is not None
    second = await store.get("/admin/orders?" + older.group(1).replace("&amp;", "&"))
    second_html = await second.text()

    assert listed(first) == ["ORDERDAY04", "ORDERDAY03"]
    assert listed(second_html) == ["ORDERDAY02", "ORDERDAY01"]
    assert 'rel="next"' not in second_html
    assert listed((await order_list(store, method="cash"))[1]) == ["ORDERDAY02"]
    assert listed((await order_list(store, type="sim_bundle"))[1]) == ["ORDERDAY03"]
    assert listed((await order_list(store, status="paid"))[1]) == ["ORDERDAY03"], first
    one_day = await order_list(store, **{"from": "2026-08-18", "to": "2026-08-18"})
    assert listed(one_day[1]) == ["ORDERDAY03", "ORDERDAY02"]
    # 2026-08-19 00:00 WIB is 08-18 17:00 UTC: ORDERDAY04 (08-19 03:00 UTC) is on the 19th.
    assert listed((await order_list(store, **{"from": "2026-08-19"}))[1]) == ["ORDERDAY04"]
    combined = await order_list(store, method="transfer", **{"to": "2026-08-17"})
    assert listed(combined[1]) == ["ORDERDAY01"]


async def test_bad_filters_are_told_and_nothing_breaks(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERBAD01")

    bad_date = await order_list(store, **{"from": "17/08/2026"})
    answers = [
        await store.get("/admin/orders", params={"q": "x" * 4_000, "status": "<script>"}),
        await store.get("/admin/orders", params={"after": "not-a-cursor~'; DROP"}),
        await store.get(
            "/admin/orders",
            params={"q": "\udcff".encode("utf-8", "surrogatepass").decode("latin-1")},
        ),
        await store.get("/admin/orders/%00%FF"),
        await store.get("/admin/orders", params={"q": "ani\x00@example.com"}),
        await store.get("/admin/orders.csv", params={"to": "2026-99-99"}),
    ]
    bodies = [await answer.read() for answer in answers]  # each answer whole, the CSV too

    assert bad_date[0] == 400
    assert "Tanggal harus berbentuk TTTT-BB-HH." in bad_date[1]
    assert [answer.status for answer in answers] == [200, 200, 200, 400, 400, 200]
    assert listed(bodies[1].decode()) == ["ORDERBAD01"]  # a bad cursor: the first page
    assert (await store.get("/admin/orders/NOT-AN-ID")).status == 404


async def test_an_order_page_shows_everything_known_of_it(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERFULL1")
    before = await (await store.get("/admin/orders/orderfull1")).text()
    await confirm_and_provision(store, container, "ORDERFULL1")

    answer = await store.get("/admin/orders/ORDERFULL1")
    html = await answer.text()

    assert "Menunggu pembayaran" in before
    assert "Konfirmasi pembayaran" in before
    assert "Batalkan order yang belum dibayar" in before
    assert answer.status == 200
    for shown in (
        "eSIM Jepang",
        "Rp. 104.000",
        "uid-ani@example.com",
        "Jl. Merdeka 17, Jakarta Pusat, DKI Jakarta 10110",
        "Transfer bank",
        "payment_paid",
        "provision_started",
        "provisioned",
        "esim.provision",
        "sudah terbit",
        "Kirim ulang e-mail eSIM",
    ):
        assert shown in html, shown
    assert "Konfirmasi pembayaran" not in html  # paid: nothing left to confirm
    assert "LPA:1$" not in html  # staff never see the activation code itself
    assert (await store.get("/admin/orders/NOSUCHORD1")).status == 404


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
    history = await container.orders.service().transitions(order_id="ORDERCANC1")
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
    assert "Coba proses eSIM lagi" in failed
    assert "dikirim lagi ke operator" in await again.text()
    assert "Gagal diproses" in failed_again  # the second failure reached the order too
    assert "Selesai" in await done.text()
    assert "problem=order_not_retried" in twice.headers["Location"]
    causes = [
        row.cause.value
        for row in await container.orders.service().transitions(order_id="ORDERFAIL1")
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


async def test_the_filtered_list_downloads_as_csv(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERCSV01")
    await buy(store, headers, "ORDERCSV02", method="cash")

    answer = await store.get("/admin/orders.csv", params={"method": "cash"})
    body = await answer.read()
    rows = list(csv.reader(io.StringIO(body.decode("utf-8-sig"))))

    assert answer.status == 200
    assert answer.headers["Content-Type"].startswith("text/csv")
    assert "attachment" in answer.headers["Content-Disposition"]
    assert rows[0][:3] == ["order_id", "created_at_wib", "status"]
    assert [row[0] for row in rows[1:]] == ["ORDERCSV02"]
    assert (rows[1][3], rows[1][8]) == ("cash", "104000")
    assert rows[1][10] == "uid-ani@example.com"
    (entry,) = await AuditEntry.filter(action="orders.export")
    assert entry.after == {"method": "cash"}


async def test_a_shopper_and_a_form_without_its_token_are_refused(
    store: TestClient, container: Container, identity_account: Any
) -> None:
    _ani, headers = await shopper(store, container, identity_account, "uid-ani")
    await buy(store, headers, "ORDERSAFE1")
    no_token = await store.post("/admin/orders/ORDERSAFE1/cancel", data={})
    store.session.cookie_jar.clear()  # the shopper's own browser: no back office session

    as_shopper = [
        (await store.request(method, path, headers=headers, allow_redirects=False)).status
        for method, path in (
            ("GET", "/admin/orders"),
            ("GET", "/admin/orders.csv"),
            ("GET", "/admin/orders/ORDERSAFE1"),
            ("POST", "/admin/orders/ORDERSAFE1/cancel"),
        )
    ]

    assert as_shopper == [403] * 4
    assert no_token.status == 403
    mine = await store.get("/api/order", headers=headers)
    assert (await mine.json())["data"][0]["status"] == "awaiting_payment"


def test_a_csv_cell_a_spreadsheet_would_run_is_written_as_text() -> None:
    from modules.backoffice.order_desk import _cell  # noqa: PLC0415

    assert [_cell(value) for value in ("=1+1", "+62", "@SUM", "-5", "Ani", 104000)] == [
        "'=1+1",
        "'+62",
        "'@SUM",
        "'-5",
        "Ani",
        104000,
    ]


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
    blank = await store.post(
        "/admin/orders/ORDERLATE1/settle-late",
        data={"csrf_token": token, "reference": " "},
        allow_redirects=False,
    )
    answers = await asyncio.gather(
        *(
            store.post(
                "/admin/orders/ORDERLATE1/settle-late",
                data={"csrf_token": token, "reference": "Refund BCA 7788"},
                allow_redirects=False,
            )
            for _ in range(20)
        )
    )
    after = await (await store.get("/admin")).text()

    assert "Pembayaran terlambat atau tidak sesuai (1)" in dashboard
    assert "ORDERLATE1" in dashboard
    assert "Tandai sudah ditangani" in page
    assert "problem=settle_reference_missing" in blank.headers["Location"]
    notices = [parse_qs(urlsplit(answer.headers["Location"]).query) for answer in answers]
    assert [n.get("notice") for n in notices].count(["order_settled"]) == 1
    assert "Pembayaran terlambat" not in after
    history = await container.orders.service().transitions(order_id="ORDERLATE1")
    causes = [row.cause.value for row in history]
    assert causes.count("late_payment") == 1
    assert causes.count("late_settled") == 1
    (entry,) = await AuditEntry.filter(action="order.settle_late_payment")
    assert entry.after == {"reference": "Refund BCA 7788"}
