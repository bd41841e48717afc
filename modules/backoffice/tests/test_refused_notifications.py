"""A provider notification with another amount than the order's is kept, the order stays unpaid,
and staff see it on the dashboard with the notification as received."""

import hashlib
import json

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.backoffice.tests.helpers import signed_in_as
from modules.payments.schemas import PaymentCustomer, PaymentItem, PaymentRequest

STAFF = "sari@kelana.test"


def _notification(server_key: str, order_id: str, amount: str) -> str:
    body = {
        "transaction_time": "2026-11-24 10:00:00",
        "transaction_status": "settlement",
        "transaction_id": "5d1e9c0a-3333-4a7b-8c9d-0e1f2a3b4c5d",
        "status_message": "midtrans payment notification",
        "status_code": "200",
        "payment_type": "qris",
        "order_id": order_id,
        "gross_amount": amount,
        "fraud_status": "accept",
        "currency": "IDR",
    }
    text = f"{order_id}200{amount}{server_key}"
    body["signature_key"] = hashlib.sha512(text.encode()).hexdigest()
    return json.dumps(body)


async def test_a_notification_with_another_amount_reaches_staff_and_pays_nothing(
    client: TestClient, container: Container
) -> None:
    await signed_in_as(client, container, STAFF, "staff")
    payments = container.payments.service()
    await payments.start_gateway_payment(
        request=PaymentRequest(
            order_id="ORDER00701",
            gross_amount=104_000,
            items=[PaymentItem(id="jp-esim-5gb-5d", name="Japan eSIM", price=104_000, quantity=1)],
            customer=PaymentCustomer(name="Ani", email="ani@example.com"),
        )
    )
    body = _notification(container.payments.server_key(), "ORDER00701", "1000.00")

    answers = [
        await client.post(
            "/api/payments/notification",
            data=body,
            headers={"Content-Type": "application/json"},
        )
        for _ in range(3)  # the provider tries again after a refusal
    ]
    html = await (await client.get("/admin")).text()

    assert {answer.status for answer in answers} == {409}
    history = await payments.history(order_id="ORDER00701")
    assert history is not None
    assert history.status == "pending"
    assert "Notifikasi pembayaran yang ditolak (1)" in html
    assert 'href="/admin/orders/ORDER00701"' in html
    assert "jumlah tidak sesuai" in html
    assert "&#34;gross_amount&#34;: &#34;1000.00&#34;" in html  # the body as received, escaped
