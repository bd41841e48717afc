"""POST /api/payments/notification: Midtrans' HTTP notification, verified and applied once."""

import asyncio
from collections.abc import Awaitable, Callable

import pytest
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobRow
from modules.payments.enums import PaymentStatus
from modules.payments.repository import PaymentRepository
from modules.payments.service import PaymentService
from modules.payments.tests.conftest import Provider, gateway_payment, signed

SettledJobs = Callable[[], Awaitable[list[JobRow]]]


async def status_of(order_id: str) -> PaymentStatus:
    payment = await PaymentRepository().get(order_id)
    assert payment is not None
    return payment.status


async def test_a_settlement_pays_the_payment_and_tells_orders_once(
    provider: Provider, service: PaymentService, settled_jobs: SettledJobs
) -> None:
    await gateway_payment(service, "ORDER00101")

    response = await provider.send("ORDER00101")

    assert response.status == 200
    assert (await response.json())["data"] == {"order_id": "ORDER00101", "status": "paid"}
    assert [job.key for job in await settled_jobs()] == ["payments.settled:ORDER00101:paid"]
    stored = await PaymentRepository().notifications("ORDER00101")
    assert stored == [("settlement", "paid")]


@pytest.mark.parametrize(
    "signature",
    [
        "0" * 128,  # forged
        "",  # missing
        "not hex at all",
    ],
)
async def test_a_forged_or_missing_signature_is_a_401_and_changes_nothing(
    provider: Provider, service: PaymentService, settled_jobs: SettledJobs, signature: str
) -> None:
    await gateway_payment(service, "ORDER00102")

    response = await provider.notify(
        signed(provider.server_key, order_id="ORDER00102", signature_key=signature)
    )

    assert response.status == 401
    assert await status_of("ORDER00102") is PaymentStatus.PENDING
    assert await settled_jobs() == []
    assert await PaymentRepository().notifications("ORDER00102") == []


async def test_a_notification_signed_with_another_key_is_refused(
    provider: Provider, service: PaymentService
) -> None:
    await gateway_payment(service, "ORDER00103")

    response = await provider.notify(signed("someone-elses-key", order_id="ORDER00103"))

    assert response.status == 401
    assert await status_of("ORDER00103") is PaymentStatus.PENDING


async def test_a_signed_amount_other_than_the_orders_changes_nothing(
    provider: Provider,
    service: PaymentService,
    settled_jobs: SettledJobs,
    seeded_container: Container,
) -> None:
    await gateway_payment(service, "ORDER00104", amount=104_000)
    refusals = "kelana_payment_refusals_total"
    labels = {"reason": "amount_mismatch", "source": "notification"}
    registry = seeded_container.metrics().registry
    assert registry.get_sample_value(refusals, labels) == 0  # on /metrics before the first

    response = await provider.send("ORDER00104", gross_amount="1000.00")

    assert registry.get_sample_value(refusals, labels) == 1  # what the alert rule reads
    assert response.status == 409
    assert (await response.json())["data"]["code"] == "payment_amount_mismatch"
    assert await status_of("ORDER00104") is PaymentStatus.PENDING
    assert await settled_jobs() == []
    assert await PaymentRepository().notifications("ORDER00104") == [("settlement", "refused")]


async def test_an_unknown_order_is_a_404(provider: Provider) -> None:
    response = await provider.send("NOSUCHORDR")

    assert response.status == 404


async def test_fifty_copies_at_once_move_the_payment_once(
    provider: Provider, service: PaymentService, settled_jobs: SettledJobs
) -> None:
    await gateway_payment(service, "ORDER00105")
    body = signed(provider.server_key, order_id="ORDER00105")

    responses = await asyncio.gather(*(provider.notify(body) for _ in range(50)))

    assert {response.status for response in responses} == {200}
    assert len(await settled_jobs()) == 1
    effects = [effect for _, effect in await PaymentRepository().notifications("ORDER00105")]
    assert sorted(set(effects)) == ["paid", "unchanged"]
    assert effects.count("paid") == 1
    assert len(effects) == 50


@pytest.mark.parametrize(
    "later",
    [
        ("pending", "201", "accept"),
        ("expire", "407", "accept"),
        ("cancel", "202", "accept"),
        ("deny", "202", "deny"),
    ],
)
async def test_nothing_after_a_settlement_moves_the_payment_back(
    provider: Provider,
    service: PaymentService,
    settled_jobs: SettledJobs,
    later: tuple[str, str, str],
) -> None:
    transaction_status, status_code, fraud_status = later
    await gateway_payment(service, "ORDER00106")
    await provider.send("ORDER00106")

    response = await provider.send(
        "ORDER00106",
        transaction_status=transaction_status,
        status_code=status_code,
        fraud_status=fraud_status,
    )

    assert response.status == 200
    assert await status_of("ORDER00106") is PaymentStatus.PAID
    assert [job.key for job in await settled_jobs()] == ["payments.settled:ORDER00106:paid"]


