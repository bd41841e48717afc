"""A top-up's ICCID enters the store once, as digits only and Luhn checked: the order line keeps
it so, and the telco tops up exactly that SIM."""

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import Shopper, enqueue_settled, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]


def top_up(iccid: str) -> list[dict[str, object]]:
    return [{"product_id": "jp-data-3gb-5d", "currency": "IDR", "quantity": 1, "iccid": iccid}]


async def own_sim(shopper: Shopper, container: Container, uid: str) -> str:
    """A SIM card bought, paid and reserved for its buyer: the ICCID a top-up may name."""
    sim = [{"product_id": "jp-sim-5gb-7d", "currency": "IDR", "quantity": 1}]
    bought = await shopper.create(
        order_payload(
            "ORDER00901", order_details=sim, delivery_type="pickup", pickup_location="DPS-KUTA"
        )
    )
    await enqueue_settled(
        container, "ORDER00901", PaymentOutcome.PAID, bought["data"]["total_amount"]
    )
    await container.job_runner().run_until_idle()
    (record,) = (await container.esim.buyer().iccids(uid=uid)).iccids
    return record.iccid


async def test_a_typed_iccid_is_kept_as_digits_and_topped_up_as_such(
    shopper: SignIn, seeded_container: Container, telco_simulator: Any
) -> None:
    ani = await shopper("uid-ani")
    iccid = await own_sim(ani, seeded_container, "uid-ani")
    typed = f" {iccid[:4]}-{iccid[4:10]} {iccid[10:]} "

    made = await ani.create(order_payload("ORDER00902", order_details=top_up(typed)))
    await enqueue_settled(
        seeded_container, "ORDER00902", PaymentOutcome.PAID, made["data"]["total_amount"]
    )
    await seeded_container.job_runner().run_until_idle()

    assert made["data"]["order_details"][0]["iccid"] == iccid
    (listed,) = [order for order in await ani.orders() if order["order_id"] == "ORDER00902"]
    assert listed["order_details"][0]["iccid"] == iccid
    assert listed["status"] == "provisioned"
    assert set(telco_simulator.state.sims) == {iccid}


@pytest.mark.parametrize(
    "typed",
    [
        "8962000000000000000",  # the Luhn check digit is wrong
        "896200000000000001²",  # a superscript is no digit
        "".join(chr(0xFF10 + int(digit)) for digit in "8962000000000000003"),  # full-width
        "89620000000000000018999",  # too long
        "ICCID",
    ],
)
async def test_a_top_up_naming_no_iccid_is_a_400(shopper: SignIn, typed: str) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(order_payload("ORDER00903", order_details=top_up(typed)), status=400)

    assert body["data"]["code"] == "order_iccid_invalid"
    assert await ani.orders() == []
