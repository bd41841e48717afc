"""Refunds as orders decide them. A buyer gets back the money of an eSIM never installed, within
REFUND_WINDOW_DAYS of its delivery, at once from the order history; staff ask with a reason and
an admin approves. Either way, in one transaction: the refund is opened at payments (one per
order), the order becomes `refunded`, the eSIM is voided at the telco (a job), the buyer is
e-mailed. Twenty requests at once make one refund: the others find it and get a 409."""

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Protocol

from tortoise.transactions import in_transaction

from core.errors import Conflict, Invalid
from core.jobs import JobQueue
from core.locales import Phrasebook
from modules.catalog.schemas import ProductType
from modules.esim.schemas import VOID_JOB, EsimRefundFacts
from modules.orders.enums import OrderStatus, TransitionCause
from modules.orders.mail import OrderMail
from modules.orders.payment_contract import (
    PaymentMethod,
    PayoutDetails,
    RefundService,
    RefundView,
)
from modules.orders.repository import OrderRepository, StoredOrder
from modules.orders.schemas import OrderErrorCode, RefundAnswer, RefundPayout
from modules.orders.service.common import (
    UNDELIVERED_STATES,
    MailRecipients,
    _not_found,
    log,
    utc_now,
)

_WORDS = Phrasebook("orders")
# What staff may refund: an order whose money arrived (an eSIM or package delivered or not).
STAFF_REFUNDABLE = frozenset({OrderStatus.PAID, OrderStatus.PROVISIONING, OrderStatus.PROVISIONED})
NOT_STAFF_REFUNDABLE = "Order ini belum dibayar atau sudah ditutup"
PAYMENT_REFUND_EXISTS = "payment_refund_exists"  # payments' code when the order has a refund


class EsimRefunds(Protocol):
    """What orders asks of esim about an eSIM it may refund."""

    async def refund_facts(self, *, order_ids: Sequence[str]) -> dict[str, EsimRefundFacts]: ...


def _say(key: str, language: str, **values: object) -> str:
    return _WORDS.say(f"refund_{key}", "en" if language == "en" else "id", **values)


def _payout(given: RefundPayout | None) -> PayoutDetails | None:
    if given is None:
        return None
    return PayoutDetails(
        bank_name=given.bank_name,
        account_number=given.account_number,
        account_holder=given.account_holder,
    )


