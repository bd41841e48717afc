"""Creating an order: every amount from the catalog and the promo rules (SPEC §5)."""

from collections.abc import Callable
from datetime import datetime

from tortoise.transactions import in_transaction

from core.errors import Conflict, DomainError, Invalid, NotFound
from core.jobs import JobQueue
from core.language import DEFAULT_LANGUAGE, accepted_language, language_of_tag
from modules.accounts.service import AccountsService
from modules.catalog.schemas import Product, ProductType
from modules.catalog.service import CatalogService
from modules.esim.service import INVALID_ICCID
from modules.identity.schemas import MailRecipient
from modules.locations.schemas import DeliveryQuote
from modules.orders.enums import DeliveryType, OrderStatus, TransitionCause
from modules.orders.mail import OrderMail
from modules.orders.payment_contract import PaymentMethod
from modules.orders.repository import (
    LineRow,
    NewOrder,
    OrderIdTaken,
    OrderRepository,
    StoredOrder,
)
from modules.orders.schemas import (
    OrderCreate,
    OrderCreated,
    OrderErrorCode,
)
from modules.orders.service.common import (
    EXPIRE_JOB,
    ExpiryTimes,
    IccidChecks,
    MailRecipients,
    PickupLocations,
    StockHolds,
    _blank,
    _created,
    log,
    utc_now,
)
from modules.orders.service.lifecycle import OrderLifecycle
from modules.orders.service.paying import OrderPaying
from modules.promos.service import PromoService


