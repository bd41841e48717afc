"""An admin lists the promos with their use, creates one (times in WIB), edits it, pauses it (the
store refuses the code and hides its banner until it is resumed); bad fields are named; staff
without the admin role are refused."""

import asyncio
import re
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import (
    csrf,
    edit_form,
    signed_in_as,
)

ADMIN = "fajar@kelana.test"
JP_ESIM = "jp-esim-5gb-5d"


@pytest.fixture
async def admin(seeded_client: TestClient, container: Container) -> TestClient:
    return await signed_in_as(seeded_client, container, ADMIN, "admin")


def promo_form(token: str, **changes: str) -> dict[str, str]:
    return {
        "csrf_token": token,
        "code": "LIBURAN25",
        "name": "Liburan akhir tahun",
        "type": "percent",
        "amount": "25",
        "start_date": "2026-08-01T00:00",
        "expiry_date": "2026-12-31T23:59",
        "min_total_idr": "50.000",
        "max_discount_idr": "30000",
        "usage_limit": "100",
        "country_codes": "jp, kr",
        "product_ids": JP_ESIM,
        "public": "on",
        **changes,
    }


async def check(client: TestClient, code: str) -> tuple[int, dict[str, Any]]:
    answer = await client.get(
        f"/api/promos/{code}/validate", params={"total_amount": "104000", "product_id": JP_ESIM}
    )
    return answer.status, await answer.json()


async def test_an_admin_creates_a_promo_and_the_store_applies_it(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)

    created = await admin.post("/admin/promos", data=promo_form(token), allow_redirects=False)
    page = await admin.get(created.headers["Location"])
    status, validated = await check(admin, "liburan25")
    listing = await (await admin.get("/admin/promos")).text()

    assert created.headers["Location"] == "/admin/promos/LIBURAN25?notice=promo_saved"
    assert "Promo LIBURAN25 disimpan." in await page.text()
    assert 'value="2026-08-01T00:00"' in await page.text()  # shown back in WIB
    assert status == 200, validated
    assert validated["data"]["discount"] == 26_000  # 25% of 104.000
    assert "LIBURAN25" in listing
    draft = await container.promos.service().draft(code="LIBURAN25")
    assert draft.start_date.isoformat() == "2026-07-31T17:00:00+00:00"  # 00:00 WIB
    assert draft.min_total_idr == 50_000
    assert draft.country_codes == ("JP", "KR")
    (entry,) = await AuditEntry.filter(action="promo.create")
    assert (entry.actor, entry.subject, entry.after["amount"]) == (ADMIN, "LIBURAN25", 25)


async def test_pausing_a_promo_stops_it_until_it_is_resumed(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    await admin.post("/admin/promos", data=promo_form(token))

    answers = await asyncio.gather(
        *(
            admin.post("/admin/promos/LIBURAN25/pause", data={"csrf_token": token})
            for _ in range(20)
        )
    )
    paused_status, paused = await check(admin, "LIBURAN25")
    banners = await (await admin.get("/api/promos")).json()
    await admin.post("/admin/promos/LIBURAN25/resume", data={"csrf_token": token})
    resumed_status, _ = await check(admin, "LIBURAN25")

    assert [answer.status for answer in answers] == [200] * 20
    assert paused_status == 400
    assert paused["data"]["code"] == "promo_paused"
    assert "LIBURAN25" not in [promo["code"] for promo in banners["data"]["promos"]]
    assert resumed_status == 200
    assert await AuditEntry.filter(action="promo.pause").count() == 1
    assert await AuditEntry.filter(action="promo.resume").count() == 1


async def test_an_edit_keeps_the_code_and_its_use_and_is_audited(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    await admin.post("/admin/promos", data=promo_form(token))

    opened = await edit_form(admin, "/admin/promos/LIBURAN25")

    saved = await admin.post(
        "/admin/promos/LIBURAN25",
        data=promo_form(token, code="SOMETHINGELSE", type="fixed", amount="20000", **opened),
    )
    status, validated = await check(admin, "LIBURAN25")

    assert "Promo LIBURAN25 disimpan." in await saved.text()
    assert status == 200
    assert validated["data"]["discount"] == 20_000
    assert (await check(admin, "SOMETHINGELSE"))[0] == 404
    (entry,) = await AuditEntry.filter(action="promo.update")
    assert (entry.before["type"], entry.after["type"]) == ("percent", "fixed")


async def test_bad_fields_are_named_and_nothing_is_saved(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    await admin.post("/admin/promos", data=promo_form(token))

    bad = await admin.post(
        "/admin/promos",
        data=promo_form(
            token,
            code="x!",
            amount="150",
            expiry_date="2026-07-01T00:00",
            usage_limit="-3",
            max_discount_idr="9" * 40,
        ),
    )
    unknown_country = await admin.post(
        "/admin/promos", data=promo_form(token, code="NEGARA", country_codes="ZZ")
    )
    taken = await admin.post("/admin/promos", data=promo_form(token))
    html = await bad.text()

    assert bad.status == 400
    for named in (
        "Kode: 3 sampai 32 huruf besar atau angka.",
        "Berakhir: harus setelah waktu mulai.",
        "Kuota pemakaian: angka bulat, minimal 1.",
        "Diskon maksimal: angka Rupiah.",
    ):
        assert named in html, named
    assert unknown_country.status == 400
    assert "Negara: kode dua huruf yang ada di katalog." in await unknown_country.text()
    assert taken.status == 409
    assert "Kode LIBURAN25 sudah dipakai promo lain." in await taken.text()
    codes = [summary.code for summary in await container.promos.service().summaries()]
    assert "NEGARA" not in codes
    assert await AuditEntry.filter(action="promo.create").count() == 1


async def test_twenty_creations_of_one_code_at_once_make_one_promo(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)

    answers = await asyncio.gather(
        *(
            admin.post("/admin/promos", data=promo_form(token), allow_redirects=False)
            for _ in range(20)
        )
    )

    assert sorted(answer.status for answer in answers) == [303] + [409] * 19
    assert await AuditEntry.filter(action="promo.create").count() == 1


async def test_only_an_admin_manages_promos(admin: TestClient, container: Container) -> None:
    await signed_in_as(admin, container, "gita@kelana.test", "staff")
    token = await csrf(admin)

    seen = await admin.get("/admin/promos")
    posted = await admin.post("/admin/promos", data=promo_form(token))
    paused = await admin.post("/admin/promos/HUTRI80/pause", data={"csrf_token": token})

    assert [seen.status, posted.status, paused.status] == [403, 403, 403]
    assert not re.search(r'href="/admin/promos"', await (await admin.get("/admin")).text())
