"""Topping up what was just bought: the buyer's ICCID list offers every SIM and eSIM of theirs that
is sold or live (an eSIM is live as soon as it is issued), names what was bought with it, and the
store refuses a top-up for an ICCID another buyer owns."""

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import Shopper, enqueue_settled, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]


def top_up(iccid: str) -> list[dict[str, object]]:
    return [{"product_id": "jp-data-3gb-5d", "currency": "IDR", "quantity": 1, "iccid": iccid}]


async def bought(
    shopper: Shopper, container: Container, order_id: str, product_id: str
) -> dict[str, Any]:
    sim = "-sim-" in product_id
    made = await shopper.create(
        order_payload(
            order_id,
            order_details=[{"product_id": product_id, "currency": "IDR", "quantity": 1}],
            **({"delivery_type": "pickup", "pickup_location": "DPS-KUTA"} if sim else {}),
        )
    )
    await enqueue_settled(container, order_id, PaymentOutcome.PAID, made["data"]["total_amount"])
    await container.job_runner().run_until_idle()
    return made


async def iccids(client: TestClient, shopper: Shopper) -> list[dict[str, Any]]:
    response = await client.get("/api/user/iccids", headers=shopper.headers)
    body = await response.json()
    assert response.status == 200, body
    return body["data"]["iccids"]


async def test_the_esim_just_bought_and_an_undelivered_sim_can_both_be_topped_up(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await bought(ani, seeded_container, "ORDER01001", "jp-esim-5gb-5d")
    await bought(ani, seeded_container, "ORDER01002", "jp-sim-15gb-15d")

    listed = {record["order_id"]: record for record in await iccids(seeded_client, ani)}

    esim, sim = listed["ORDER01001"], listed["ORDER01002"]
    assert (esim["type"], esim["status"], esim["top_up"]) == ("esim", "active", True)
    assert (sim["type"], sim["status"], sim["top_up"]) == ("physical_sim", "assigned", True)
    assert esim["product_id"] == "jp-esim-5gb-5d"
    assert esim["product_name"] == "eSIM Jepang 5GB 5 Hari"
    assert esim["product_name_en"] == "Japan eSIM 5GB 5 Days"
    assert sim["product_name"] == "SIM Jepang 15GB 15 Hari"
    # The plan's days start at first connection (eSIM) or activation (SIM card), never at
    # purchase; each is to be installed or activated within 30 days of the sale.
    assert (esim["validity_days"], esim["validity_starts"]) == (5, "first_connection")
    assert (sim["validity_days"], sim["validity_starts"]) == (15, "installation")
    sold = datetime.fromisoformat(esim["assigned_at"])
    assert datetime.fromisoformat(esim["install_by"]) - sold == timedelta(days=30)

    topped = await ani.create(
        order_payload("ORDER01003", order_details=top_up(esim["iccid"])), status=200
    )
    assert topped["data"]["order_details"][0]["iccid"] == esim["iccid"]


async def test_a_top_up_for_another_buyers_esim_is_refused_and_no_order_is_made(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani, budi = await shopper("uid-ani"), await shopper("uid-budi")
    await bought(ani, seeded_container, "ORDER01011", "jp-esim-5gb-5d")
    (hers,) = await iccids(seeded_client, ani)

    refused = await budi.create(
        order_payload("ORDER01012", order_details=top_up(hers["iccid"])), status=400
    )

    assert refused["data"]["code"] == "order_iccid_not_usable"
    assert await budi.orders() == []
    assert await iccids(seeded_client, budi) == []
