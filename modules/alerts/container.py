import hashlib
import hmac

from dependency_injector import containers, providers

from core.settings import Settings
from modules.alerts.links import UnsubscribeLinks
from modules.alerts.repository import AlertRepository
from modules.alerts.routes import alerts_routes
from modules.alerts.scheduler import SweepScheduler
from modules.alerts.schemas import SEND_JOB, SWEEP_JOB
from modules.alerts.service import AlertsService, utc_now


def _unsubscribe_secret(settings: Settings) -> str:
    """A key of its own, derived from SECRET_KEY: a link signed for one purpose never passes
    for another's."""
    secret = settings.secret_key.get_secret_value().encode()
    return hmac.new(secret, b"alerts-unsubscribe", hashlib.sha256).hexdigest()


class AlertsContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)  # filled by the platform
    jobs = providers.Dependency()  # core.jobs.JobQueue, ditto
    usage = providers.Dependency()  # modules.esim UsageService: the sold ICCIDs
    buyer = providers.Dependency()  # modules.esim BuyerService: an ICCID's packages
    accounts = providers.Dependency()  # modules.accounts AccountsService: the alerts switch
    recipients = providers.Dependency()  # identity's mail_recipient: address and language
    notifications = providers.Dependency()  # modules.notifications NotificationService
    catalog = providers.Dependency()  # modules.catalog CatalogService: the top-up's page

    clock = providers.Object(utc_now)
    repository = providers.Singleton(AlertRepository)
    links = providers.Singleton(
        UnsubscribeLinks,
        public_url=settings.provided.public_url,
        secret=providers.Callable(_unsubscribe_secret, settings),
    )
    service = providers.Singleton(
        AlertsService,
        repository=repository,
        jobs=jobs,
        usage=usage,
        buyer=buyer,
        accounts=accounts,
        recipients=recipients,
        notifications=notifications,
        catalog=catalog,
        links=links,
        public_url=settings.provided.public_url,
        sweep_minutes=settings.provided.alert_sweep_minutes,
        clock=clock,
    )
    scheduler = providers.Singleton(
        SweepScheduler, service=service, minutes=settings.provided.alert_sweep_minutes
    )
    routes = providers.Callable(alerts_routes, service=service)
    job_handlers = providers.Dict(
        {SWEEP_JOB: service.provided.sweep_job, SEND_JOB: service.provided.send_job}
    )
    background_tasks = providers.List(scheduler)
