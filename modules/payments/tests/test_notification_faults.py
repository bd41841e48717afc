"""Notifications as a real network delivers them: the same one many times at once, and in the
wrong order. Whatever arrives, each order is paid once and never moved back."""

import asyncio

from aiohttp.test_utils import TestClient
from dependency_injector.containers import DeclarativeContainer as Container

from modules.payments.tests.conftest import Provider

# The reconciliation tests' store: the sandbox delivers no notification by itself.
from modules.payments.tests.test_reconciliation import (
    Buy,
    buy_and_pay,
    clock,
    seeded_container,
)

__all__ = ["buy_and_pay", "clock", "seeded_container"]  # fixtures this module shares


async def _order_causes(container: Container, order_id: str) -> list[str]:
    rows = await container.orders.repository().transitions(order_id)
    return [row.cause.value for row in rows]


async def test_twenty_copies_of_a_settlement_at_once_pay_the_order_once(
    seeded_client: TestClient, seeded_container: Container, buy_and_pay: Buy, provider: Provider
) -> None:
    await buy_and_pay("DUPE000001")

    answers = await asyncio.gather(*(provider.send("DUPE000001") for _ in range(20)))
    await seeded_container.job_runner().run_until_idle()
    again = await provider.send("DUPE000001")
    await seeded_container.job_runner().run_until_idle()

    assert {answer.status for answer in answers} == {200}
    assert again.status == 200
    causes = await _order_causes(seeded_container, "DUPE000001")
    assert causes.count("payment_paid") == 1
    assert causes[-1] == "provisioned"


async def test_notifications_out_of_order_never_move_a_paid_order_back(
    seeded_client: TestClient, seeded_container: Container, buy_and_pay: Buy, provider: Provider
) -> None:
    await buy_and_pay("ORDR000001")
    await buy_and_pay("ORDR000002")

    # The settlement overtakes the pending that was sent before it; an expiry straggles in last.
    await provider.send("ORDR000001", transaction_status="settlement", status_code="200")
    await provider.send("ORDR000001", transaction_status="pending", status_code="201")
    await provider.send("ORDR000001", transaction_status="expire", status_code="407")
    # The pending arrives first, as it should, and the settlement after it.
    await provider.send("ORDR000002", transaction_status="pending", status_code="201")
    await provider.send("ORDR000002", transaction_status="settlement", status_code="200")
    await seeded_container.job_runner().run_until_idle()

    for order_id in ("ORDR000001", "ORDR000002"):
        causes = await _order_causes(seeded_container, order_id)
        assert causes.count("payment_paid") == 1, causes
        assert "payment_expired" not in causes
        assert causes[-1] == "provisioned"
