"""An admin edits the catalog from the back office and the store shows it at once, no restart:
a product's texts and prices, taking it off sale, a new product, a region's countries, a new
country. Bad fields are named; staff without the admin role are refused."""

import asyncio
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import (
    csrf,
    edit_form,
    opened_at,
    signed_in_as,
)

ADMIN = "indra@kelana.test"
JP_ESIM = "jp-esim-5gb-5d"


@pytest.fixture
async def admin(seeded_client: TestClient, container: Container) -> TestClient:
    return await signed_in_as(seeded_client, container, ADMIN, "admin")


async def api(client: TestClient, path: str, *, status: int = 200, **headers: str) -> Any:
    answer = await client.get(path, headers=headers)
    body = await answer.json()
    assert answer.status == status, body
    return body["data"]


def product_form(token: str, **changes: str) -> dict[str, str]:
    return {
        "csrf_token": token,
        "product_id": "jp-esim-20gb-30d",
        "type": "esim_bundle",
        "scope": "country",
        "location_code": "jp",
        "name": "eSIM Jepang 20GB 30 Hari",
        "name_en": "Japan eSIM 20GB 30 days",
        "note": "Untuk perjalanan panjang",
        "note_en": "",
        "active": "on",
        "data_gb": "20",
        "network": "4G/5G",
        "hotspot": "on",
        "operators": "Docomo, SoftBank",
        "item_0_name": "Paket 20GB",
        "item_0_description": "20GB selama 30 hari",
        "item_0_validity_days": "30",
        "item_0_price_idr": "350.000",
        **changes,
    }


