"""Hostile input anywhere in /admin is a 4xx or a page saying what is wrong, never a 500:
dates out of any calendar's range, digits that are not ASCII, overlong values, a CSV field of
200,000 characters. The orders CSV checks its filters before a byte of it is sent."""

import io
from typing import Any

import pytest
from aiohttp import FormData
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.tests.helpers import csrf, signed_in_as

ADMIN = "dewi@kelana.test"
HOSTILE = [
    "²",
    "٣٤",  # Arabic-Indic digits
    chr(0xFF11) + chr(0xFF12),  # full-width digits
    "9" * 40,
    "-1",
    "1e999",
    "0001-01-01",
    "9999-12-31",
    "0001-01-01T00:00",
    "9999-12-31T23:59",
    "0001-01-01T00:00:00+07:00~ABCDE12345",
    "9999-12-31T23:59:59-07:00~ABCDE12345",
    "x" * 5_000,
]
QUERY_NAMES = (
    "q", "status", "method", "type", "from", "to", "after", "before", "view", "active",
    "notice", "problem", "code", "order", "actor", "action", "person", "added", "already",
    "kind", "lng",
)  # fmt: skip
PAGES = (
    "/admin",
    "/admin/orders",
    "/admin/orders/{}",
    "/admin/messages",
    "/admin/messages/{}",
    "/admin/stock",
    "/admin/pickups",
    "/admin/pickups/new",
    "/admin/pickups/{}",
    "/admin/promos",
    "/admin/promos/new",
    "/admin/promos/{}",
    "/admin/catalog",
    "/admin/catalog/products/{}",
    "/admin/catalog/places",
    "/admin/audit",
    "/admin/people",
)
FORMS = (
    "/admin/orders/{}/settle-late",
    "/admin/orders/{}/refund",
    "/admin/orders/{}/cancel",
    "/admin/orders/{}/retry",
    "/admin/orders/{}/resend",
    "/admin/orders/{}/delivery",
    "/admin/payments/{}/confirm",
    "/admin/messages/{}/reply",
    "/admin/messages/{}/answered",
    "/admin/pickups",
    "/admin/pickups/{}",
    "/admin/pickups/{}/pause",
    "/admin/pickups/{}/resume",
    "/admin/promos",
    "/admin/promos/{}",
    "/admin/promos/{}/pause",
    "/admin/promos/{}/resume",
    "/admin/catalog/products",
    "/admin/catalog/products/{}",
    "/admin/catalog/countries",
    "/admin/catalog/regions/{}",
    "/admin/people",
    "/admin/stock",
)
FORM_FIELDS = (
    "reference", "body", "name", "name_en", "id", "code", "city", "address", "latitude",
    "longitude", "opening_hours", "available", "kind", "type", "amount", "start_date",
    "expiry_date", "min_total_idr", "max_discount_idr", "usage_limit", "country_codes",
    "product_ids", "product_types", "product_id", "scope", "location_code", "note", "note_en",
    "data_gb", "network", "operators", "item_0_validity_days", "item_0_price_idr",
    "item_0_name", "item_0_plan_id", "email", "role", "back", "status", "step", "courier",
    "tracking_number",
)  # fmt: skip


@pytest.fixture
async def admin(seeded_client: TestClient, container: Container) -> TestClient:
    return await signed_in_as(seeded_client, container, ADMIN, "admin")


@pytest.mark.parametrize("value", HOSTILE)
async def test_every_page_answers_hostile_query_values_without_a_500(
    admin: TestClient, value: str
) -> None:
    failures = []
    for path in PAGES:
        address = path.format(value)
        query = dict.fromkeys(QUERY_NAMES, value)
        response = await admin.get(address, params=query, allow_redirects=False)
        if response.status >= 500:
            failures.append((address, response.status))
    assert failures == []


