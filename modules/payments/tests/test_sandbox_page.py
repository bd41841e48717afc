"""The built-in provider's hosted page: pay or cancel, and the store hears it as from Midtrans."""

from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobRow
from modules.payments.enums import PaymentStatus
from modules.payments.repository import PaymentRepository
from modules.payments.service import PaymentService
from modules.payments.tests.conftest import gateway_payment

SettledJobs = Callable[[], Awaitable[list[JobRow]]]


async def test_the_page_shows_the_merchant_order_amount_and_methods(
    seeded_client: TestClient, service: PaymentService
) -> None:
    url = await gateway_payment(service, "ORDER00201", amount=1_250_000)

    response = await seeded_client.get(urlsplit(url).path)
    html = await response.text()

    assert response.status == 200
    assert "Kelana eSIM" in html
    assert "ORDER00201" in html
    assert "Rp. 1.250.000" in html
    for method in ("QRIS", "Virtual account BCA", "GoPay"):
        assert method in html
    assert 'value="pay"' in html
    assert 'value="cancel"' in html


async def test_the_same_order_always_gets_the_same_page(service: PaymentService) -> None:
    first = await gateway_payment(service, "ORDER00202")
    again = await gateway_payment(service, "ORDER00202")

    assert first == again
    assert first.startswith("http://") or first.startswith("https://")


async def test_paying_notifies_the_store_and_returns_to_the_finish_page(
    seeded_client: TestClient, service: PaymentService, settled_jobs: SettledJobs
) -> None:
    path = urlsplit(await gateway_payment(service, "ORDER00203")).path

    response = await seeded_client.post(
        path, data={"decision": "pay", "payment_type": "gopay"}, allow_redirects=False
    )

    assert response.status == 303
    assert response.headers["Location"].startswith("/payment/thankyou?status=2")
    payment = await PaymentRepository().get("ORDER00203")
    assert payment is not None
    assert payment.status is PaymentStatus.PAID
    assert [job.key for job in await settled_jobs()] == ["payments.settled:ORDER00203:paid"]
    assert await PaymentRepository().notifications("ORDER00203") == [("settlement", "paid")]


async def test_cancelling_fails_the_payment_and_returns_a_failure(
    seeded_client: TestClient, service: PaymentService
) -> None:
    path = urlsplit(await gateway_payment(service, "ORDER00204")).path

    response = await seeded_client.post(path, data={"decision": "cancel"}, allow_redirects=False)

    assert response.status == 303
    assert "status=2" not in response.headers["Location"]
    payment = await PaymentRepository().get("ORDER00204")
    assert payment is not None
    assert payment.status is PaymentStatus.FAILED
    page = await (await seeded_client.get(path)).text()
    assert "sudah ditutup" in page
    assert 'value="pay"' not in page


async def test_a_wrong_key_or_unknown_order_is_not_there(
    seeded_client: TestClient, service: PaymentService
) -> None:
    path = urlsplit(await gateway_payment(service, "ORDER00205")).path
    wrong_key = path.rsplit("/", 1)[0] + "/" + "0" * 40

    assert (await seeded_client.get(wrong_key)).status == 404
    assert (await seeded_client.post(wrong_key, data={"decision": "pay"})).status == 404
    assert (await seeded_client.get("/payment/sandbox/NOSUCHORDR/" + "0" * 40)).status == 404
    payment = await PaymentRepository().get("ORDER00205")
    assert payment is not None
    assert payment.status is PaymentStatus.PENDING


async def test_the_finish_return_only_shows_a_page(seeded_client: TestClient) -> None:
    paid = await seeded_client.get(
        "/payment/finish?order_id=ORDER00206&status_code=200&transaction_status=settlement",
        allow_redirects=False,
    )
    pending = await seeded_client.get(
        "/payment/finish?order_id=ORDER00206&transaction_status=pending", allow_redirects=False
    )
    hostile = await seeded_client.get(
        "/payment/finish?order_id=%3Cscript%3E&transaction_status=settlement",
        allow_redirects=False,
    )

    # The order goes on to the page, which reads it from the store; the status is only a hint.
    assert paid.headers["Location"] == "/payment/thankyou?status=2&order_id=ORDER00206"
    assert pending.headers["Location"] == "/payment/thankyou?status=0&order_id=ORDER00206"
    assert hostile.headers["Location"] == "/payment/thankyou?status=2"
    assert await PaymentRepository().get("ORDER00206") is None


async def test_the_transfer_accounts_are_the_ones_the_order_mail_names(
    seeded_client: TestClient,
) -> None:
    response = await seeded_client.get("/api/payments/bank-accounts")
    data = (await response.json())["data"]

    assert response.status == 200
    assert data["pay_within_hours"] == 24
    assert data["accounts"][0] == {
        "bank": "BCA",
        "number": "5270 4455 21",
        "holder": "PT Kelana Nusantara Digital",
    }
    assert [account["bank"] for account in data["accounts"]] == ["BCA", "Mandiri", "BRI"]


async def test_the_sandbox_status_api_says_what_the_buyer_did(
    seeded_client: TestClient, service: PaymentService, seeded_container: Container
) -> None:
    sandbox = seeded_container.payments.gateway()
    cancelled = urlsplit(await gateway_payment(service, "ORDER00207")).path
    await gateway_payment(service, "ORDER00208")

    before = await sandbox.status(order_id="ORDER00207")
    await seeded_client.post(cancelled, data={"decision": "cancel"}, allow_redirects=False)
    after = await sandbox.status(order_id="ORDER00207")

    assert before is None  # Midtrans' 404: the buyer chose nothing yet
    assert after is not None
    assert (after["transaction_status"], after["status_code"]) == ("cancel", "202")
    assert await sandbox.status(order_id="ORDER00208") is None


async def test_a_page_the_store_gave_up_takes_no_money(
    seeded_client: TestClient, service: PaymentService, seeded_container: Container
) -> None:
    path = urlsplit(await gateway_payment(service, "ORDER00209")).path

    closable = await service.cancel_payment(order_id="ORDER00209")
    await seeded_container.job_runner().run_until_idle()
    late = await seeded_client.post(
        path, data={"decision": "pay", "payment_type": "qris"}, allow_redirects=False
    )

    assert closable is True
    assert "status=2" not in late.headers["Location"]
    payment = await PaymentRepository().get("ORDER00209")
    assert payment is not None
    assert payment.status is PaymentStatus.CANCELLED
    assert 'value="pay"' not in await (await seeded_client.get(path)).text()
