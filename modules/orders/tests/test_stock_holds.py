"""Stock is held when the order is made: a buyer is never charged for a card the store does not
have, an unpaid order gives its card back, and a paid order that cannot be fulfilled says so."""

import asyncio
from collections.abc import Callable
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container
from tortoise.connection import connections

from core.db import CONNECTION_NAME
from core.settings import Settings
from core.testing_clock import FakeClock
from modules.orders.tests.conftest import IdToken, Shopper, order_payload

SIM = [{"product_id": "jp-sim-5gb-7d", "currency": "IDR", "quantity": 1}]


@pytest.fixture
def settings(
    make_settings: Callable[..., Settings], migrated_database_url: str, telco_simulator: Any
) -> Settings:
    return make_settings(
        database_url=migrated_database_url,
        telco_base_url=telco_simulator.url,
        esim_provision_attempts=1,
    )


@pytest.fixture
def seeded_container(container: Container, clock: FakeClock) -> Container:
    """The store as `make run` composes it: the real payments module with its sandbox."""
    container.promos.clock.override(providers.Object(clock))
    container.orders.clock.override(providers.Object(clock))
    return container


async def leave_in_stock(kind: str, count: int) -> None:
    """Withdraws every card of `kind` but the first `count` still for sale."""
    still = f"SELECT iccid FROM esim_iccid WHERE kind = '{kind}' AND status = 'available'"  # noqa: S608
    first = f"{still} ORDER BY iccid LIMIT {count}"
    withdraw = f"UPDATE esim_iccid SET status = 'retired' WHERE iccid IN ({still}) AND iccid NOT IN ({first})"  # noqa: E501, S608
    await connections.get(CONNECTION_NAME).execute_script(withdraw)


async def held_for(order_id: str) -> list[str]:
    rows = await connections.get(CONNECTION_NAME).execute_query_dict(
        f"SELECT iccid FROM esim_iccid WHERE order_id = '{order_id}' AND status = 'held'"  # noqa: S608
    )
    return [row["iccid"] for row in rows]


async def stock(client: TestClient) -> dict[str, bool]:
    response = await client.get("/api/stock")
    assert response.status == 200
    return (await response.json())["data"]


async def pay_on_sandbox(
    client: TestClient, shopper: Shopper, order_id: str, decision: str
) -> None:
    url = (await shopper.pay(order_id))["data"]["payment_url"]
    finish = await client.post(
        urlsplit(url).path,
        data={"decision": decision, "payment_type": "qris"},
        allow_redirects=False,
    )
    assert finish.status == 303, await finish.text()


async def statuses(shopper: Shopper) -> dict[str, str]:
    return {order["order_id"]: order["status"] for order in await shopper.orders()}


async def paid_sim_card_that_is_gone(
    client: TestClient, container: Container, id_token: IdToken, order_id: str
) -> Shopper:
    """A SIM card order, paid, whose held card turns out to be gone (the stock was wrong)."""
    await leave_in_stock("physical_sim", 1)
    ani = Shopper(client, await id_token("uid-ani"))
    payload = order_payload(
        order_id, order_details=SIM, delivery_type="pickup", pickup_location="DPS-KUTA"
    )
    await ani.create(payload)
    await connections.get(CONNECTION_NAME).execute_script(
        f"UPDATE esim_iccid SET status = 'retired' WHERE order_id = '{order_id}'"  # noqa: S608
    )
    await pay_on_sandbox(client, ani, order_id, "pay")
    await container.job_runner().run_until_idle()
    return ani


