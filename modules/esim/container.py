import hashlib
import hmac

from aiohttp import web
from dependency_injector import containers, providers

from core.settings import Settings
from modules.esim.adapters import HttpTelco
from modules.esim.repository import EsimRepository
from modules.esim.routes import TELCO_EVENTS_PATH, esim_routes
from modules.esim.schemas import INSTALL_REMINDER_JOB, PROVISION_JOB, VOID_JOB
from modules.esim.service import (
    BuyerService,
    EsimLinks,
    InstallEvents,
    InstallReminders,
    ProvisioningService,
    ProvisionOutcomes,
    StaffService,
    StockService,
    StockWatch,
)
from modules.esim.simulator import (
    SIMULATOR_PATH,
    SimulatorState,
    create_simulator_app,
    simulator_routes,
)


def _telco_base(settings: Settings) -> str:
    return settings.telco_base_url or settings.public_url.rstrip("/") + SIMULATOR_PATH


def _telco_key(settings: Settings) -> str:
    return settings.telco_api_key.get_secret_value()


def _webhook_secret(settings: Settings) -> str:
    return settings.telco_webhook_secret.get_secret_value()


def _link_secret(settings: Settings) -> str:
    secret = settings.secret_key.get_secret_value().encode()
    return hmac.new(secret, b"esim-links", hashlib.sha256).hexdigest()


def _simulator(settings: Settings) -> SimulatorState | None:
    """The built-in telco, served by the store itself in development unless turned off."""
    wanted = settings.telco_simulator
    if not settings.is_development or wanted is False:
        return None
    return SimulatorState(
        secret=_link_secret(settings).encode(),
        failure_rate=settings.telco_simulator_failure_rate,
        latency_ms=settings.telco_simulator_latency_ms,
        api_key=_telco_key(settings),
        webhook_url=settings.public_url.rstrip("/") + TELCO_EVENTS_PATH,
        webhook_secret=_webhook_secret(settings).encode(),
    )


def _standalone(
    settings: Settings, *, failure_rate: float, latency_ms: int, webhook_url: str | None = None
) -> web.Application:
    return create_simulator_app(
        SimulatorState(
            secret=_link_secret(settings).encode(),
            failure_rate=failure_rate,
            latency_ms=latency_ms,
            api_key=_telco_key(settings),
            webhook_url=webhook_url or settings.public_url.rstrip("/") + TELCO_EVENTS_PATH,
            webhook_secret=_webhook_secret(settings).encode(),
        )
    )


def _routes(
    buyer: BuyerService, events: InstallEvents, simulator: SimulatorState | None
) -> list[web.RouteDef]:
    routes = esim_routes(buyer=buyer, events=events)
    if simulator is not None:
        routes += simulator_routes(simulator)
    return routes


class EsimContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)  # filled by the platform
    database = providers.Dependency()  # core.db.Database, ditto
    jobs = providers.Dependency()  # core.jobs.JobQueue, ditto
    notifications = providers.Dependency()  # modules.notifications NotificationService

    repository = providers.Singleton(EsimRepository, database=database)
    telco = providers.Singleton(
        HttpTelco,
        base_url=providers.Callable(_telco_base, settings),
        api_key=providers.Callable(_telco_key, settings),
    )
    simulator = providers.Singleton(_simulator, settings)
    # What two of the services below share.
    links = providers.Singleton(
        EsimLinks,
        public_url=settings.provided.public_url,
        link_secret=providers.Callable(_link_secret, settings),
    )
    outcomes = providers.Singleton(ProvisionOutcomes, jobs=jobs)
    stock_watch = providers.Singleton(
        StockWatch, repository=repository, low_stock=settings.provided.iccid_low_stock
    )
    # A service per user: the esim routes, orders, the back office, the stock's keepers.
    buyer = providers.Singleton(
        BuyerService, repository=repository, telco=telco, links=links, outcomes=outcomes
    )
    reminders = providers.Singleton(
        InstallReminders,
        repository=repository,
        jobs=jobs,
        notifications=notifications,
        links=links,
        hours=settings.provided.esim_install_reminder_hours,
    )
    install_events = providers.Singleton(
        InstallEvents, repository=repository, secret=providers.Callable(_webhook_secret, settings)
    )
    provisioning = providers.Singleton(
        ProvisioningService,
        reminders=reminders,
        repository=repository,
        telco=telco,
        notifications=notifications,
        links=links,
        outcomes=outcomes,
        watch=stock_watch,
    )
    staff = providers.Singleton(
        StaffService, repository=repository, low_stock=settings.provided.iccid_low_stock
    )
    stock = providers.Singleton(StockService, repository=repository, watch=stock_watch)
    routes = providers.Callable(_routes, buyer, install_events, simulator)
    standalone_simulator = providers.Callable(_standalone, settings)
    job_handlers = providers.Dict(
        {
            PROVISION_JOB: provisioning.provided.provision,
            INSTALL_REMINDER_JOB: reminders.provided.remind,
            VOID_JOB: provisioning.provided.void,
        }
    )
    scrape_hooks = providers.List(stock.provided.count_stock)
    seed = stock.provided.seed
