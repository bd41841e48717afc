"""The buyer's eSIM endpoints: owner only, activation by the card's ICCID, packages and usage."""

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestClient

from modules.esim.iccids import with_check_digit
from modules.esim.schemas import PROVISIONED_JOB
from modules.esim.service import BuyerService, EsimLinks, ProvisioningService
from modules.esim.tests.conftest import decode_qr, provision_job

Jobs = Callable[[str], Awaitable[list[str]]]


@pytest.fixture
def headers(
    id_token: Callable[..., Awaitable[str]],
) -> Callable[[str], Awaitable[dict[str, str]]]:
    async def of(uid: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {await id_token(uid)}"}

    return of


async def answer(response: Any, status: int = 200) -> Any:
    body = await response.json()
    assert response.status == status, body
    return body


async def test_the_owner_sees_her_iccids_and_the_qr_and_no_one_else_does(
    seeded_client: TestClient, provisioning: ProvisioningService, headers: Any
) -> None:
    await provisioning.provision(provision_job("ORDER20001"))
    ani, budi = await headers("uid-ani"), await headers("uid-budi")

    mine = await answer(await seeded_client.get("/api/user/iccids", headers=ani))
    theirs = await answer(await seeded_client.get("/api/user/iccids", headers=budi))
    details = await answer(
        await seeded_client.get("/api/user/orders/ORDER20001/iccid", headers=ani)
    )
    refused = await answer(
        await seeded_client.get("/api/user/orders/ORDER20001/iccid", headers=budi), 404
    )
    iccid = mine["data"]["iccids"][0]["iccid"]
    packages_of_another = await answer(
        await seeded_client.get(f"/api/telco/user/packages/{iccid}", headers=budi), 404
    )

    assert [record["status"] for record in mine["data"]["iccids"]] == ["active"]
    assert theirs["data"] == {"iccids": []}
    qr = details["data"]["iccid_details"]
    assert decode_qr(qr["qr_code"]) == qr["activation_code"]
    assert refused["success"] is False
    assert packages_of_another["success"] is False
    assert (await seeded_client.get("/api/user/iccids")).status == 401


async def test_the_emailed_qr_link_works_only_with_its_key(
    seeded_client: TestClient, provisioning: ProvisioningService, links: EsimLinks
) -> None:
    await provisioning.provision(provision_job("ORDER20002"))
    path = "/" + links.qr_url("ORDER20002").split("/", 3)[3]

    image = await seeded_client.get(path)
    guessed = await seeded_client.get("/esim/qr/ORDER20002/" + "0" * 32 + ".png")

    assert image.status == 200
    assert image.headers["Content-Type"] == "image/png"
    assert guessed.status == 404


async def test_a_sim_card_is_activated_by_the_iccid_printed_on_it(  # noqa: PLR0917
    seeded_client: TestClient,
    buyer: BuyerService,
    provisioning: ProvisioningService,
    headers: Any,
    jobs_of: Jobs,
    telco_simulator: Any,
) -> None:
    await provisioning.provision(provision_job("ORDER20003", product_type="sim_bundle"))
    await provisioning.provision(
        provision_job("ORDER20004", uid="uid-budi", product_type="sim_bundle")
    )
    ani = await headers("uid-ani")
    (card,) = (await buyer.iccids(uid="uid-ani")).iccids
    (budis,) = (await buyer.iccids(uid="uid-budi")).iccids

    def activate(iccid: str, order_id: str = "ORDER20003") -> Any:
        return seeded_client.post(
            f"/api/order/{order_id}/activate", json={"iccid": iccid}, headers=ani
        )

    typo = await answer(await activate(card.iccid[:-1] + str((int(card.iccid[-1]) + 1) % 10)), 400)
    unknown = await answer(await activate(with_check_digit("896219999999999999")), 404)
    another_card = await answer(await activate(budis.iccid), 409)
    budis_order = await answer(await activate(card.iccid, order_id="ORDER20004"), 404)
    spaced = " ".join(card.iccid[index : index + 4] for index in range(0, len(card.iccid), 4))
    done = await answer(await activate(spaced))
    again = await answer(await activate(card.iccid))

    assert typo["data"]["code"] == "esim_invalid_iccid"
    assert "tidak valid" in typo["message"]
    assert unknown["data"]["code"] == "esim_iccid_not_found"
    assert another_card["data"]["code"] == "esim_iccid_not_this_order"
    assert budis_order["success"] is False
    assert done["data"] == {"order_id": "ORDER20003", "iccid": card.iccid, "status": "active"}
    assert again["data"]["status"] == "active"
    assert await jobs_of(PROVISIONED_JOB) == [f"{PROVISIONED_JOB}:ORDER20003"]
    assert telco_simulator.state.sims[card.iccid].active


async def test_an_activated_sim_card_carries_the_package_its_buyer_paid_for(
    seeded_client: TestClient, buyer: BuyerService, provisioning: ProvisioningService, headers: Any
) -> None:
    # A 15 GB / 15-day SIM card: the telco is told that plan, not a plan of its own choosing.
    job = provision_job(
        "ORDER20010",
        product_type="sim_bundle",
        package_name="SIM Jepang 15GB 15 Hari",
        validity_days=15,
    )
    await provisioning.provision(job)
    ani = await headers("uid-ani")
    (card,) = (await buyer.iccids(uid="uid-ani")).iccids
    await answer(
        await seeded_client.post(
            "/api/order/ORDER20010/activate", json={"iccid": card.iccid}, headers=ani
        )
    )

    body = await answer(
        await seeded_client.get(f"/api/telco/user/packages/{card.iccid}", headers=ani)
    )

    (package,) = body["data"]["packages"]
    assert package["name"] == "SIM Jepang 15GB 15 Hari"
    assert package["orderId"] == "ORDER20010"
    assert package["packageType"] == "sim_bundle"
    assert package["totalMb"] == 15 * 1024
    # The telco's own clock starts it at activation: 15 days from now, not another plan's 30.
    left = datetime.fromisoformat(package["endTime"]) - datetime.now(UTC)
    assert timedelta(days=14) < left <= timedelta(days=15)


async def test_the_packages_of_an_esim_come_from_the_telco_with_their_usage(
    seeded_client: TestClient,
    buyer: BuyerService,
    provisioning: ProvisioningService,
    headers: Any,
    telco_simulator: Any,
) -> None:
    await provisioning.provision(provision_job("ORDER20005"))
    ani = await headers("uid-ani")
    (record,) = (await buyer.iccids(uid="uid-ani")).iccids
    path = f"/api/telco/user/packages/{record.iccid}"

    unused = (await answer(await seeded_client.get(path, headers=ani)))["data"]["packages"]
    async with aiohttp.ClientSession() as session:
        connected = await session.post(
            f"{telco_simulator.url}/v1/sims/{record.iccid}/connection",
            headers={"X-Api-Key": telco_simulator.state.api_key},
        )
        assert connected.status == 200
    body = await answer(await seeded_client.get(path, headers=ani))

    # Bought before the trip, it loses no day: its 5 days start at the first connection.
    assert [(p["status"], p["endTime"], p["validityDays"]) for p in unused] == [
        ("NOT_STARTED", None, 5)
    ]
    (package,) = body["data"]["packages"]
    assert package["name"] == "eSIM Jepang 5GB 5 Hari"
    assert package["name_en"] == "Japan eSIM 5GB 5 Days"  # the quota page in English names it so
    assert package["status"].lower() == "active"
    assert package["orderId"] == "ORDER20005"
    assert package["packageType"] == "esim_bundle"
    assert package["supportRefill"] is True
    assert package["totalMb"] == 5 * 1024
    left = datetime.fromisoformat(package["endTime"]) - datetime.now(UTC)
    assert timedelta(days=4) < left <= timedelta(days=5)


async def test_the_telco_down_is_a_503_with_a_clear_message(
    seeded_client: TestClient,
    buyer: BuyerService,
    provisioning: ProvisioningService,
    headers: Any,
    telco_simulator: Any,
) -> None:
    await provisioning.provision(provision_job("ORDER20006"))
    ani = await headers("uid-ani")
    (record,) = (await buyer.iccids(uid="uid-ani")).iccids
    telco_simulator.state.failure_rate = 1.0

    body = await answer(
        await seeded_client.get(f"/api/telco/user/packages/{record.iccid}", headers=ani), 503
    )

    assert "coba lagi" in body["message"]


@pytest.mark.parametrize(
    "path",
    [
        "/api/user/orders/order20001/iccid",
        "/api/user/orders/" + "A" * 500 + "/iccid",
        "/api/telco/user/packages/12",
        "/api/telco/user/packages/" + "9" * 300,
    ],
)
async def test_malformed_ids_are_not_found(
    seeded_client: TestClient, headers: Any, path: str
) -> None:
    response = await seeded_client.get(path, headers=await headers("uid-ani"))

    assert response.status == 404
