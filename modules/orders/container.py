from datetime import timedelta

from dependency_injector import containers, providers

from core.settings import Settings
from modules.esim.schemas import PROVISION_FAILED_JOB, PROVISIONED_JOB
from modules.orders.mail import OrderMail
from modules.orders.payment_contract import SETTLED_JOB_KIND
from modules.orders.repository import OrderRepository
from modules.orders.routes import order_routes
from modules.orders.service import (
    EXPIRE_JOB,
    PROMISE_JOB,
    ExpiryTimes,
    OrderCheckout,
    OrderJobs,
    OrderLifecycle,
    OrderPaying,
    OrderRefunds,
    PayAgain,
    ReceiptPasses,
    ShopperOrders,
    StaffOrders,
    utc_now,
)


def _expiry(settings: Settings) -> ExpiryTimes:
    return ExpiryTimes(
        gateway=timedelta(minutes=settings.order_gateway_expiry_minutes),
        transfer=timedelta(hours=settings.order_transfer_expiry_hours),
        cash=timedelta(hours=settings.order_cash_expiry_hours),
    )


class OrdersContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)  # filled by the platform
    jobs = providers.Dependency()  # core.jobs.JobQueue, ditto
    catalog = providers.Dependency()  # modules.catalog CatalogService
    promos = providers.Dependency()  # modules.promos PromoService
    accounts = providers.Dependency()  # modules.accounts AccountsService (name, phone)
    recipients = providers.Dependency()  # identity's mail_recipient (address, language)
    notifications = providers.Dependency()  # modules.notifications NotificationService
    payments = providers.Dependency()  # modules.payments PaymentService (payment_contract.py)
    locations = providers.Dependency()  # modules.locations LocationService (pickup points)
    esim = providers.Dependency()  # modules.esim ProvisioningService (holds, top-ups, e-mail)
    refunds = providers.Dependency()  # modules.payments RefundService (payment_contract.py)

    clock = providers.Object(utc_now)  # tests override it to move to an order's expiry
    expiry = providers.Callable(_expiry, settings)
    repository = providers.Singleton(OrderRepository)
    mail = providers.Singleton(
        OrderMail,
        notifications=notifications,
        public_url=settings.provided.public_url,
        bank_accounts=settings.provided.transfer_bank_accounts,
        transfer_time=expiry.provided.transfer,
    )
    # The steps more than one user takes (a free claim, a payment, staff's cancel and retry).
    lifecycle = providers.Singleton(
        OrderLifecycle,
        repository=repository,
        catalog=catalog,
        promos=promos,
        stock=esim,
        jobs=jobs,
        provision_attempts=settings.provided.esim_provision_attempts,
        promise_minutes=settings.provided.provision_promise_minutes,
        clock=clock,
    )
    # The shopper's: pay, make, make again, read.
    paying = providers.Singleton(
        OrderPaying,
        repository=repository,
        payments=payments,
        accounts=accounts,
        recipients=recipients,
    )
    checkout = providers.Singleton(
        OrderCheckout,
        repository=repository,
        lifecycle=lifecycle,
        paying=paying,
        catalog=catalog,
        promos=promos,
        locations=locations,
        accounts=accounts,
        recipients=recipients,
        mail=mail,
        jobs=jobs,
        expiry=expiry,
        stock=esim,
        iccids=esim,
        clock=clock,
    )
    again = providers.Singleton(
        PayAgain, repository=repository, lifecycle=lifecycle, checkout=checkout, paying=paying
    )
    # Refunds: the buyer's own of an eSIM never installed, staff's request and an admin's approval.
    refund_desk = providers.Singleton(
        OrderRefunds,
        repository=repository,
        refunds=refunds,
        esim=esim,
        recipients=recipients,
        mail=mail,
        jobs=jobs,
        window_days=settings.provided.refund_window_days,
        clock=clock,
    )
    shopper = providers.Singleton(
        ShopperOrders, repository=repository, locations=locations, refunds=refund_desk
    )
    # Staff's (the back office's `orders`).
    staff = providers.Singleton(
        StaffOrders,
        repository=repository,
        lifecycle=lifecycle,
        payments=payments,
        recipients=recipients,
        mail=mail,
        esim=esim,
        clock=clock,
    )
    # The worker's.
    worker = providers.Singleton(
        OrderJobs,
        repository=repository,
        lifecycle=lifecycle,
        payments=payments,
        recipients=recipients,
        mail=mail,
        jobs=jobs,
        clock=clock,
    )
    receipt_passes = providers.Singleton(ReceiptPasses, secret=settings, clock=clock)
    routes = providers.Callable(
        order_routes,
        checkout=checkout,
        paying=paying,
        again=again,
        shopper=shopper,
        passes=receipt_passes,
        refunds=refund_desk,
    )
    job_handlers = providers.Dict(
        {
            SETTLED_JOB_KIND: worker.provided.on_payment_settled,
            EXPIRE_JOB: worker.provided.expire,
            PROMISE_JOB: worker.provided.check_promise,
            PROVISIONED_JOB: worker.provided.on_provisioned,
            PROVISION_FAILED_JOB: worker.provided.on_provision_failed,
        }
    )
