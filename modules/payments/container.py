import hashlib
import hmac

from aiohttp import web
from dependency_injector import containers, providers

from core.settings import Settings
from modules.payments.adapters import Gateway, MidtransGateway
from modules.payments.jobs import PaymentJobs
from modules.payments.refunds import RefundService
from modules.payments.repository import PaymentRepository, RefundRepository
from modules.payments.routes import payment_routes, sandbox_routes
from modules.payments.sandbox import SandboxGateway, SandboxPage
from modules.payments.schemas import REFUND_JOB_KIND, BankAccounts, bank_account
from modules.payments.service import PaymentService, utc_now

FINISH_PATH = "/payment/finish"


def sandbox_server_key(settings: Settings) -> str:
    """The built-in sandbox's server key, derived from SECRET_KEY (`kelana sandbox-key` prints
    it): what a developer signs a notification with, as with Midtrans' sandbox key."""
    secret = settings.secret_key.get_secret_value().encode()
    return hmac.new(secret, b"payments-sandbox-server-key", hashlib.sha256).hexdigest()


def _server_key(settings: Settings) -> str | None:
    """The key notifications are signed with: the merchant's Midtrans server key, or in
    development the sandbox's own."""
    if settings.payment_gateway == "midtrans" and settings.midtrans_server_key:
        return settings.midtrans_server_key.get_secret_value()
    if settings.is_development:
        return sandbox_server_key(settings)
    return None


def _gateway(settings: Settings, server_key: str | None) -> Gateway | None:
    if settings.payment_gateway == "midtrans" and server_key:
        return MidtransGateway(
            server_key=server_key,
            snap_url=settings.midtrans_snap_base,
            api_url=settings.midtrans_api_base,
            finish_url=settings.public_url.rstrip("/") + FINISH_PATH,
        )
    if settings.is_development and server_key:
        return SandboxGateway(
            public_url=settings.public_url,
            server_key=server_key,
            notification_loss=settings.payment_sandbox_notification_loss,
        )
    return None  # production without a provider: paying online answers 503


def _bank_accounts(settings: Settings) -> BankAccounts:
    return BankAccounts(
        accounts=[bank_account(text) for text in settings.transfer_bank_accounts],
        pay_within_hours=settings.order_transfer_expiry_hours,
    )


def _routes(
    settings: Settings,
    service: PaymentService,
    gateway: Gateway | None,
    repository: PaymentRepository,
    clock: object,
) -> list[web.RouteDef]:
    routes = payment_routes(service=service, accounts=_bank_accounts(settings))
    if isinstance(gateway, SandboxGateway):
        sandbox = SandboxPage(
            gateway=gateway,
            repository=repository,
            deliver=lambda body: service.receive_notification(body=body),
            clock=clock,  # type: ignore[arg-type]
        )
        routes += sandbox_routes(page=sandbox, brand=settings.brand_name)
    return routes


class PaymentsContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)  # filled by the platform
    jobs = providers.Dependency()  # core.jobs.JobQueue, ditto

    clock = providers.Object(utc_now)  # tests override it to move past a page's expiry
    server_key = providers.Callable(_server_key, settings)
    gateway = providers.Singleton(_gateway, settings, server_key)
    repository = providers.Singleton(PaymentRepository)
    service = providers.Singleton(
        PaymentService,
        repository=repository,
        gateway=gateway,
        jobs=jobs,
        server_key=server_key,
        page_minutes=settings.provided.payment_page_minutes,
        reconcile_minutes=settings.provided.payment_reconcile_minutes,
        clock=clock,
    )
    routes = providers.Callable(_routes, settings, service, gateway, repository, clock)
    payment_jobs = providers.Singleton(
        PaymentJobs,
        service=service,
        repository=repository,
        jobs=jobs,
        page_minutes=settings.provided.payment_page_minutes,
        reconcile_minutes=settings.provided.payment_reconcile_minutes,
    )
    # Money given back: orders decide it, the back office approves staff's and pays out.
    refunds = providers.Singleton(
        RefundService,
        refunds=providers.Singleton(RefundRepository),
        payments=repository,
        gateway=gateway,
        jobs=jobs,
        clock=clock,
    )
    job_handlers = providers.Callable(
        lambda jobs, refunds: {**jobs.handlers(), REFUND_JOB_KIND: refunds.execute},
        payment_jobs,
        refunds,
    )
