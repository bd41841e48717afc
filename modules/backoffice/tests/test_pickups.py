"""Staff keep the pickup points: create one (it is offered at checkout for the product types it
serves, and shown on the map), edit it, pause it (the checkout stops offering it and new orders
cannot name it) and reopen it; bad fields are named."""

import asyncio
import re
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import csrf, signed_in_as

STAFF = "hana@kelana.test"


@pytest.fixture
async def staff(seeded_client: TestClient, container: Container) -> TestClient:
    return await signed_in_as(seeded_client, container, STAFF, "staff")


def point_form(token: str, **changes: Any) -> list[tuple[str, str]]:
    values: dict[str, Any] = {
        "csrf_token": token,
        "id": "lop-labuan",
        "name": "Kelana Labuan Bajo",
        "address": "Jl. Soekarno Hatta 5",
        "city": "Labuan Bajo",
        "latitude": "-8,4964",
        "longitude": "119.8877",
        "opening_hours": "Setiap hari 08.00-20.00",
        "product_types": ["sim_bundle", "esim_bundle"],
        **changes,
    }
    pairs = []
    for name, value in values.items():
        pairs.extend((name, item) for item in (value if isinstance(value, list) else [value]))
    return pairs


async def offered(client: TestClient, product_type: str) -> list[str]:
    answer = await client.get(
        "/api/pickup-locations/product", params={"product_type": product_type}
    )
    body = await answer.json()
    assert answer.status == 200, body
    return [point["id"] for point in body["data"]["pickup_locations"]]


async def test_a_new_pickup_point_is_offered_and_drawn_on_the_map(
    staff: TestClient, container: Container
) -> None:
    token = await csrf(staff)

    created = await staff.post("/admin/pickups", data=point_form(token), allow_redirects=False)
    page = await (await staff.get(created.headers["Location"])).text()
    listing = await (await staff.get("/admin/pickups")).text()

    assert created.headers["Location"] == "/admin/pickups/LOP-LABUAN?notice=pickup_saved"
    assert "Lokasi disimpan." in page
    assert 'cx="119.8877" cy="8.4964"' in page  # x = longitude, y = -latitude
    assert "openstreetmap.org/?mlat=-8.4964&amp;mlon=119.8877" in page
    assert "LOP-LABUAN" in await offered(staff, "sim_bundle")
    assert "LOP-LABUAN" in await offered(staff, "esim_bundle")
    assert "LOP-LABUAN" not in await offered(staff, "data_package")
    assert len(re.findall(r"<circle ", listing)) >= 10  # the seeded points and the new one
    (entry,) = await AuditEntry.filter(action="pickup.create")
    assert entry.after["latitude"] == -8.4964


async def test_a_paused_point_is_not_offered_until_it_reopens(
    staff: TestClient, container: Container
) -> None:
    token = await csrf(staff)

    answers = await asyncio.gather(
        *(
            staff.post("/admin/pickups/DPS-KUTA/pause", data={"csrf_token": token})
            for _ in range(20)
        )
    )
    while_paused = await offered(staff, "sim_bundle")
    exists = await container.locations.service().pickup_location_exists(location_id="DPS-KUTA")
    await staff.post("/admin/pickups/DPS-KUTA/resume", data={"csrf_token": token})

    assert [answer.status for answer in answers] == [200] * 20
    assert "DPS-KUTA" not in while_paused
    assert exists is False  # a new order cannot name it
    assert "DPS-KUTA" in await offered(staff, "sim_bundle")
    assert await AuditEntry.filter(action="pickup.pause").count() == 1


async def test_an_edit_changes_what_the_checkout_offers(
    staff: TestClient, container: Container
) -> None:
    token = await csrf(staff)

    saved = await staff.post(
        "/admin/pickups/DPS-KUTA",
        data=point_form(
            token, id="IGNORED", name="Kelana Kuta Beach", product_types=["esim_bundle"]
        ),
    )

    assert "Lokasi disimpan." in await saved.text()
    assert "Kelana Kuta Beach" in await saved.text()
    assert "DPS-KUTA" not in await offered(staff, "sim_bundle")
    assert "DPS-KUTA" in await offered(staff, "esim_bundle")
    assert "IGNORED" not in await offered(staff, "esim_bundle")
    (entry,) = await AuditEntry.filter(action="pickup.update")
    assert entry.before["name"] != entry.after["name"]


async def test_bad_fields_are_named_and_nothing_is_saved(
    staff: TestClient, container: Container
) -> None:
    token = await csrf(staff)

    bad = await staff.post(
        "/admin/pickups",
        data=point_form(token, id="x", latitude="north", longitude="500", product_types=[]),
    )
    taken = await staff.post("/admin/pickups", data=point_form(token, id="DPS-KUTA"))
    off_map = await staff.post(
        "/admin/pickups", data=point_form(token, id="PARIS", latitude="48.85", longitude="2.35")
    )
    html = await bad.text()

    assert bad.status == 400
    for named in (
        "ID: 2 sampai 32 huruf besar, angka atau tanda minus.",
        "Lintang: angka antara -90 dan 90.",
        "Bujur: angka antara -180 dan 180.",
        "Pilih minimal satu jenis produk.",
    ):
        assert named in html, named
    assert taken.status == 409
    assert "ID ini sudah dipakai lokasi lain." in await taken.text()
    assert "di luar peta Indonesia" in await off_map.text()
    assert await AuditEntry.filter(action="pickup.create").count() == 1  # PARIS only
    assert (await staff.get("/admin/pickups/NOPE")).status == 404