@pytest.mark.parametrize("value", HOSTILE)
async def test_every_form_answers_hostile_fields_without_a_500(
    admin: TestClient, value: str
) -> None:
    token = await csrf(admin)
    failures = []
    for path in FORMS:
        for address in {path.format(value), path.format("DPS-KUTA")}:
            fields = dict.fromkeys(FORM_FIELDS, value)
            response = await admin.post(
                address, data={**fields, "csrf_token": token}, allow_redirects=False
            )
            if response.status >= 500:
                failures.append((address, response.status))
    assert failures == []


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("from", "9999-12-31"),
        ("to", "9999-12-31"),
        ("from", "0001-01-01"),
        ("to", "0001-01-01"),
    ],
)
async def test_the_order_list_refuses_a_date_out_of_range_with_a_400(
    admin: TestClient, name: str, value: str
) -> None:
    response = await admin.get("/admin/orders", params={name: value})

    assert response.status == 400
    assert "Tanggal harus antara 2000-01-01 dan 2099-12-31." in await response.text()


async def test_a_date_of_other_digits_is_a_400(admin: TestClient) -> None:
    response = await admin.get("/admin/orders", params={"from": "²⁰²⁶-08-17"})

    assert response.status == 400
    assert "Tanggal harus berbentuk TTTT-BB-HH." in await response.text()


@pytest.mark.parametrize(
    "after", ["9999-12-31T23:59:59-07:00~ABCDE12345", "0001-01-01T00:00:00+07:00~ABCDE12345"]
)
async def test_a_paging_key_out_of_range_shows_the_newest_orders(
    admin: TestClient, after: str
) -> None:
    response = await admin.get("/admin/orders", params={"after": after})

    assert response.status == 200


@pytest.mark.parametrize("query", [{"from": "9999-12-31"}, {"to": "0001-01-01"}, {"from": "x"}])
async def test_the_orders_csv_checks_its_filters_before_it_streams(
    admin: TestClient, query: dict[str, str]
) -> None:
    response = await admin.get("/admin/orders.csv", params=query)

    assert response.status == 400
    assert response.headers["Content-Type"].startswith("text/html")
    assert "Tanggal harus" in await response.text()


@pytest.mark.parametrize("path", ["/admin/messages/²", "/admin/messages/٣"])
async def test_a_message_id_of_other_digits_is_a_404(admin: TestClient, path: str) -> None:
    response = await admin.get(path)

    assert response.status == 404


async def upload(client: TestClient, content: bytes) -> Any:
    form = FormData()
    form.add_field("csrf_token", await csrf(client))
    form.add_field("file", io.BytesIO(content), filename="stock.csv", content_type="text/csv")
    return await client.post("/admin/stock", data=form)


@pytest.mark.parametrize(
    "content",
    [
        b"iccid,type\n" + b"8" * 200_000 + b",esim\n",
        b'iccid,type\n"' + b"x" * 200_000 + b'",esim\n',
        b"iccid,type\n8962000000000000003,esim,\x00\n",
    ],
)
async def test_a_stock_file_csv_cannot_read_is_refused_with_a_400(
    admin: TestClient, container: Container, content: bytes
) -> None:
    before = await container.esim.staff().stock_levels()

    response = await upload(admin, content)

    assert response.status == 400
    page = await response.text()
    assert "Tidak ada yang diimpor" in page
    assert "tidak terbaca sebagai CSV" in page or "bukan ICCID" in page
    assert await container.esim.staff().stock_levels() == before


async def test_every_form_answers_a_200000_character_field_without_a_500(
    admin: TestClient,
) -> None:
    token = await csrf(admin)
    failures = []
    for path in FORMS:
        for name in ("body", "name", "reference", "address", "amount", "email"):
            response = await admin.post(
                path.format("DPS-KUTA"),
                data={name: "x" * 200_000, "csrf_token": token},
                allow_redirects=False,
            )
            if response.status >= 500:
                failures.append((path, name, response.status))
    assert failures == []


@pytest.mark.parametrize("value", [*HOSTILE, "x" * 200_000])
async def test_the_sign_in_form_answers_hostile_values_without_a_500(
    client: TestClient, value: str
) -> None:
    await client.get("/admin/login")

    response = await client.post(
        "/admin/login",
        data={"login_token": value, "email": value, "password": value},
        allow_redirects=False,
    )

    assert response.status < 500
