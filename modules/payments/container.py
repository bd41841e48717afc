import hashlib
import hmac

from aiohttp import web
from dependency_injector import containers, providers

from core.settings import Settings
from modules.payments.adapters import Gateway, MidtransGateway, SandboxGateway
from modules.payments.repository import PaymentRepository
from modules.payments.routes import payment_routes, sandbox_routes
from modules.payments.schemas import BankAccounts, bank_account
from modules.payments.service import PaymentService

FINISH_PATH = "/payment/finish"


def _server_key(settings: Settings) -> str | None:
    """The key notifications are signed with: the merchant's Midtrans server key, or in
    development the sandbox's own, derived from SECRET_KEY."""
    if settings.payment_gateway == "midtrans" and settings.midtrans_server_key:
        return settings.midtrans_server_key.get_secret_value()
    if settings.is_development:
        secret = settings.secret_key.get_secret_value().encode()
        return hmac.new(secret, b"payments-sandbox-server-key", hashlib.sha256).hexdigest()
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
        return SandboxGateway(public_url=settings.public_url, server_key=server_key)
    return None  # production without a provider: paying online answers 503


def _bank_accounts(settings: Settings) -> BankAccounts:
    return BankAccounts(
        accounts=[bank_account(text) for text in settings.transfer_bank_accounts],
        pay_within_hours=settings.order_transfer_expiry_hours,
    )


def _routes(
    settings: Settings, service: PaymentService, gateway: Gateway | None
) -> list[web.RouteDef]:
    routes = payment_routes(service=service, accounts=_bank_accounts(settings))
    if isinstance(gateway, SandboxGateway):
        routes += sandbox_routes(service=service, brand=settings.brand_name)
    return routes


class PaymentsContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)  # filled by the platform
    jobs = providers.Dependency()  # core.jobs.JobQueue, ditto

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
    )
    routes = providers.Callable(_routes, settings, service, gateway)