class OrderCheckout:
    """Making an order (SPEC §5): checked, priced on the server, its stock held and its promo
    used in one transaction with the order row."""

    def __init__(
        self,
        *,
        repository: OrderRepository,
        lifecycle: OrderLifecycle,
        paying: OrderPaying,
        catalog: CatalogService,
        promos: PromoService,
        locations: PickupLocations | None,
        accounts: AccountsService,
        recipients: MailRecipients,
        mail: OrderMail,
        jobs: JobQueue,
        expiry: ExpiryTimes,
        stock: StockHolds,
        iccids: IccidChecks,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._lifecycle = lifecycle
        self._paying = paying
        self._catalog = catalog
        self._promos = promos
        self._locations = locations
        self._accounts = accounts
        self._recipients = recipients
        self._mail = mail
        self._jobs = jobs
        self._expiry = expiry
        self._stock = stock
        self._iccids = iccids
        self._clock = clock

    async def create(
        self, *, uid: str, order: OrderCreate, language: str | None = None
    ) -> OrderCreated:
        """SPEC §5 Order creation. Every amount comes from the catalog and the promo rules;
        the same order_id sent again by its owner answers the order it made."""
        existing = await self._repository.get(order.order_id)
        if existing is not None:
            return self._same_order(existing, uid=uid)
        try:
            return await self._create_new(uid=uid, order=order, language=language)
        except (DomainError, OrderIdTaken):
            # A twin request with this id got there first: its row stops this one's insert, or,
            # had it committed while this one was checking, its promo use reads as "already
            # used" here. Either way the order it made is the answer.
            taken = await self._repository.get(order.order_id)
            if taken is None:
                raise
            return self._same_order(taken, uid=uid)

    async def _create_new(
        self, *, uid: str, order: OrderCreate, language: str | None
    ) -> OrderCreated:
        detail = order.order_details[0]
        product = await self._product(detail.product_id)
        await self._check_delivery(order, product)
        iccid = await self._check_iccid(uid=uid, product=product, iccid=detail.iccid)
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
        # A SIM card sent to an address pays its province's fee (a fully discounted claim is
        # sent free: it has no payment step); a pickup point and an eSIM cost nothing.
        sent = (
            order.delivery_type is DeliveryType.DELIVERY and product.type is ProductType.SIM_BUNDLE
        )
        fee, days, receiver = 0, None, (None, None)
        if sent and order.delivery_address is not None:
            quote = self._quote(order.delivery_address.state or "")
            fee, days = (0 if free else quote.fee), quote.days
            receiver = await self._receiver(uid=uid, recipient=recipient)
        # The line keeps the product's names as they were when bought, in both languages.
        (english,) = await self._catalog.in_language([product], "en")
        new = NewOrder(
            order_id=order.order_id,
            uid=uid,
            payment_method=order.payment_method,
            subtotal_idr=subtotal,
            discount_idr=discount,
            total_idr=subtotal - discount + fee,
            delivery_fee_idr=fee,
            delivery_days=days,
            recipient_name=receiver[0],
            recipient_phone=receiver[1],
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
            # The order's e-mails speak the language the buyer shopped in (the store sends it
            # with each call), else the account's.
            language=accepted_language(language)
            or language_of_tag(recipient.language if recipient else None)
            or DEFAULT_LANGUAGE,
            created_at=now,
            expires_at=now + self._expiry.after(order.payment_method),
            lines=(
                LineRow(
                    product_id=product.product_id,
                    name=product.name,
                    name_en=english.name if english.name != product.name else "",
                    type=product.type,
                    quantity=detail.quantity,
                    price_idr=product.price_idr,
                    iccid=iccid,
                ),
            ),
        )
        pickup = None
        if order.payment_method is PaymentMethod.CASH and order.pickup_location and self._locations:
            pickup = await self._locations.pickup_point(location_id=order.pickup_location)
        async with in_transaction():
            # The order row first: a second request with this id waits here for the first
            # one's commit and is then answered with its order, never a second promo use.
            await self._repository.add(new, at=now, cause=TransitionCause.CREATED)
            # One unit of the stock is kept for this order (a 409 when none is left): the
            # order is never paid for a card the store does not have.
            await self._stock.hold_stock(
                product_type=product.type.value, uid=uid, order_id=order.order_id
            )
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
            stored = await self._lifecycle.stored(order.order_id)
            if free:
                await self._mail.paid(stored, recipient)
                stored = await self._lifecycle.start_provisioning(stored, recipient, now)
            else:
                await self._jobs.enqueue(
                    EXPIRE_JOB,
                    {"order_id": order.order_id},
                    key=f"{EXPIRE_JOB}:{order.order_id}",
                    run_after=new.expires_at,
                )
                # Every method: how to pay it (a gateway order: its orders page, where Bayar is;
                # cash: the counter it is paid at, its address and opening hours).
                await self._mail.received(stored, recipient, pickup=pickup)
        log.info(
            "order_created",
            order_id=stored.order_id,
            amount_idr=stored.total_idr,
            method=stored.payment_method.value,
            promo=stored.promo_code,
        )
        if not free and order.payment_method is not PaymentMethod.GATEWAY:
            await self._paying.expect_offline(stored, quietly=True)
        return _created(stored)

    def _quote(self, province: str) -> DeliveryQuote:
        if self._locations is None:
            raise Invalid(
                "Pengiriman ke alamat sedang tidak tersedia",
                code=OrderErrorCode.ADDRESS_INCOMPLETE,
                field="delivery_address",
            )
        return self._locations.delivery_quote(province=province)

    async def _receiver(
        self, *, uid: str, recipient: MailRecipient | None
    ) -> tuple[str | None, str | None]:
        """Who receives a SIM card sent to an address: the name and phone the buyer gave in
        the checkout's step 2 (kept in their profile), as they were when ordering."""
        profile = await self._accounts.profile(
            uid=uid, email=recipient.email if recipient else None, email_verified=True
        )
        name = profile.name or (recipient.display_name if recipient else None)
        return (name or None), (profile.phone or None)

    def _same_order(self, order: StoredOrder, *, uid: str) -> OrderCreated:
        if order.uid != uid:
            raise Conflict(
                f"Nomor order {order.order_id} sudah dipakai. Silakan buat order baru.",
                code=OrderErrorCode.ID_TAKEN,
                field="order_id",
            )
        return _created(order)

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

    async def _check_iccid(self, *, uid: str, product: Product, iccid: str | None) -> str | None:
        """A data package tops up one of the buyer's own SIMs or eSIMs (SPEC §5 step 3). The
        answer is the ICCID as the order keeps it: digits only, Luhn checked; None for others."""
        if product.type is not ProductType.DATA_PACKAGE:
            return None
        if not iccid:
            raise Invalid(
                "Pilih eSIM atau kartu SIM yang akan diisi paket data",
                code=OrderErrorCode.ICCID_REQUIRED,
                field="order_details.0.iccid",
            )
        normalised = self._iccids.normalised_iccid(iccid)
        if normalised is None:
            raise Invalid(
                INVALID_ICCID,
                code=OrderErrorCode.ICCID_INVALID,
                field="order_details.0.iccid",
            )
        if not await self._iccids.iccid_usable(uid=uid, iccid=normalised):
            raise Invalid(
                "ICCID ini bukan milik Anda atau tidak dapat diisi paket data",
                code=OrderErrorCode.ICCID_NOT_USABLE,
                field="order_details.0.iccid",
            )
        return normalised

    async def _check_delivery(self, order: OrderCreate, product: Product) -> None:
        """SPEC §5, for every order, with a promo or without: a pickup point named must be
        one the store offers today, delivery needs street, city and province, and a SIM card
        is picked up at a point or sent to an address. An eSIM goes nowhere."""
        if order.pickup_location is not None:
            await self._check_pickup_point(order.pickup_location)
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

    async def _check_pickup_point(self, location_id: str) -> None:
        """A pickup point that is not there, or that staff paused, takes no order."""
        if self._locations is None or not await self._locations.pickup_location_exists(
            location_id=location_id
        ):
            raise Invalid(
                "Lokasi pengambilan tidak ditemukan atau sedang tidak melayani",
                code=OrderErrorCode.PICKUP_LOCATION_NOT_FOUND,
                field="pickup_location",
            )
