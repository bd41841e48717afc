"""An admin sees the ICCID stock per kind against its threshold, filters the list, and uploads a
CSV: good files are added (once, however often they are sent), a file with any bad line adds
nothing and names each line; staff without the admin role are refused."""

import asyncio
import io
import re
from typing import Any

import pytest
from aiohttp import FormData
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import (
    csrf,
    signed_in_as,
)


def with_check_digit(digits: str) -> str:
    """The ICCID these digits start, with its Luhn check digit (as printed on a card)."""
    total = 0
    for position, digit in enumerate(reversed(digits)):
        value = int(digit) * (2 if position % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return digits + str((10 - total % 10) % 10)


ADMIN = "dewi@kelana.test"
STAFF = "eko@kelana.test"
NEW_ESIM = with_check_digit("896299000000000001")
NEW_SIM = with_check_digit("896299000000000002")


@pytest.fixture
async def admin(seeded_client: TestClient, container: Container) -> TestClient:
    """The store with its seeded stock (200 SIM cards, 200 eSIMs), an admin signed in."""
    return await signed_in_as(seeded_client, container, ADMIN, "admin")


async def upload(client: TestClient, content: bytes, *, token: str | None = None) -> Any:
    form = FormData()
    form.add_field("csrf_token", token or await csrf(client))
    form.add_field("file", io.BytesIO(content), filename="stock.csv", content_type="text/csv")
    return await client.post("/admin/stock", data=form)


def shown_iccids(html: str) -> list[str]:
    return re.findall(r"<tr><td>(89\d{17,18})</td>", html)


async def test_an_admin_uploads_new_stock_and_sees_it(
    admin: TestClient, container: Container
) -> None:
    before = await (await admin.get("/admin/stock")).text()

    added = await upload(
        admin, f"iccid,type,vendor\n{NEW_ESIM},esim,Telkomsel\n{NEW_SIM},physical_sim\n".encode()
    )
    again = await upload(admin, f"{NEW_ESIM},esim\n".encode())
    listed = await (await admin.get("/admin/stock", params={"q": "8962990"})).text()

    assert "200 tersedia" in before
    assert "2 ICCID ditambahkan; 0 sudah ada di stok." in await added.text()
    assert "201 tersedia" in await added.text()
    assert "0 ICCID ditambahkan; 1 sudah ada di stok." in await again.text()
    assert shown_iccids(listed) == sorted([NEW_ESIM, NEW_SIM])
    assert "Telkomsel" in listed
    entries = await AuditEntry.filter(action="stock.import").order_by("id")
    assert [entry.after for entry in entries] == [
        {"added": 2, "already": 0},
        {"added": 0, "already": 1},
    ]
    assert entries[0].actor == ADMIN


async def test_a_file_with_one_bad_line_adds_nothing_and_names_it(
    admin: TestClient, container: Container
) -> None:
    bad = f"iccid,type\n{NEW_ESIM},esim\n8962990000000000019,esim\n{NEW_SIM},sim\n"

    refused = await upload(admin, bad.encode())
    binary = await upload(admin, b"\x89PNG\r\n\x1a\n\xff\xfe")
    empty = await upload(admin, b"   ")
    html = await refused.text()

    assert refused.status == 400
    assert "Tidak ada yang diimpor." in html
    assert "Baris 3: 8962990000000000019 bukan ICCID" in html
    assert "Baris 4: jenis sim harus physical_sim atau esim" in html
    assert "Baris 2" not in html
    assert binary.status == 400
    assert "File ini bukan teks CSV UTF-8" in await binary.text()
    assert empty.status == 400
    assert "Pilih file CSV untuk diunggah." in await empty.text()
    assert shown_iccids(await (await admin.get("/admin/stock?q=8962990")).text()) == []
    assert await AuditEntry.filter(action="stock.import").count() == 0


async def test_twenty_uploads_of_one_file_at_once_add_it_once(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    rows = "".join(
        f"{with_check_digit(f'8962990000000001{n:02d}')},esim\n" for n in range(30)
    ).encode()

    answers = await asyncio.gather(*(upload(admin, rows, token=token) for _ in range(20)))
    added = [
        int(match.group(1))
        for answer in answers
        if (match := re.search(r"(\d+) ICCID ditambahkan", await answer.text()))
    ]

    assert [answer.status for answer in answers] == [200] * 20
    assert sorted(added) == [0] * 19 + [30]
    levels = await container.esim.staff().stock_levels()
    assert {level.kind.value: level.available for level in levels}["esim"] == 230


async def test_the_list_filters_and_pages_through_the_stock(
    admin: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("modules.backoffice.stock.desk.PAGE_SIZE", 3)
    await upload(admin, f"{NEW_ESIM},esim\n{NEW_SIM},physical_sim\n".encode())

    sims = await (
        await admin.get("/admin/stock", params={"kind": "physical_sim", "q": "896299"})
    ).text()
    first = await (await admin.get("/admin/stock", params={"kind": "esim"})).text()
    following = re.search(r'href="/admin/stock\?([^"]+)" rel="next"', first)
    assert following is not None
    second = await (
        await admin.get("/admin/stock?" + following.group(1).replace("&amp;", "&"))
    ).text()
    sold = await (await admin.get("/admin/stock", params={"status": "assigned"})).text()

    assert shown_iccids(sims) == [NEW_SIM]
    assert len(shown_iccids(first)) == 3
    assert shown_iccids(second)[0] > shown_iccids(first)[-1]
    assert "Tidak ada ICCID yang cocok." in sold


async def test_only_an_admin_may_see_or_change_the_stock(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    no_token = await admin.post("/admin/stock", data={"file": "x"})
    await signed_in_as(admin, container, STAFF, "staff")
    staff_token = await csrf(admin)

    seen = await admin.get("/admin/stock")
    sent = await upload(admin, f"{NEW_ESIM},esim\n".encode(), token=staff_token)
    dashboard = await (await admin.get("/admin")).text()

    assert token != staff_token
    assert no_token.status == 403
    assert (seen.status, sent.status) == (403, 403)
    assert "/admin/stock" not in dashboard  # no link to a page staff cannot open


async def test_a_file_over_the_size_limit_is_refused_not_a_crash(admin: TestClient) -> None:
    big = b"89620100000000000016,esim\n" * 60_000  # about 1.6 MB

    answer = await upload(admin, big)

    assert answer.status == 413
    assert "ICCID ditambahkan" not in await answer.text()
