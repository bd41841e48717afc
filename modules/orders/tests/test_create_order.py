"""POST /api/order/create: who may order, what the server checks, what it computes itself."""

from collections.abc import Awaitable, Callable

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import (
    HK_ESIM,
    JP_ESIM,
    FakePayments,
    Shopper,
    enqueue_settled,
    order_payload,
)

SignIn = Callable[[str], Awaitable[Shopper]]
JP_ESIM_PRICE = 104_000


async def test_an_order_is_priced_from_the_catalog_and_answered_with_names(
    shopper: SignIn,
) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(order_payload("ORDER00001"))

    assert body["success"] is True
    data = body["data"]
    assert data["order_id"] == "ORDER00001"
    assert data["total_amount"] == JP_ESIM_PRICE
    assert data["status"] == "awaiting_payment"
    assert data["order_details"] == [
        {
            "product_id": JP_ESIM,
            "name": "eSIM Jepang 5GB 5 Hari",
            "name_en": "Japan eSIM 5GB 5 Days",
            "type": "esim_bundle",
            "quantity": 1,
            "price": JP_ESIM_PRICE,
            "iccid": None,
        }
    ]


async def test_the_browsers_numbers_are_never_read(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")
    payload = order_payload(
        "ORDER00002",
        total_amount=1,
        final_amount=1,
        price=1,
        discount=JP_ESIM_PRICE,
        order_details=[
            {"product_id": JP_ESIM, "currency": "IDR", "quantity": 1, "price": 1, "amount": 1}
        ],
    )

    body = await ani.create(payload)

    assert body["data"]["total_amount"] == JP_ESIM_PRICE
    assert body["data"]["order_details"][0]["price"] == JP_ESIM_PRICE


@pytest.mark.parametrize("quantity", [0, -1, 2, 10**18, 10**40, "1e9", 1.5, None])
async def test_a_quantity_other_than_one_is_a_400(shopper: SignIn, quantity: object) -> None:
    ani = await shopper("uid-ani")
    details = [{"product_id": JP_ESIM, "currency": "IDR", "quantity": quantity}]

    body = await ani.create(order_payload("ORDER00003", order_details=details), status=400)

    assert body["success"] is False
    assert body["data"]["field"].startswith("order_details.0.quantity")
    assert await ani.orders() == []


@pytest.mark.parametrize(
    "changes",
    [
        {"order_details": []},
        {"order_details": [{"product_id": JP_ESIM}, {"product_id": HK_ESIM}]},
        {"order_details": [{"product_id": JP_ESIM, "currency": "USD", "quantity": 1}]},
        {"order_details": "jp"},
        {"order_id": "short"},
        {"order_id": "order00001"},
        {"order_id": "ORDER0000!"},
        {"order_id": "ORDER000011"},
        {"order_id": 1234567890},
        {"delivery_type": "drone"},
        {"promo_code": "X" * 33},
        {"pickup_location": "1" * 65},
        {"delivery_address": {"street": "J" * 501, "city": "Jakarta", "state": "DKI"}},
    ],
)
async def test_a_malformed_payload_is_a_400(shopper: SignIn, changes: dict[str, object]) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create({**order_payload("ORDER00004"), **changes}, status=400)

    assert body["success"] is False
    assert body["data"]["code"]


async def test_an_unknown_payment_method_is_a_400_naming_the_allowed_ones(
    shopper: SignIn,
) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(order_payload("ORDER00005", payment_method="bitcoin"), status=400)

    assert body["data"]["field"] == "payment_method"
    for allowed in ("gateway", "cash", "transfer"):
        assert allowed in body["message"]


async def test_an_unknown_product_is_a_400(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")
    details = [{"product_id": "xx-esim-nothing", "currency": "IDR", "quantity": 1}]

    body = await ani.create(order_payload("ORDER00006", order_details=details), status=400)

    assert body["data"]["code"] == "order_product_not_found"


async def test_a_data_package_tops_up_only_the_buyers_own_iccid(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani, budi = await shopper("uid-ani"), await shopper("uid-budi")
    # Ani's SIM card: bought, paid and reserved for her by the esim module.
    sim = [{"product_id": "jp-sim-5gb-7d", "currency": "IDR", "quantity": 1}]
    bought = await ani.create(
        order_payload(
            "ORDER00070", order_details=sim, delivery_type="pickup", pickup_location="DPS-KUTA"
        )
    )
    total = bought["data"]["total_amount"]
    await enqueue_settled(seeded_container, "ORDER00070", PaymentOutcome.PAID, total)
    await seeded_container.job_runner().run_until_idle()
    (iccid,) = [
        record.iccid
        for record in (await seeded_container.esim.buyer().iccids(uid="uid-ani")).iccids
    ]

    def data(iccid: str | None) -> list[dict[str, object]]:
        return [{"product_id": "jp-data-3gb-5d", "currency": "IDR", "quantity": 1, "iccid": iccid}]

    missing = await ani.create(order_payload("ORDER00071", order_details=data(None)), status=400)
    not_hers = await budi.create(order_payload("ORDER00072", order_details=data(iccid)), status=400)
    unknown = await ani.create(
        order_payload("ORDER00073", order_details=data("8962000000000000003")), status=400
    )
    made = await ani.create(order_payload("ORDER00074", order_details=data(iccid)))

    assert missing["data"]["code"] == "order_iccid_required"
    assert not_hers["data"]["code"] == "order_iccid_not_usable"
    assert unknown["data"]["code"] == "order_iccid_not_usable"
    assert made["data"]["order_details"][0]["iccid"] == iccid


@pytest.mark.parametrize(
    "address",
    [
        None,
        {"street": "", "city": "Jakarta", "state": "DKI Jakarta"},
        {"street": "Jl. Merdeka", "city": "  ", "state": "DKI Jakarta"},
        {"street": "Jl. Merdeka", "city": "Jakarta"},
    ],
)
async def test_delivery_needs_street_city_and_province(
    shopper: SignIn, address: dict[str, str] | None
) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(order_payload("ORDER00008", delivery_address=address), status=400)

    assert body["data"]["code"] == "order_address_incomplete"


async def test_a_sim_bundle_picked_up_needs_a_pickup_location(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")
    details = [{"product_id": "jp-sim-5gb-7d", "currency": "IDR", "quantity": 1}]

    refused = await ani.create(
        order_payload("ORDER00009", order_details=details, delivery_type="pickup"), status=400
    )
    unknown = await ani.create(
        order_payload(
            "ORDER00009", order_details=details, delivery_type="pickup", pickup_location=12
        ),
        status=400,
    )
    made = await ani.create(
        order_payload(
            "ORDER00009", order_details=details, delivery_type="pickup", pickup_location="DPS-KUTA"
        )
    )

    assert refused["data"]["code"] == "order_pickup_location_required"
    assert unknown["data"]["code"] == "order_pickup_location_not_found"
    assert made["data"]["order_details"][0]["type"] == "sim_bundle"


async def test_an_esim_picked_up_needs_no_location(shopper: SignIn) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create(order_payload("ORDER00010", delivery_type="pickup"))

    assert body["data"]["status"] == "awaiting_payment"


async def test_the_same_order_id_from_its_owner_answers_the_same_order(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")

    first = await ani.create(order_payload("ORDER00011", promo_code="JALAN10"))
    again = await ani.create(order_payload("ORDER00011", promo_code="JALAN10"))

    assert again["data"] == first["data"]
    assert first["data"]["total_amount"] == JP_ESIM_PRICE - 10_400
    assert len(await ani.orders()) == 1
    promo = await seeded_container.promos.repository().get("JALAN10")
    assert promo is not None
    assert promo.used_count == 1


async def test_an_order_id_of_another_user_is_a_409(shopper: SignIn) -> None:
    ani, budi = await shopper("uid-ani"), await shopper("uid-budi")
    await ani.create(order_payload("ORDER00012"))

    body = await budi.create(order_payload("ORDER00012"), status=409)

    assert body["data"]["code"] == "order_id_taken"
    assert "ORDER00012" in body["message"]
    assert await budi.orders() == []


async def test_cash_and_transfer_orders_are_awaited_by_payments(
    shopper: SignIn, payments: FakePayments
) -> None:
    ani = await shopper("uid-ani")

    await ani.create(order_payload("ORDER00013", payment_method="cash"))
    await ani.create(order_payload("ORDER00014", payment_method="transfer"))

    assert payments.offline == {
        "ORDER00013": (JP_ESIM_PRICE, "cash"),
        "ORDER00014": (JP_ESIM_PRICE, "transfer"),
    }


async def test_only_a_verified_signed_in_user_may_order(
    seeded_client: TestClient, id_token: Callable[..., Awaitable[str]]
) -> None:
    anonymous = await seeded_client.post("/api/order/create", json=order_payload("ORDER00015"))
    unverified = await seeded_client.post(
        "/api/order/create",
        json=order_payload("ORDER00015"),
        headers={"Authorization": f"Bearer {await id_token('uid-eko', verified=False)}"},
    )

    assert anonymous.status == 401
    assert (await anonymous.json())["message"] == "Missing token"
    assert unverified.status == 403
    assert (await unverified.json())["data"]["code"] == "email_not_verified"