class OrderRefunds:
    def __init__(
        self,
        *,
        repository: OrderRepository,
        refunds: RefundService,
        esim: EsimRefunds,
        recipients: MailRecipients,
        mail: OrderMail,
        jobs: JobQueue,
        window_days: int,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._refunds = refunds
        self._esim = esim
        self._recipients = recipients
        self._mail = mail
        self._jobs = jobs
        self._window = timedelta(days=window_days)
        self._clock = clock

    @property
    def window_days(self) -> int:
        """REFUND_WINDOW_DAYS: what the terms page says (0: buyers cannot ask themselves)."""
        return self._window.days

    def _until(self, facts: EsimRefundFacts | None) -> datetime | None:
        """Until when the buyer may ask; None when not at all (installed, not delivered, or
        buyers' refunds turned off)."""
        if facts is None or facts.delivered_at is None or not self._window:
            return None
        if facts.install_state != "not_installed":
            return None
        return facts.delivered_at + self._window

    async def _late(self, order: StoredOrder) -> bool:
        """Paid, not delivered, and past the delivery promise: refundable at once."""
        if order.status not in UNDELIVERED_STATES:
            return False
        history = await self._repository.transitions(order.order_id)
        return any(row.cause is TransitionCause.PROMISE_BROKEN for row in history)

    async def offers(self, orders: Sequence[StoredOrder]) -> dict[str, dict[str, object]]:
        """For the order history: each order's refund state, and whether (until when) its
        buyer may ask for one now (no end while an order is late)."""
        esims = [
            order.order_id
            for order in orders
            if order.status is OrderStatus.PROVISIONED
            and order.lines[0].type is ProductType.ESIM_BUNDLE
        ]
        facts = await self._esim.refund_facts(order_ids=esims) if esims else {}
        refunds = await self._refunds.refunds_of(order_ids=[order.order_id for order in orders])
        now = self._clock()
        offers: dict[str, dict[str, object]] = {}
        for order in orders:
            refund = refunds.get(order.order_id)
            until = self._until(facts.get(order.order_id))
            offer: dict[str, object] = {"refund_state": refund.state} if refund else {}
            if refund is None and until is not None and now <= until:
                offer |= {"can_refund": True, "refund_until": until}
            elif refund is None and await self._late(order):
                offer |= {"can_refund": True, "refund_until": None}
            if offer:
                offers[order.order_id] = offer
        return offers

    async def buyer_refund(
        self, *, uid: str, order_id: str, language: str, payout: RefundPayout | None
    ) -> RefundAnswer:
        """The buyer's button: a 409 in `language` saying why when the eSIM is installed, not
        delivered, a package, late, or refunded already."""
        order = await self._repository.get(order_id)
        if order is None or order.uid != uid:
            raise _not_found()
        kind = order.lines[0].type
        if kind is ProductType.DATA_PACKAGE:
            raise Conflict(_say("top_up_used", language), code=OrderErrorCode.NOT_REFUNDABLE)
        if kind is not ProductType.ESIM_BUNDLE:
            raise Conflict(_say("not_esim", language), code=OrderErrorCode.NOT_REFUNDABLE)
        if await self._refunds.refund(order_id=order_id) is not None:
            raise Conflict(_say("done_already", language), code=OrderErrorCode.REFUND_EXISTS)
        if await self._late(order):
            return await self._buyer_decides(order, language, payout, from_status=order.status)
        facts = (await self._esim.refund_facts(order_ids=[order_id])).get(order_id)
        if order.status is not OrderStatus.PROVISIONED or facts is None:
            raise Conflict(_say("not_delivered", language), code=OrderErrorCode.NOT_REFUNDABLE)
        if facts.install_state != "not_installed":
            raise Conflict(_say("installed", language), code=OrderErrorCode.NOT_REFUNDABLE)
        until = self._until(facts)
        if until is None or self._clock() > until:
            ended = (until or self._clock()).strftime("%Y-%m-%d")
            days = self._window.days
            raise Conflict(
                _say("late", language, days=days, date=ended), code=OrderErrorCode.NOT_REFUNDABLE
            )
        return await self._buyer_decides(
            order, language, payout, from_status=OrderStatus.PROVISIONED
        )

    async def _buyer_decides(
        self,
        order: StoredOrder,
        language: str,
        payout: RefundPayout | None,
        *,
        from_status: OrderStatus,
    ) -> RefundAnswer:
        order_id = order.order_id
        if order.payment_method is not PaymentMethod.GATEWAY and payout is None:
            raise Invalid(_say("payout_needed", language), field="payout")
        refund = await self._decide(
            order,
            from_status=from_status,
            cause=TransitionCause.BUYER_REFUNDED,
            language=language,
            open_refund=lambda: self._refunds.open_refund(
                order_id=order_id,
                reason=_say("reason_buyer", "id"),
                requested_by="buyer",
                approved=True,
                payout=_payout(payout),
            ),
        )
        return RefundAnswer(
            order_id=order_id,
            status=OrderStatus.REFUNDED,
            refund_state=refund.state,
            amount=refund.amount,
            method=order.payment_method,
        )

    async def staff_request(
        self, *, order_id: str, by: str, reason: str, payout: RefundPayout | None
    ) -> RefundView:
        """Staff ask for a refund with a reason; it waits for an admin's approval."""
        order = await self._repository.get(order_id)
        if order is None:
            raise _not_found()
        if order.status not in STAFF_REFUNDABLE:
            raise Conflict(
                "Order ini belum dibayar atau sudah ditutup", code="order_not_refundable"
            )
        if not reason.strip():
            raise Invalid("Alasan pengembalian dana wajib diisi", field="reason")
        refund = await self._refunds.open_refund(
            order_id=order_id,
            reason=reason.strip()[:500],
            requested_by=by,
            approved=False,
            payout=_payout(payout),
        )
        log.info("refund_requested", order_id=order_id)
        return refund

    async def staff_approve(self, *, order_id: str, by: str) -> RefundView:
        """An admin approves: the money goes back, the order is `refunded`, an eSIM voided."""
        order = await self._repository.get(order_id)
        if order is None:
            raise _not_found()
        if order.status not in STAFF_REFUNDABLE:
            raise Conflict(
                "Order ini belum dibayar atau sudah ditutup", code="order_not_refundable"
            )
        return await self._decide(
            order,
            from_status=order.status,
            cause=TransitionCause.REFUND_APPROVED,
            language=order.language,
            open_refund=lambda: self._refunds.approve(order_id=order_id, by=by),
        )

    async def _decide(
        self,
        order: StoredOrder,
        *,
        from_status: OrderStatus,
        cause: TransitionCause,
        language: str,
        open_refund: Callable[[], object],
    ) -> RefundView:
        recipient = await self._recipients(uid=order.uid)
        async with in_transaction():
            try:
                refund = await open_refund()  # type: ignore[misc]
            except Conflict as refused:
                if refused.code == PAYMENT_REFUND_EXISTS:
                    raise Conflict(
                        _say("done_already", language), code=OrderErrorCode.REFUND_EXISTS
                    ) from None
                raise
            moved = await self._repository.move(
                order.order_id,
                from_status=from_status,
                to_status=OrderStatus.REFUNDED,
                cause=cause,
                at=self._clock(),
            )
            if not moved:  # it changed meanwhile: nothing of this is kept
                raise Conflict(_say("done_already", language), code=OrderErrorCode.REFUND_EXISTS)
            if from_status is OrderStatus.PROVISIONED and (
                order.lines[0].type is ProductType.ESIM_BUNDLE
            ):
                await self._jobs.enqueue(
                    VOID_JOB, {"order_id": order.order_id}, key=f"{VOID_JOB}:{order.order_id}"
                )
            await self._mail.refunded(order, recipient, refund)
        log.info("order_refunded", order_id=order.order_id, cause=cause.value)
        return refund  # type: ignore[no-any-return]
