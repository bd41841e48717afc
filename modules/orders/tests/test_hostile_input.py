"""Input no checkout sends: each is a 4xx that writes nothing."""

from collections.abc import Awaitable, Callable

import pytest
from aiohttp.test_utils import TestClient

from modules.orders.tests.conftest import Shopper, order_payload

IdToken = Callable[..., Awaitable[str]]
SignIn = Callable[[str], Awaitable[Shopper]]


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b'{"order_id": "\xff\xfe"}', "application/json"),
        (b"[" * 100_000 + b"]" * 100_000, "application/json"),
        (
            b'{"order_id": "ORDER00050", "order_details": [{"quantity": 1' + b"0" * 5000 + b"}]}",
            "application/json",
        ),
        (b"not json", "application/json"),
        (b"", "application/json"),
        (b"[]", "application/json"),
        (b'"ORDER00050"', "application/json"),
        (b'{"order_id": "ORDER00050"}', "application/json; charset=klingon"),
        (b'{"order_id": "ORDER\\u000000050"}', "application/json"),
        (b'{"promo_code": "\\ud800"}', "application/json"),
    ],
)
async def test_a_body_no_browser_sends_is_a_400(
    seeded_client: TestClient, id_token: IdToken, body: bytes, content_type: str
) -> None:
    headers = {
        "Authorization": f"Bearer {await id_token('uid-ani')}",
        "Content-Type": content_type,
    }

    response = await seeded_client.post("/api/order/create", data=body, headers=headers)

    assert response.status == 400
    assert (await response.json())["success"] is False


@pytest.mark.parametrize(
    "changes",
    [
        {"order_id": "A" * 10_000},
        {"promo_code": "P" * 10_000},
        {"country": "J" * 10_000},
        {"region": 10**30},
        {"pickup_location": 10**70},
        {"delivery_address": {"street": "s" * 100_000, "city": "c", "state": "s"}},
        {"delivery_address": {"street": "s", "city": "c", "state": "s", "postal_code": "1" * 11}},
        {"order_details": [{"product_id": "p" * 10_000}]},
        {"order_details": [{"product_id": "jp-esim-5gb-5d", "iccid": "8" * 1000}]},
        {"order_details": [{"product_id": ["jp-esim-5gb-5d"]}]},
        {"payment_method": None},
        {"payment_method": ["gateway"]},
        {"delivery_type": {"$ne": "pickup"}},
    ],
)
async def test_overlong_strings_huge_numbers_and_wrong_types_are_a_400(
    shopper: SignIn, changes: dict[str, object]
) -> None:
    ani = await shopper("uid-ani")

    body = await ani.create({**order_payload("ORDER00051"), **changes}, status=400)

    assert body["success"] is False
    assert await ani.orders() == []


@pytest.mark.parametrize(
    "order_id", ["0" * 63, "xO9iU6AN1G2gZtA0RghDvoT5Zmsq", "order00001", "ORDER 0001"]
)
async def test_paying_an_order_number_no_checkout_makes_is_a_404(
    shopper: SignIn, order_id: str
) -> None:
    ani = await shopper("uid-ani")

    body = await ani.pay(order_id, status=404)

    assert body["success"] is False
