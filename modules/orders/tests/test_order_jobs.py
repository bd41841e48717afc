"""The jobs that move an order: `payments.settled` (from payments) and `orders.expire`; each
change is one conditional UPDATE and one row of the order's log."""

from collections.abc import Awaitable, Callable
from datetime import timedelta
from types import SimpleNamespace

from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobContext, JobState
from core.testing_clock import FakeClock
from modules.orders.enums import OrderStatus, TransitionCause
from modules.orders.payment_contract import SETTLED_JOB_KIND, PaymentOutcome
from modules.orders.tests.conftest import (
    FakePayments,
    Shopper,
    enqueue_settled,
    order_payload,
    settled,
)
from modules.promos.schemas import PromoType

SignIn = Callable[[str], Awaitable[Shopper]]
PRICE = 104_000


async def _run_jobs(container: Container) -> None:
    await container.job_runner().run_until_idle()


async def _status(container: Container, order_id: str) -> OrderStatus:
    order = await container.orders.repository().get(order_id)
    assert order is not None
    return order.status


async def _log(container: Container, order_id: str) -> list[tuple[object, ...]]:
    rows = await container.orders.repository().transitions(order_id)
    return [(row.from_status, row.to_status, row.cause) for row in rows]


async def test_paid_moves_an_awaiting_order_once(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00030"))
    await ani.pay("ORDER00030")

    await enqueue_settled(seeded_container, "ORDER00030", PaymentOutcome.PAID, PRICE)
    await _run_jobs(seeded_container)
    # Delivered again (at least once): nothing changes.
    await seeded_container.orders.worker().on_payment_settled(
        _context(seeded_container, "ORDER00030", PaymentOutcome.PAID, PRICE)
    )

    # Paid, then the eSIM is issued by the telco (the esim module's job) once.
    assert await _status(seeded_container, "ORDER00030") is OrderStatus.PROVISIONED
    assert await _log(seeded_container, "ORDER00030") == [
        (None, OrderStatus.AWAITING_PAYMENT, TransitionCause.CREATED),
        (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAID, TransitionCause.PAYMENT_PAID),
        (OrderStatus.PAID, OrderStatus.PROVISIONING, TransitionCause.PROVISION_STARTED),
        (OrderStatus.PROVISIONING, OrderStatus.PROVISIONED, TransitionCause.PROVISIONED),
    ]
    rows = await seeded_container.orders.repository().transitions("ORDER00030")
    assert all(row.order_id == "ORDER00030" and row.at is not None for row in rows)


async def test_failed_moves_to_payment_failed_and_gives_the_promo_back(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00031", promo_code="JALAN10"))

    await enqueue_settled(seeded_container, "ORDER00031", PaymentOutcome.FAILED, PRICE)
    await _run_jobs(seeded_container)
    # A "paid" after "failed" never moves it back.
    await enqueue_settled(seeded_container, "ORDER00031", PaymentOutcome.PAID, PRICE - 10_400)
    await _run_jobs(seeded_container)

    assert await _status(seeded_container, "ORDER00031") is OrderStatus.PAYMENT_FAILED
    promo = await seeded_container.promos.repository().get("JALAN10")
    assert promo is not None
    assert promo.used_count == 0
    assert (await _log(seeded_container, "ORDER00031"))[-1] == (
        OrderStatus.PAYMENT_FAILED,
        OrderStatus.PAYMENT_FAILED,
        TransitionCause.LATE_PAYMENT,
    )


async def test_a_late_payment_for_an_expired_order_is_logged_and_changes_nothing(
    shopper: SignIn, seeded_container: Container, clock: FakeClock
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00032"))
    clock.now += timedelta(minutes=61)
    await _run_jobs(seeded_container)

    await enqueue_settled(seeded_container, "ORDER00032", PaymentOutcome.PAID, PRICE)
    await _run_jobs(seeded_container)
    await seeded_container.orders.worker().on_payment_settled(
        _context(seeded_container, "ORDER00032", PaymentOutcome.PAID, PRICE)
    )

    assert await _status(seeded_container, "ORDER00032") is OrderStatus.EXPIRED
    log = await _log(seeded_container, "ORDER00032")
    assert log[1:] == [
        (OrderStatus.AWAITING_PAYMENT, OrderStatus.EXPIRED, TransitionCause.UNPAID_IN_TIME),
        (OrderStatus.EXPIRED, OrderStatus.EXPIRED, TransitionCause.LATE_PAYMENT),
    ]


async def test_a_payment_of_another_amount_does_not_pay_the_order(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00033"))

    await enqueue_settled(seeded_container, "ORDER00033", PaymentOutcome.PAID, 1)
    await _run_jobs(seeded_container)

    assert await _status(seeded_container, "ORDER00033") is OrderStatus.AWAITING_PAYMENT
    assert (await _log(seeded_container, "ORDER00033"))[-1][2] is TransitionCause.AMOUNT_MISMATCH


async def test_expired_from_payments_expires_the_order(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00034"))

    await enqueue_settled(seeded_container, "ORDER00034", PaymentOutcome.EXPIRED, PRICE)
    await _run_jobs(seeded_container)

    assert await _status(seeded_container, "ORDER00034") is OrderStatus.EXPIRED


async def test_an_unknown_order_or_payload_is_a_dead_job(
    seeded_client: object, seeded_container: Container
) -> None:
    await enqueue_settled(seeded_container, "NOSUCHORDR", PaymentOutcome.PAID, PRICE)
    await seeded_container.jobs().enqueue(SETTLED_JOB_KIND, {"order_id": 5})
    await _run_jobs(seeded_container)

    jobs = await seeded_container.jobs().jobs(kind=SETTLED_JOB_KIND)
    assert [job.state for job in jobs] == [JobState.DEAD, JobState.DEAD]


async def test_expiry_expires_the_unpaid_order_cancels_its_payment_and_releases_the_promo(
    shopper: SignIn, seeded_container: Container, clock: FakeClock, payments: FakePayments
) -> None:
    await seeded_container.promos.repository().add_missing(
        [
            # The promos' PromoRow, by its fields (orders reads promos' service and schemas only).
            SimpleNamespace(
                code="SEKALI",
                name="Sekali per akun",
                type=PromoType.FIXED,
                amount=10_000,
                start_date=clock.now - timedelta(days=1),
                expiry_date=None,
                min_total_idr=0,
                max_discount_idr=None,
                usage_limit=None,
                once_per_user=True,
                public=False,
                country_codes=(),
                product_ids=(),
                banner_desktop_url=None,
                banner_mobile_url=None,
                banner_link=None,
            )
        ]
    )
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00035", promo_code="SEKALI", payment_method="transfer"))
    refused = await ani.create(order_payload("ORDER00036", promo_code="SEKALI"), status=409)

    clock.now += timedelta(hours=23)
    await _run_jobs(seeded_container)
    waiting = await _status(seeded_container, "ORDER00035")
    clock.now += timedelta(hours=2)
    await _run_jobs(seeded_container)

    assert refused["data"]["code"] == "promo_already_used"
    assert waiting is OrderStatus.AWAITING_PAYMENT
    assert await _status(seeded_container, "ORDER00035") is OrderStatus.EXPIRED
    assert payments.cancelled == ["ORDER00035"]
    stored = await seeded_container.promos.repository().get("SEKALI")
    assert stored is not None
    assert stored.used_count == 0
    # Given back: the once-per-user promo may be used again.
    again = await ani.create(order_payload("ORDER00037", promo_code="SEKALI"))
    assert again["data"]["discount_amount"] == 10_000


async def test_a_gateway_order_waits_for_its_payment_pages_expiry(
    shopper: SignIn,
    seeded_container: Container,
    clock: FakeClock,
    payments: FakePayments,
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00039"))
    clock.now += timedelta(minutes=30)
    await ani.pay("ORDER00039")  # the page expires 60 minutes from now

    clock.now += timedelta(minutes=45)  # past the order's first expiry, before the page's
    await _run_jobs(seeded_container)
    waiting = await _status(seeded_container, "ORDER00039")
    clock.now += timedelta(minutes=20)
    await _run_jobs(seeded_container)

    assert waiting is OrderStatus.AWAITING_PAYMENT
    assert await _status(seeded_container, "ORDER00039") is OrderStatus.EXPIRED
    assert payments.cancelled == ["ORDER00039"]


async def test_a_paid_order_does_not_expire(
    shopper: SignIn, seeded_container: Container, clock: FakeClock, payments: FakePayments
) -> None:
    ani = await shopper("uid-ani")
    await ani.create(order_payload("ORDER00038", payment_method="cash"))
    await enqueue_settled(seeded_container, "ORDER00038", PaymentOutcome.PAID, PRICE)
    await _run_jobs(seeded_container)

    clock.now += timedelta(hours=49)
    await _run_jobs(seeded_container)

    assert await _status(seeded_container, "ORDER00038") is OrderStatus.PROVISIONED
    assert payments.cancelled == []


def _context(
    container: Container, order_id: str, outcome: PaymentOutcome, amount: int
) -> JobContext:
    del container
    return JobContext(
        id=0,
        kind=SETTLED_JOB_KIND,
        payload=settled(order_id, outcome, amount),
        key=None,
        attempt=1,
        max_attempts=10,
    )


async def test_a_free_claim_is_paid_by_a_logged_transition(
    shopper: SignIn, seeded_container: Container
) -> None:
    ani = await shopper("uid-ani")
    hk = [{"product_id": "hk-esim-3gb-5d", "currency": "IDR", "quantity": 1}]
    await ani.create(order_payload("ORDER00040", promo_code="HUTRI80", order_details=hk))

    assert await _log(seeded_container, "ORDER00040") == [
        (None, OrderStatus.AWAITING_PAYMENT, TransitionCause.CREATED),
        (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAID, TransitionCause.PROMO_CLAIM),
        (OrderStatus.PAID, OrderStatus.PROVISIONING, TransitionCause.PROVISION_STARTED),
    ]
    jobs = await seeded_container.jobs().jobs(kind="orders.expire")
    assert jobs == []
