"""Staff find any order (by id, e-mail, phone or ICCID; by status, method, product type and
date), page through them, read one whole and export the list; a shopper and a form without its
token are refused. On SQLite and PostgreSQL."""

import csv
import hashlib
import hmac
import io
import json
import re
from datetime import timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import DEV_TELCO_WEBHOOK_SECRET
from core.testing_clock import FakeClock
from modules.accounts.schemas import ProfileChanges
from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.orders.shop import (
    JP_SIM,
    buy,
    confirm_and_provision,
    listed,
    order_list,
    shopper,
)


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
    monkeypatch.setattr("modules.backoffice.orders.desk.PAGE_SIZE", 2)
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
    assert [answer.status for answer in answers] == [200, 200, 200, 400, 400, 400]
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
        'data-install-state="not_installed">Belum dipasang<',
    ):
        assert shown in html, shown
    assert "Konfirmasi pembayaran" not in html  # paid: nothing left to confirm
    assert "LPA:1$" not in html  # staff never see the activation code itself

    # The telco says the buyer installed it: staff see on which phone.
    (iccid,) = re.findall(r"<dd>(89\d{17,18})</dd>", html)
    event = json.dumps(
        {
            "event_id": "EVT-FULL1",
            "iccid": iccid,
            "event": "profile.installed",
            "occurred_at": "2026-11-28T10:00:00+07:00",
            "device": {"make": "Apple", "model": "iPhone 15"},
        }
    ).encode()
    signed = hmac.new(DEV_TELCO_WEBHOOK_SECRET.encode(), event, hashlib.sha256).hexdigest()
    told = await store.post(
        "/api/telco/events",
        data=event,
        headers={"Content-Type": "application/json", "X-Telco-Signature": f"sha256={signed}"},
    )
    after = await (await store.get("/admin/orders/ORDERFULL1")).text()
    assert told.status == 200
    assert 'data-install-state="installed">Terpasang di Apple iPhone 15<' in after
    assert (await store.get("/admin/orders/NOSUCHORD1")).status == 404


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
    from modules.backoffice.orders.export import _cell  # noqa: PLC0415

    assert [_cell(value) for value in ("=1+1", "+62", "@SUM", "-5", "Ani", 104000)] == [
        "'=1+1",
        "'+62",
        "'@SUM",
        "'-5",
        "Ani",
        104000,
    ]
