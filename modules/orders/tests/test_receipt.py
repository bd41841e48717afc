"""A paid order's receipt: a printable page for its buyer only, with the amounts in Rupiah and
the time it was paid on Jakarta's clock."""

from collections.abc import Awaitable, Callable

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.orders.payment_contract import PaymentOutcome
from modules.orders.tests.conftest import Shopper, enqueue_settled, order_payload

SignIn = Callable[[str], Awaitable[Shopper]]
PRICE = 104_000  # the JP eSIM; the orders' clock is 2026-08-10 05:00 UTC (12.00 WIB)


async def _paid(container: Container, shopper: Shopper, order_id: str) -> None:
    await shopper.create(order_payload(order_id))
    await shopper.pay(order_id)
    await enqueue_settled(container, order_id, PaymentOutcome.PAID, PRICE)
    await container.job_runner().run_until_idle()


async def _access(client: TestClient, shopper: Shopper, order_id: str) -> int:
    response = await client.post(f"/api/order/{order_id}/receipt-access", headers=shopper.headers)
    return response.status


async def test_the_buyer_opens_the_receipt_of_a_paid_order_in_wib_and_rupiah(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await _paid(seeded_container, ani, "PAIDRCPT01")

    assert await _access(seeded_client, ani, "PAIDRCPT01") == 200
    page = await seeded_client.get("/receipt/PAIDRCPT01")
    english = await seeded_client.get("/receipt/PAIDRCPT01?lng=en")

    html = await page.text()
    assert page.status == 200
    assert page.headers["Cache-Control"] == "no-store"
    assert "Kelana eSIM" in html
    assert "Struk pembayaran" in html
    assert "PAIDRCPT01" in html
    assert "Rp. 104.000" in html
    assert "10 Agustus 2026, 12.00 WIB" in html
    assert "Pembayaran online" in html
    assert "Cetak struk" in html
    english_html = await english.text()
    assert "Payment receipt" in english_html
    assert "10 August 2026, 12:00 WIB" in english_html


async def test_an_unpaid_order_has_no_receipt(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await _paid(seeded_container, ani, "PAIDRCPT02")
    await ani.create(order_payload("UNPAIDRCP1"))

    assert await _access(seeded_client, ani, "UNPAIDRCP1") == 404
    assert await _access(seeded_client, ani, "PAIDRCPT02") == 200  # a pass for this browser
    page = await seeded_client.get("/receipt/UNPAIDRCP1")

    assert page.status == 404
    assert "Struk tidak ditemukan" in await page.text()


async def test_someone_elses_receipt_is_not_found_even_with_a_pass_of_their_own(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    budi = await shopper("uid-budi")
    await _paid(seeded_container, ani, "PAIDRCPT03")
    await _paid(seeded_container, budi, "PAIDRCPT04")

    assert await _access(seeded_client, budi, "PAIDRCPT03") == 404
    assert await _access(seeded_client, budi, "PAIDRCPT04") == 200  # budi's pass in this browser
    page = await seeded_client.get("/receipt/PAIDRCPT03")

    assert page.status == 404
    assert "PAIDRCPT03" not in await page.text()


async def test_without_a_pass_the_page_sends_the_browser_to_sign_in_through_the_order_history(
    shopper: SignIn, seeded_client: TestClient, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await _paid(seeded_container, ani, "PAIDRCPT05")
    seeded_client.session.cookie_jar.clear()

    page = await seeded_client.get("/receipt/PAIDRCPT05", allow_redirects=False)
    forged = await seeded_client.get(
        "/receipt/PAIDRCPT05",
        allow_redirects=False,
        headers={"Cookie": "kelana_receipt=uid-ani.9999999999.deadbeef"},
    )
    hostile = await seeded_client.get("/receipt/..%2F..%2Fetc", allow_redirects=False)

    assert page.status == 302
    assert page.headers["Location"] == "/riwayat-order?receipt=PAIDRCPT05"
    assert forged.status == 302
    assert hostile.status == 404
