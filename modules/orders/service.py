"""Order use cases: create (priced on the server), pay, list, and the jobs that move an order
when its payment settles or its time runs out."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol

import structlog
from pydantic import ValidationError
from tortoise.transactions import in_transaction

from core.errors import Conflict, Invalid, NotFound
from core.jobs import JobContext, JobQueue, PermanentJobError
from modules.accounts.service import AccountsService
from modules.catalog.schemas import Product, ProductType
from modules.catalog.service import CatalogService
from modules.esim.schemas import PROVISION_JOB, ProvisionOutcome, ProvisionRequest
from modules.esim.service import EsimService
from modules.identity.schemas import MailRecipient
from modules.orders.enums import DeliveryType, OrderStatus, TransitionCause
from modules.orders.mail import OrderMail
from modules.orders.payment_contract import (
    PaymentCustomer,
    PaymentItem,
    PaymentMethod,
    PaymentOutcome,
    PaymentRequest,
    PaymentService,
    PaymentSettled,
)
from modules.orders.repository import (
    LineRow,
    NewOrder,
    OrderIdTaken,
    OrderRepository,
    StoredOrder,
    TransitionRow,
)
from modules.orders.schemas import (
    CASH_ANSWER,
    PROMO_CLAIM_ANSWER,
    TRANSFER_ANSWER,
    OrderCreate,
    OrderCreated,
    OrderDetail,
    OrderErrorCode,
    OrderView,
)
from modules.promos.service import PromoService

log = structlog.get_logger(__name__)

EXPIRE_JOB = "orders.expire"
PAID_STATES = frozenset(
    {
        OrderStatus.PAID,
        OrderStatus.PROVISIONING,
        OrderStatus.PROVISIONED,
        OrderStatus.PROVISION_FAILED,
    }
)
OFFLINE_ANSWERS = {PaymentMethod.CASH: CASH_ANSWER, PaymentMethod.TRANSFER: TRANSFER_ANSWER}


def utc_now() -> datetime:
    return datetime.now(UTC)


class PickupLocations(Protocol):
    """What orders asks of the locations module: does this pickup point exist."""

    async def pickup_location_exists(self, *, location_id: str) -> bool: ...


MailRecipients = Callable[..., Awaitable[MailRecipient | None]]


@dataclass(frozen=True)
class ExpiryTimes:
    """How long an unpaid order waits, by payment method (a gateway order: until its payment
    page expires, this long when no page was made)."""

    gateway: timedelta
    transfer: timedelta
    cash: timedelta

    def after(self, method: PaymentMethod) -> timedelta:
        return {
            PaymentMethod.GATEWAY: self.gateway,
            PaymentMethod.TRANSFER: self.transfer,
            PaymentMethod.CASH: self.cash,
        }[method]


def _details(order: StoredOrder) -> tuple[OrderDetail, ...]:
    return tuple(
        OrderDetail(
            product_id=line.product_id,
            name=line.name,
            type=line.type,
            quantity=line.quantity,
            price=line.price_idr,
            iccid=line.iccid,
        )
        for line in order.lines
    )


def _created(order: StoredOrder) -> OrderCreated:
    return OrderCreated(
        order_id=order.order_id,
        status=order.status,
        total_amount=order.total_idr,
        subtotal_amount=order.subtotal_idr,
        discount_amount=order.discount_idr,
        promo_code=order.promo_code,
        payment_method=order.payment_method,
        order_details=_details(order),
    )


def _view(order: StoredOrder) -> OrderView:
    return OrderView(
        order_id=order.order_id,
        status=order.status,
        created_at=order.created_at,
        final_amount=order.total_idr,
        subtotal_amount=order.subtotal_idr,
        discount_amount=order.discount_idr,
        promo_code=order.promo_code,
        payment_method=order.payment_method,
        order_details=_details(order),
    )


def _not_found() -> NotFound:
    return NotFound("Order tidak ditemukan", code=OrderErrorCode.NOT_FOUND)


def _blank(value: str | None) -> bool:
    return not (value or "").strip()


def _outcome(job: JobContext) -> ProvisionOutcome:
    try:
        return ProvisionOutcome.model_validate(job.payload)
    except ValidationError as error:
        raise PermanentJobError(f"not a ProvisionOutcome: {error}") from None


class OrderService:
    def __init__(
        self,
        *,
        repository: OrderRepository,
        catalog: CatalogService,
        promos: PromoService,
        payments: PaymentService,
        locations: PickupLocations | None,
        accounts: AccountsService,
        recipients: MailRecipients,
        mail: OrderMail,
        jobs: JobQueue,
        expiry: ExpiryTimes,
        esim: EsimService,
        provision_attempts: int = 8,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._catalog = catalog
        self._promos = promos
        self._payments = payments
        self._locations = locations
        self._accounts = accounts
        self._recipients = recipients
        self._mail = mail
        self._jobs = jobs
        self._expiry = expiry
        self._esim = esim
        self._provision_attempts = provision_attempts
        self._clock = clock

    # ------------------------------------------------------------------ create

    async def create(self, *, uid: str, order: OrderCreate) -> OrderCreated:
        """SPEC §5 Order creation. Every amount comes from the catalog and the promo rules;
        the same order_id sent again by its owner answers the order it made."""
        existing = await self._repository.get(order.order_id)
        if existing is not None:
            return self._same_order(existing, uid=uid)
        detail = order.order_details[0]
        product = await self._product(detail.product_id)
        await self._check_delivery(order, product)
        await self._check_iccid(uid=uid, product=product, iccid=detail.iccid)
        subtotal = product.price_idr * detail.quantity
        discount = 0
        if order.promo_code is not None:
            # Read first, so a promo that does not apply is refused before anything is written.
            checked = await self._promos.validate(
                code=order.promo_code,
                total_amount=subtotal,
                user_id=uid,
                product_id=product.product_id,
            )
            discount = checked.discount
        recipient = await self._recipients(uid=uid)
        now = self._clock()
        free = subtotal - discount == 0
        new = NewOrder(
            order_id=order.order_id,
            uid=uid,
            payment_method=order.payment_method,
            subtotal_idr=subtotal,
            discount_idr=discount,
            total_idr=subtotal - discount,
            promo_code=order.promo_code,
            location_code=order.region or order.country,
            delivery_type=order.delivery_type,
            pickup_location_id=order.pickup_location,
            delivery_street=order.delivery_address.street if order.delivery_address else None,
            delivery_city=order.delivery_address.city if order.delivery_address else None,
            delivery_state=order.delivery_address.state if order.delivery_address else None,
            delivery_postal_code=(
                order.delivery_address.postal_code if order.delivery_address else None
            ),
            language=recipient.language if recipient else "id",
            created_at=now,
            expires_at=now + self._expiry.after(order.payment_method),
            lines=(
                LineRow(
                    product_id=product.product_id,
                    name=product.name,
                    type=product.type,
                    quantity=detail.quantity,
                    price_idr=product.price_idr,
                    iccid=detail.iccid if product.type is ProductType.DATA_PACKAGE else None,
                ),
            ),
        )
        try:
            async with in_transaction():
                # The order row first: a second request with this id waits here for the first
                # one's commit and is then answered with its order, never a second promo use.
                await self._repository.add(new, at=now, cause=TransitionCause.CREATED)
                if order.promo_code is not None:
                    redeemed = await self._promos.redeem(
                        code=order.promo_code,
                        user_id=uid,
                        order_id=order.order_id,
                        total_amount=subtotal,
                        product_id=product.product_id,
                    )
                    if redeemed.discount != discount:  # the promo changed in between
                        raise Conflict(
                            "Promo berubah, silakan coba lagi", code=OrderErrorCode.PROMO_CHANGED
                        )
                if free:  # a fully discounted claim: nothing to pay, paid at once
                    await self._repository.move(
                        order.order_id,
                        from_status=OrderStatus.AWAITING_PAYMENT,
                        to_status=OrderStatus.PAID,
                        cause=TransitionCause.PROMO_CLAIM,
                        at=now,
                        paid_at=now,
                    )
                stored = await self._stored(order.order_id)
                if free:
                    await self._mail.paid(stored, recipient)
                    stored = await self._start_provisioning(stored, recipient, now)
                else:
                    await self._jobs.enqueue(
                        EXPIRE_JOB,
                        {"order_id": order.order_id},
                        key=f"{EXPIRE_JOB}:{order.order_id}",
                        run_after=new.expires_at,
                    )
                    if order.payment_method is not PaymentMethod.GATEWAY:
                        await self._mail.received(stored, recipient)
        except OrderIdTaken:
            taken = await self._repository.get(order.order_id)
            if taken is None:  # pragma: no cover - a row that vanished: nothing deletes orders
                raise
            return self._same_order(taken, uid=uid)
        log.info(
            "order_created",
            order_id=stored.order_id,
            amount_idr=stored.total_idr,
            method=stored.payment_method.value,
            promo=stored.promo_code,
        )
        if not free and order.payment_method is not PaymentMethod.GATEWAY:
            await self._expect_offline(stored, quietly=True)
        return _created(stored)

    def _same_order(self, order: StoredOrder, *, uid: str) -> OrderCreated:
        if order.uid != uid:
            raise Conflict(
                f"Nomor order {order.order_id} sudah dipakai. Silakan buat order baru.",
                code=OrderErrorCode.ID_TAKEN,
                field="order_id",
            )
        return _created(order)

    async def _stored(self, order_id: str) -> StoredOrder:
        order = await self._repository.get(order_id)
        if order is None:
            raise _not_found()
        return order

    async def _product(self, product_id: str) -> Product:
        try:
            product = await self._catalog.product(product_id=product_id)
        except NotFound:
            raise Invalid(
                f"Produk '{product_id}' tidak ditemukan",
                code=OrderErrorCode.PRODUCT_NOT_FOUND,
                field="order_details.0.product_id",
            ) from None
        return product

    async def _check_iccid(self, *, uid: str, product: Product, iccid: str | None) -> None:
        """A data package tops up one of the buyer's own SIMs or eSIMs (SPEC §5 step 3)."""
        if product.type is not ProductType.DATA_PACKAGE:
            return
        if not iccid:
            raise Invalid(
                "Pilih eSIM atau kartu SIM yang akan diisi paket data",
                code=OrderErrorCode.ICCID_REQUIRED,
                field="order_details.0.iccid",
            )
        if not await self._esim.iccid_usable(uid=uid, iccid=iccid):
            raise Invalid(
                "ICCID ini bukan milik Anda atau tidak dapat diisi paket data",
                code=OrderErrorCode.ICCID_NOT_USABLE,
                field="order_details.0.iccid",
            )

    async def _check_delivery(self, order: OrderCreate, product: Product) -> None:
        """SPEC §5: without a promo, pickup needs a location (a SIM card is picked up), and
        delivery needs street, city and province."""
        if order.promo_code is not None:
            return
        if order.delivery_type is DeliveryType.DELIVERY:
            address = order.delivery_address
            if address is None or any(
                _blank(value) for value in (address.street, address.city, address.state)
            ):
                raise Invalid(
                    "Alamat pengiriman belum lengkap: jalan, kota dan provinsi wajib diisi",
                    code=OrderErrorCode.ADDRESS_INCOMPLETE,
                    field="delivery_address",
                )
            return
        if product.type is not ProductType.SIM_BUNDLE:
            return
        if order.delivery_type is None:
            raise Invalid(
                "Pilih pengambilan di lokasi atau pengiriman",
                code=OrderErrorCode.DELIVERY_TYPE_REQUIRED,
                field="delivery_type",
            )
        if order.pickup_location is None:
            raise Invalid(
                "Silakan pilih lokasi pengambilan",
                code=OrderErrorCode.PICKUP_LOCATION_REQUIRED,
                field="pickup_location",
            )
        if self._locations is not None and not await self._locations.pickup_location_exists(
            location_id=order.pickup_location
        ):
            raise Invalid(
                "Lokasi pengambilan tidak ditemukan",
                code=OrderErrorCode.PICKUP_LOCATION_NOT_FOUND,
                field="pickup_location",
            )

    # ------------------------------------------------------------------ pay and list

    async def pay(self, *, uid: str, order_id: str) -> str:
        """SPEC §3 Payment response: the gateway's page (the same one every time), the words
        cash or transfer, or `{address}` for a fully discounted promo claim."""
        order = await self._repository.get(order_id)
        if order is None or order.uid != uid:
            raise _not_found()  # another user's order is not there for this caller
        if order.total_idr == 0 and order.status in PAID_STATES:
            return PROMO_CLAIM_ANSWER
        if order.status in PAID_STATES:
            raise Conflict("Order ini sudah dibayar", code=OrderErrorCode.ALREADY_PAID)
        if order.status is not OrderStatus.AWAITING_PAYMENT:
            raise Conflict(
                "Order ini sudah tidak dapat dibayar. Silakan buat order baru.",
                code=OrderErrorCode.NOT_PAYABLE,
            )
        if order.payment_method is not PaymentMethod.GATEWAY:
            await self._expect_offline(order, quietly=False)
            return OFFLINE_ANSWERS[order.payment_method]
        if order.payment_url is not None:
            return order.payment_url
        return await self._start_gateway(order)

    async def _start_gateway(self, order: StoredOrder) -> str:
        recipient = await self._recipients(uid=order.uid)
        profile = await self._accounts.profile(
            uid=order.uid, email=recipient.email if recipient else None, email_verified=True
        )
        email = (recipient.email if recipient else None) or ""
        name = profile.name or (recipient.display_name if recipient else None) or email
        # Outside any transaction: this may call the payment provider. The call is idempotent
        # per order, so two racing pay requests get the same page.
        page = await self._payments.start_gateway_payment(
            request=PaymentRequest(
                order_id=order.order_id,
                gross_amount=order.total_idr,
                items=[
                    PaymentItem(
                        id=line.product_id,
                        name=line.name,
                        price=line.price_idr - (order.discount_idr if index == 0 else 0),
                        quantity=line.quantity,
                    )
                    for index, line in enumerate(order.lines)
                ],
                customer=PaymentCustomer(name=name, email=email, phone=profile.phone),
                language="en" if order.language == "en" else "id",
            )
        )
        async with in_transaction():
            attached = await self._repository.attach_payment_page(
                order.order_id, url=page.payment_url, expires_at=page.expires_at
            )
            if attached:  # the first page of this order: the mail with its link, once
                await self._mail.received(await self._stored(order.order_id), recipient)
        return page.payment_url

    async def _expect_offline(self, order: StoredOrder, *, quietly: bool) -> None:
        method = order.payment_method
        try:
            await self._payments.expect_offline_payment(
                order_id=order.order_id, gross_amount=order.total_idr, method=method
            )
        except Exception:
            if not quietly:
                raise
            # The pay request that follows creation asks again (the call is idempotent).
            log.warning("offline_payment_not_recorded", order_id=order.order_id, exc_info=True)

    async def orders(self, *, uid: str) -> list[OrderView]:
        """The caller's orders, newest first (SPEC §7)."""
        return [_view(order) for order in await self._repository.of_user(uid)]

    async def transitions(self, *, order_id: str) -> list[TransitionRow]:
        return await self._repository.transitions(order_id)

    # ------------------------------------------------------------------ jobs

    async def on_payment_settled(self, job: JobContext) -> None:
        """Job `payments.settled` (enqueued by payments): paid, failed or expired, each at most
        once, by a conditional UPDATE on the order's current status."""
        try:
            settled = PaymentSettled.model_validate(job.payload)
        except ValidationError as error:
            raise PermanentJobError(f"not a PaymentSettled payload: {error}") from None
        order = await self._repository.get(settled.order_id)
        if order is None:
            raise PermanentJobError(f"no order {settled.order_id!r}")
        if settled.outcome is PaymentOutcome.PAID:
            await self._paid(order, settled)
        elif settled.outcome is PaymentOutcome.FAILED:
            await self._close(order, OrderStatus.PAYMENT_FAILED, TransitionCause.PAYMENT_FAILED)
        else:
            await self._close(order, OrderStatus.EXPIRED, TransitionCause.PAYMENT_EXPIRED)

    async def _paid(self, order: StoredOrder, settled: PaymentSettled) -> None:
        now = self._clock()
        if settled.gross_amount != order.total_idr:
            log.error(
                "order_paid_amount_mismatch",
                order_id=order.order_id,
                amount_idr=settled.gross_amount,
                expected_idr=order.total_idr,
            )
            await self._event(order.order_id, TransitionCause.AMOUNT_MISMATCH, now)
            return
        recipient = await self._recipients(uid=order.uid)
        async with in_transaction():
            moved = await self._repository.move(
                order.order_id,
                from_status=OrderStatus.AWAITING_PAYMENT,
                to_status=OrderStatus.PAID,
                cause=TransitionCause.PAYMENT_PAID,
                at=now,
                paid_at=now,
            )
            if moved:
                paid = await self._stored(order.order_id)
                await self._mail.paid(paid, recipient)
                await self._start_provisioning(paid, recipient, now)
        if moved:
            log.info("order_paid", order_id=order.order_id, amount_idr=order.total_idr)
            return
        # Paid after the order expired or failed: the money is recorded by payments and the
        # order stays as it is; the log keeps a row that changed nothing, for support.
        current = await self._stored(order.order_id)
        if current.status in {OrderStatus.EXPIRED, OrderStatus.PAYMENT_FAILED}:
            log.warning("order_paid_late", order_id=order.order_id, status=current.status.value)
            await self._event(order.order_id, TransitionCause.LATE_PAYMENT, now)

    async def _start_provisioning(
        self, order: StoredOrder, recipient: MailRecipient | None, now: datetime
    ) -> StoredOrder:
        """Paid: the esim module is asked (a durable job in this transaction) to issue the
        eSIM, add the package or reserve the SIM card. An eSIM or a package is `provesioning`
        until it answers; a SIM card stays `paid` until its buyer activates it."""
        line = order.lines[0]
        try:
            validity = (
                (await self._catalog.product(product_id=line.product_id)).items[0].validity_days
            )
        except (NotFound, IndexError):
            validity = 0
        request = ProvisionRequest(
            order_id=order.order_id,
            uid=order.uid,
            email=recipient.email if recipient else None,
            name=recipient.display_name if recipient else None,
            language="en" if order.language == "en" else "id",
            product_id=line.product_id,
            product_type=line.type.value,
            package_name=line.name,
            validity_days=validity,
            iccid=line.iccid,
        )
        await self._jobs.enqueue(
            PROVISION_JOB,
            request.model_dump(mode="json"),
            key=f"{PROVISION_JOB}:{order.order_id}",
            max_attempts=self._provision_attempts,
        )
        if line.type is ProductType.SIM_BUNDLE:
            return order
        await self._repository.move(
            order.order_id,
            from_status=OrderStatus.PAID,
            to_status=OrderStatus.PROVISIONING,
            cause=TransitionCause.PROVISION_STARTED,
            at=now,
        )
        return await self._stored(order.order_id)

    async def on_provisioned(self, job: JobContext) -> None:
        """Job `esim.provisioned`: the order's eSIM or package works, or its SIM is active."""
        outcome = _outcome(job)
        now = self._clock()
        for from_status in (OrderStatus.PROVISIONING, OrderStatus.PAID):
            if await self._repository.move(
                outcome.order_id,
                from_status=from_status,
                to_status=OrderStatus.PROVISIONED,
                cause=TransitionCause.PROVISIONED,
                at=now,
            ):
                log.info("order_provisioned", order_id=outcome.order_id, iccid=outcome.iccid)
                return

    async def on_provision_failed(self, job: JobContext) -> None:
        """Job `esim.provision_failed`: the telco kept refusing; support takes it from here."""
        outcome = _outcome(job)
        if await self._repository.move(
            outcome.order_id,
            from_status=OrderStatus.PROVISIONING,
            to_status=OrderStatus.PROVISION_FAILED,
            cause=TransitionCause.PROVISION_FAILED,
            at=self._clock(),
        ):
            log.error("order_provision_failed", order_id=outcome.order_id, reason=outcome.reason)

    async def _event(self, order_id: str, cause: TransitionCause, at: datetime) -> None:
        """A log row that changed nothing; written once per cause, however often the job runs."""
        if any(row.cause is cause for row in await self._repository.transitions(order_id)):
            return
        status = (await self._stored(order_id)).status
        await self._repository.record(TransitionRow(order_id, status, status, cause, at))

    async def _close(self, order: StoredOrder, status: OrderStatus, cause: TransitionCause) -> bool:
        """An unpaid order that will never be paid: failed or expired, and its promo use given
        back, in one transaction."""
        async with in_transaction():
            moved = await self._repository.move(
                order.order_id,
                from_status=OrderStatus.AWAITING_PAYMENT,
                to_status=status,
                cause=cause,
                at=self._clock(),
            )
            if moved and order.promo_code is not None:
                await self._promos.release(code=order.promo_code, order_id=order.order_id)
        if moved:
            log.info("order_closed", order_id=order.order_id, status=status.value, cause=cause)
        return moved

    async def expire(self, job: JobContext) -> None:
        """Job `orders.expire`: an order still unpaid at its expiry expires; its payment is
        cancelled first, so a payment arriving later is recorded but not taken."""
        order_id = job.payload.get("order_id") if isinstance(job.payload, dict) else None
        if not isinstance(order_id, str):
            raise PermanentJobError(f"not an order id: {order_id!r}")
        order = await self._repository.get(order_id)
        if order is None or order.status is not OrderStatus.AWAITING_PAYMENT:
            return
        if self._clock() < order.expires_at:
            # The payment page expires later than the order first did: wait for it.
            await self._jobs.enqueue(
                EXPIRE_JOB,
                {"order_id": order.order_id},
                key=f"{EXPIRE_JOB}:{order.order_id}:{order.expires_at:%Y%m%dT%H%M%S}",
                run_after=order.expires_at,
            )
            return
        await self._payments.cancel_payment(order_id=order.order_id)
        await self._close(order, OrderStatus.EXPIRED, TransitionCause.UNPAID_IN_TIME)