async def test_fifty_buyers_for_the_last_ten_esims_make_ten_orders_and_nobody_pays_for_air(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    await leave_in_stock("esim", 10)
    buyers = [Shopper(seeded_client, await id_token(f"uid-buyer-{n:02d}")) for n in range(50)]

    answers = await asyncio.gather(
        *(buyer.create(order_payload(f"LAST{n:06d}"), status=0) for n, buyer in enumerate(buyers))
    )

    made = [n for n, answer in enumerate(answers) if answer["success"]]
    refused = [answer for answer in answers if not answer["success"]]
    assert len(made) == 10, answers
    assert len(refused) == 40
    assert {answer["data"]["code"] for answer in refused} == {"esim_sold_out"}
    assert all("stok" in answer["message"] for answer in refused)
    assert await stock(seeded_client) == {"esim": False, "physical_sim": True}
    # The refused buyers have no order, so there is nothing to pay: nobody is charged.
    for n in set(range(50)) - set(made):
        assert await buyers[n].orders() == []
        await buyers[n].pay(f"LAST{n:06d}", status=404)

    for n in made:
        await pay_on_sandbox(seeded_client, buyers[n], f"LAST{n:06d}", "pay")
    await seeded_container.job_runner().run_until_idle()

    iccids = set()
    for n in made:
        assert await statuses(buyers[n]) == {f"LAST{n:06d}": "provisioned"}
        response = await seeded_client.get(
            f"/api/user/orders/LAST{n:06d}/iccid", headers=buyers[n]._headers
        )
        iccids.add((await response.json())["data"]["iccid_details"]["iccid"])
    assert len(iccids) == 10


async def test_an_unpaid_order_that_expires_gives_its_card_back(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken, clock: FakeClock
) -> None:
    await leave_in_stock("esim", 1)
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    budi = Shopper(seeded_client, await id_token("uid-budi"))
    await ani.create(order_payload("HOLD000001", payment_method="transfer"))
    held = await held_for("HOLD000001")

    refused = await budi.create(order_payload("HOLD000002"), status=409)
    # What is held for an unpaid order is not the buyer's yet: it cannot be topped up.
    listed = await seeded_client.get("/api/user/iccids", headers=ani._headers)

    assert len(held) == 1
    assert refused["data"]["code"] == "esim_sold_out"
    assert (await listed.json())["data"]["iccids"] == []
    assert (await stock(seeded_client))["esim"] is False

    clock.now += timedelta(days=3)
    await seeded_container.job_runner().run_until_idle()

    assert await statuses(ani) == {"HOLD000001": "expired"}
    assert await held_for("HOLD000001") == []
    assert (await stock(seeded_client))["esim"] is True
    await budi.create(order_payload("HOLD000002"))
    assert await held_for("HOLD000002") == held


async def test_a_payment_cancelled_on_the_provider_page_gives_the_card_back(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    await leave_in_stock("physical_sim", 1)
    ani = Shopper(seeded_client, await id_token("uid-ani"))
    budi = Shopper(seeded_client, await id_token("uid-budi"))
    payload = order_payload(
        "HOLD000011", order_details=SIM, delivery_type="pickup", pickup_location="DPS-KUTA"
    )
    await ani.create(payload)
    refused = await budi.create({**payload, "order_id": "HOLD000012"}, status=409)

    await pay_on_sandbox(seeded_client, ani, "HOLD000011", "cancel")
    await seeded_container.job_runner().run_until_idle()

    assert refused["data"]["code"] == "esim_sold_out"
    assert await statuses(ani) == {"HOLD000011": "payment_failed"}
    await budi.create({**payload, "order_id": "HOLD000012"})


async def test_a_paid_sim_card_that_cannot_be_supplied_fails_visibly_and_staff_can_retry(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    ani = await paid_sim_card_that_is_gone(seeded_client, seeded_container, id_token, "HOLD000021")

    assert await statuses(ani) == {"HOLD000021": "provision_failed"}
    care = await seeded_container.orders.staff().needing_care()
    assert care.provision_failed == 1

    # New cards arrive; staff try again and the order gets one, waiting `paid` for its buyer.
    await connections.get(CONNECTION_NAME).execute_script(
        "UPDATE esim_iccid SET status = 'available' WHERE kind = 'physical_sim'"
        " AND status = 'retired' AND order_id IS NULL"
    )
    orders = seeded_container.orders.staff()
    assert await orders.retry_provisioning(order_id="HOLD000021") is True
    await seeded_container.job_runner().run_until_idle()
    assert await statuses(ani) == {"HOLD000021": "paid"}
    card = await seeded_client.get("/api/user/orders/HOLD000021/iccid", headers=ani._headers)
    assert (await card.json())["data"]["iccid_details"]["status"] == "assigned"


async def test_staff_refund_a_paid_order_that_failed_once_however_often_they_press(
    seeded_client: TestClient, seeded_container: Container, id_token: IdToken
) -> None:
    ani = await paid_sim_card_that_is_gone(seeded_client, seeded_container, id_token, "HOLD000031")
    orders = seeded_container.orders.staff()

    presses = await asyncio.gather(
        *(orders.refund_unfulfilled(order_id="HOLD000031") for _ in range(20))
    )

    assert presses.count(True) == 1
    assert await statuses(ani) == {"HOLD000031": "refunded"}
    assert await orders.retry_provisioning(order_id="HOLD000031") is False
    await ani.pay("HOLD000031", status=409)