async def test_an_edited_price_and_name_reach_the_store_at_once(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    form = await (await admin.get(f"/admin/catalog/products/{JP_ESIM}")).text()
    before = await api(admin, f"/api/products/{JP_ESIM}")

    saved = await admin.post(
        f"/admin/catalog/products/{JP_ESIM}",
        data=product_form(
            token,
            **opened_at(form),
            product_id="ignored",
            location_code="KR",
            name="eSIM Jepang 5GB Hemat",
            name_en="Japan eSIM 5GB Saver",
            item_0_price_idr="99000",
        ),
    )
    after = await api(admin, f"/api/products/{JP_ESIM}")
    english = await api(admin, f"/api/products/{JP_ESIM}?lang=en")

    assert 'name="item_0_price_idr"' in form
    assert "Produk disimpan" in await saved.text()
    assert before["name"] != "eSIM Jepang 5GB Hemat"
    assert after["name"] == "eSIM Jepang 5GB Hemat"
    assert after["price"] == [{"currency": "IDR", "amount": 99_000}]
    assert after["location_code"] == "JP"  # where it is listed does not change
    assert english["name"] == "Japan eSIM 5GB Saver"
    (entry,) = await AuditEntry.filter(action="catalog.product.update")
    assert entry.before["items"][0]["price_idr"] != 99_000
    assert entry.after["items"][0]["price_idr"] == 99_000


async def test_a_product_off_sale_leaves_the_store_and_a_new_one_arrives(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    jp_before = [
        p["product_id"] for p in (await api(admin, "/api/products/country/JP"))["products"]
    ]

    path = f"/admin/catalog/products/{JP_ESIM}"
    off = product_form(token, name="eSIM Jepang 5GB 5 Hari", **await edit_form(admin, path))
    del off["active"]
    await admin.post(f"/admin/catalog/products/{JP_ESIM}", data=off)
    created = await admin.post(
        "/admin/catalog/products", data=product_form(token), allow_redirects=False
    )
    jp_after = [p["product_id"] for p in (await api(admin, "/api/products/country/JP"))["products"]]
    listing = await (await admin.get("/admin/catalog", params={"active": "no"})).text()

    assert JP_ESIM in jp_before
    assert JP_ESIM not in jp_after
    assert "jp-esim-20gb-30d" in jp_after
    assert created.headers["Location"] == (
        "/admin/catalog/products/jp-esim-20gb-30d?notice=product_saved"
    )
    new = await api(admin, "/api/products/jp-esim-20gb-30d")
    assert new["price"] == [{"currency": "IDR", "amount": 350_000}]
    assert JP_ESIM in listing  # the back office still lists what is off sale


async def test_twenty_creations_of_one_product_id_make_one(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)

    answers = await asyncio.gather(
        *(
            admin.post("/admin/catalog/products", data=product_form(token), allow_redirects=False)
            for _ in range(20)
        )
    )

    assert sorted(answer.status for answer in answers) == [303] + [409] * 19
    assert await AuditEntry.filter(action="catalog.product.create").count() == 1


async def test_regions_and_countries_change_the_store(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)
    asia = next(r for r in await api(admin, "/api/regions") if r["code"] == "ASIA")

    await admin.post(
        "/admin/catalog/regions/ASIA",
        data={
            "csrf_token": token,
            "name_id": "Asia Raya",
            "name_en": "Greater Asia",
            "countries": "JP, KR",
            "available": "on",
        },
    )
    await admin.post(
        "/admin/catalog/countries",
        data={"csrf_token": token, "code": "is", "name_id": "Islandia", "name_en": "Iceland"},
    )
    regions = {r["code"]: r for r in await api(admin, "/api/regions")}
    countries = {c["code"]: c for c in await api(admin, "/api/countries")}

    assert len(asia["countries"]) > 2
    assert regions["ASIA"]["name_id"] == "Asia Raya"
    assert regions["ASIA"]["countries"] == ["JP", "KR"]
    assert countries["IS"]["name_en"] == "Iceland"
    assert await AuditEntry.filter(action="catalog.country.create").count() == 1


async def test_bad_fields_are_named_and_nothing_changes(
    admin: TestClient, container: Container
) -> None:
    token = await csrf(admin)

    bad = await admin.post(
        "/admin/catalog/products",
        data=product_form(
            token,
            product_id="Bad Id!",
            name="",
            item_0_validity_days="0",
            item_0_price_idr="-5",
            operators=",".join(["X"] * 21),
        ),
    )
    nowhere = await admin.post(
        "/admin/catalog/products", data=product_form(token, location_code="ZZ")
    )
    no_items = await admin.post(
        "/admin/catalog/products",
        data=product_form(
            token,
            item_0_name="",
            item_0_validity_days="",
            item_0_price_idr="",
            item_0_description="",
        ),
    )
    reserved = await admin.post(
        "/admin/catalog/products", data=product_form(token, product_id="new")
    )
    region = await admin.post(
        "/admin/catalog/regions/ASIA",
        data={"csrf_token": token, "name_id": "A", "name_en": "A", "countries": "ZZ"},
    )
    html = await bad.text()

    assert bad.status == 400
    for named in (
        "ID produk: huruf kecil, angka dan tanda minus (3 sampai 64).",
        "Nama (Indonesia): wajib diisi.",
        "Item 1: isi nama, masa berlaku 1 sampai 3650 hari dan harga.",
        "Operator: maksimal 20, masing-masing 1 sampai 40 karakter.",
    ):
        assert named in html, named
    assert nowhere.status == 400
    assert "Lokasi: kode negara atau region yang ada di katalog." in await nowhere.text()
    assert "Produk perlu minimal satu item." in await no_items.text()
    assert reserved.status == 400
    assert region.status == 400
    assert "Negara region: kode dua huruf yang ada di katalog." in await region.text()
    assert (await admin.get("/admin/catalog/products/nope-nope")).status == 404
    assert await AuditEntry.filter(action__startswith="catalog.").count() == 0


async def test_only_an_admin_edits_the_catalog(admin: TestClient, container: Container) -> None:
    await signed_in_as(admin, container, "joko@kelana.test", "staff")
    token = await csrf(admin)

    answers = [
        await admin.get("/admin/catalog"),
        await admin.post(f"/admin/catalog/products/{JP_ESIM}", data=product_form(token)),
        await admin.post("/admin/catalog/countries", data={"csrf_token": token, "code": "IS"}),
    ]

    assert [answer.status for answer in answers] == [403, 403, 403]


async def test_the_new_product_page_opens_with_an_empty_form(admin: TestClient) -> None:
    page = await admin.get("/admin/catalog/products/new")

    assert page.status == 200, await page.text()
    text = await page.text()
    assert 'name="product_id"' in text