async def test_money_that_arrives_after_an_expiry_is_still_recorded_as_paid(
    provider: Provider, service: PaymentService, settled_jobs: SettledJobs
) -> None:
    await gateway_payment(service, "ORDER00107")
    await provider.send("ORDER00107", transaction_status="expire", status_code="202")

    await provider.send("ORDER00107")

    assert await status_of("ORDER00107") is PaymentStatus.PAID
    assert [job.key for job in await settled_jobs()] == [
        "payments.settled:ORDER00107:paid",
        "payments.settled:ORDER00107:expired",
    ]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (("capture", "200", "accept"), PaymentStatus.PAID),
        (("capture", "201", "challenge"), PaymentStatus.PENDING),
        (("capture", "200", None), PaymentStatus.PENDING),  # no word from fraud detection
        (("capture", "200", "deny"), PaymentStatus.PENDING),
        (("pending", "201", None), PaymentStatus.PENDING),
        (("deny", "202", "deny"), PaymentStatus.FAILED),
        (("failure", "202", None), PaymentStatus.FAILED),
        (("cancel", "202", None), PaymentStatus.FAILED),
        (("cancel", "200", None), PaymentStatus.FAILED),  # the Cancel API's own notification
        (("expire", "407", None), PaymentStatus.EXPIRED),
        (("expire", "202", None), PaymentStatus.EXPIRED),  # Midtrans' expiry notification
        (("refund", "200", None), PaymentStatus.PENDING),
    ],
)
async def test_each_transaction_status_maps_to_the_payments_state(
    provider: Provider,
    service: PaymentService,
    said: tuple[str, str, str | None],
    expected: PaymentStatus,
) -> None:
    transaction_status, status_code, fraud_status = said
    await gateway_payment(service, "ORDER00108")

    response = await provider.send(
        "ORDER00108",
        transaction_status=transaction_status,
        status_code=status_code,
        fraud_status=fraud_status,
    )

    assert response.status == 200
    assert await status_of("ORDER00108") is expected


@pytest.mark.parametrize(
    "body",
    [
        b"not json",
        b"[]",
        b'{"order_id": "\xff\xfe"}',
        b"[" * 50_000 + b"]" * 50_000,
        b'{"order_id": "ORDER00109"}',
        b'{"order_id": "' + b"A" * 5000 + b'", "status_code": "200"}',
    ],
)
async def test_a_body_no_provider_sends_is_a_4xx(provider: Provider, body: bytes) -> None:
    response = await provider._client.post(
        "/api/payments/notification", data=body, headers={"Content-Type": "application/json"}
    )

    assert 400 <= response.status < 500


async def test_a_non_integral_or_absurd_amount_is_refused(
    provider: Provider, service: PaymentService
) -> None:
    await gateway_payment(service, "ORDER00110")

    for amount in ("104000.50", "1e400", "NaN", "-104000.00", "104000,00"):
        response = await provider.send("ORDER00110", gross_amount=amount)
        assert response.status == 409, amount

    assert await status_of("ORDER00110") is PaymentStatus.PENDING


@pytest.mark.parametrize(
    "said",
    [
        ("settlement", "201", "accept"),  # a pending code on a paying status
        ("settlement", "202", "accept"),
        ("settlement", "407", "accept"),
        ("capture", "202", "accept"),
        ("pending", "200", "accept"),
        ("expire", "200", None),
        ("deny", "200", "deny"),
    ],
)
async def test_a_status_code_that_does_not_go_with_its_status_is_refused_and_kept(
    provider: Provider,
    service: PaymentService,
    settled_jobs: SettledJobs,
    said: tuple[str, str, str | None],
) -> None:
    transaction_status, status_code, fraud_status = said
    await gateway_payment(service, "ORDER00111")

    response = await provider.send(
        "ORDER00111",
        transaction_status=transaction_status,
        status_code=status_code,
        fraud_status=fraud_status,
    )

    assert response.status == 409
    assert (await response.json())["data"]["code"] == "payment_status_mismatch"
    assert await status_of("ORDER00111") is PaymentStatus.PENDING
    assert await settled_jobs() == []
    history = await service.history(order_id="ORDER00111")
    assert history is not None
    (kept,) = history.notifications
    assert (kept.transaction_status, kept.effect, kept.reason) == (
        transaction_status,
        "refused",
        "status_mismatch",
    )


async def test_twenty_copies_of_a_wrong_amount_at_once_are_kept_once(
    provider: Provider, service: PaymentService, settled_jobs: SettledJobs
) -> None:
    await gateway_payment(service, "ORDER00112")
    body = signed(provider.server_key, order_id="ORDER00112", gross_amount="1000.00")

    responses = await asyncio.gather(*(provider.notify(body) for _ in range(20)))

    assert {response.status for response in responses} == {409}
    assert await PaymentRepository().notifications("ORDER00112") == [("settlement", "refused")]
    assert [note.order_id for note in await service.refused_notifications()] == ["ORDER00112"]
    assert await status_of("ORDER00112") is PaymentStatus.PENDING
    assert await settled_jobs() == []
