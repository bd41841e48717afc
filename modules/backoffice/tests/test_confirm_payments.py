"""The day's first task: a cash or transfer payment waits on the dashboard until staff confirm it
with its reference; the payment is then paid once (the order moves when its job runs, as after a
gateway payment), however many times or people press the button."""

import asyncio
from urllib.parse import parse_qs, urlsplit

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs.models import Job
from modules.backoffice.models import AuditEntry
from modules.backoffice.tests.helpers import csrf, sign_in, verified_account
from modules.payments.schemas import SETTLED_JOB_KIND, PaymentMethod

STAFF = "budi@kelana.test"


async def _staff_signed_in(client: TestClient, container: Container) -> str:
    await verified_account(client, container, STAFF)
    await container.backoffice.service().add_staff(STAFF, "staff", by="command line")
    await sign_in(client, STAFF)
    return await csrf(client)


async def _awaiting(container: Container, order_id: str, method: PaymentMethod) -> None:
    await container.payments.service().expect_offline_payment(
        order_id=order_id, gross_amount=104_000, method=method
    )


async def test_a_transfer_waits_on_the_dashboard_until_staff_confirm_it(
    client: TestClient, container: Container
) -> None:
    token = await _staff_signed_in(client, container)
    await _awaiting(container, "ORDER00501", PaymentMethod.TRANSFER)
    await _awaiting(container, "ORDER00502", PaymentMethod.CASH)
    await container.payments.service().expect_offline_payment(
        order_id="ORDER00503", gross_amount=80_000, method=PaymentMethod.GATEWAY
    )

    before = await (await client.get("/admin")).text()
    confirmed = await client.post(
        "/admin/payments/ORDER00501/confirm",
        data={"csrf_token": token, "reference": "BCA 2511 0042"},
        allow_redirects=False,
    )
    after = await client.get(confirmed.headers["Location"])
    html = await after.text()

    assert "Pembayaran menunggu konfirmasi (2)" in before
    for shown in ("ORDER00501", "Rp. 104.000", "Transfer bank", "ORDER00502", "Tunai"):
        assert shown in before
    assert "ORDER00503" not in before  # the gateway confirms its own payments
    assert confirmed.status == 303
    assert "Pembayaran order ORDER00501 dikonfirmasi" in html
    assert "Pembayaran menunggu konfirmasi (1)" in html
    (job,) = await Job.filter(kind=SETTLED_JOB_KIND)
    assert (job.payload["order_id"], job.payload["outcome"]) == ("ORDER00501", "paid")
    (entry,) = await AuditEntry.filter(action="payment.confirm")
    assert (entry.actor, entry.subject) == (STAFF, "ORDER00501")
    assert entry.after == {"status": "paid", "reference": "BCA 2511 0042", "changed": True}


async def test_twenty_confirmations_at_once_pay_the_order_once(
    client: TestClient, container: Container
) -> None:
    token = await _staff_signed_in(client, container)
    await _awaiting(container, "ORDER00504", PaymentMethod.TRANSFER)

    answers = await asyncio.gather(
        *(
            client.post(
                "/admin/payments/ORDER00504/confirm",
                data={"csrf_token": token, "reference": f"BCA {n}"},
                allow_redirects=False,
            )
            for n in range(20)
        )
    )
    notices = [parse_qs(urlsplit(answer.headers["Location"]).query)["notice"] for answer in answers]

    assert sorted(notices) == [["already"]] * 19 + [["confirmed"]]
    assert await Job.filter(kind=SETTLED_JOB_KIND).count() == 1
    entries = await AuditEntry.filter(action="payment.confirm")
    changed = [entry.after["changed"] for entry in entries]
    assert sorted(changed) == [False] * 19 + [True]


async def test_a_confirmation_needs_its_reference_and_a_known_order(
    client: TestClient, container: Container
) -> None:
    token = await _staff_signed_in(client, container)
    await _awaiting(container, "ORDER00505", PaymentMethod.CASH)

    blank = await client.post(
        "/admin/payments/ORDER00505/confirm", data={"csrf_token": token, "reference": "  "}
    )
    unknown = await client.post(
        "/admin/payments/ORDER09999/confirm", data={"csrf_token": token, "reference": "x"}
    )

    assert "Tulis referensi transfer atau nomor kuitansi untuk order ORDER00505." in (
        await blank.text()
    )
    assert "Pembayaran order ORDER09999 tidak ditemukan." in await unknown.text()
    assert await Job.filter(kind=SETTLED_JOB_KIND).count() == 0
