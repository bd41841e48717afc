"""A shopper buying through the store's API, and what the order list shows."""

import re
import time
from typing import Any

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.tests.helpers import csrf
from modules.identity.schemas import SignInProvider

STAFF = "sari@kelana.test"
JP_ESIM = "jp-esim-5gb-5d"  # Rp. 104.000
JP_SIM = "jp-sim-5gb-7d"


class Shopper:
    def __init__(self, client: TestClient, container: Container, uid: str) -> None:
        self.client, self.container, self.uid = client, container, uid
        self.email = f"{uid}@example.com"

    async def headers(self, identity_account: Any) -> dict[str, str]:
        await identity_account(uid=self.uid, email=self.email)
        token = self.container.identity.id_tokens().issue(
            uid=self.uid,
            email=self.email,
            email_verified=True,
            auth_time=int(time.time()),
            provider=SignInProvider.PASSWORD,
        )
        return {"Authorization": f"Bearer {token}"}


async def buy(
    client: TestClient,
    headers: dict[str, str],
    order_id: str,
    *,
    product: str = JP_ESIM,
    method: str = "transfer",
    promo: str | None = None,
) -> None:
    payload = {
        "order_id": order_id,
        "promo_code": promo,
        "order_details": [{"product_id": product, "currency": "IDR", "quantity": 1}],
        "country": "JP",
        "delivery_type": "delivery",
        "pickup_location": None,
        "delivery_address": {
            "street": "Jl. Merdeka 17",
            "city": "Jakarta Pusat",
            "state": "DKI Jakarta",
            "postal_code": "10110",
        },
        "payment_method": method,
    }
    answer = await client.post("/api/order/create", json=payload, headers=headers)
    assert answer.status == 200, await answer.text()


async def shopper(store: TestClient, container: Container, identity_account: Any, uid: str) -> Any:
    person = Shopper(store, container, uid)
    return person, await person.headers(identity_account)


async def confirm_and_provision(store: TestClient, container: Container, order_id: str) -> None:
    token = await csrf(store)
    answer = await store.post(
        f"/admin/payments/{order_id}/confirm",
        data={"csrf_token": token, "reference": "BCA 0042"},
        allow_redirects=False,
    )
    assert answer.status == 303
    await container.job_runner().run_until_idle()


def listed(html: str) -> list[str]:
    """The order ids the list shows, top to bottom."""
    return re.findall(r'href="/admin/orders/([A-Z0-9]{10})"', html)


async def order_list(store: TestClient, **query: str) -> tuple[int, str]:
    answer = await store.get("/admin/orders", params=query)
    return answer.status, await answer.text()
