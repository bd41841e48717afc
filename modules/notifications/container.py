from dependency_injector import containers, providers

from core.settings import Settings
from modules.notifications.adapters import SmtpSender
from modules.notifications.repository import OutboxRepository
from modules.notifications.routes import mailbox_routes
from modules.notifications.service import SEND_JOB, NotificationService


def _sender(smtp_url: str | None) -> SmtpSender | None:
    return SmtpSender(url=smtp_url) if smtp_url else None


class NotificationsContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)
    jobs = providers.Dependency()  # core.jobs.JobQueue: each e-mail is sent by a job
    metrics = providers.Dependency()  # core.metrics.Metrics: failed deliveries are counted

    # Without SMTP_URL mail stays in the outbox.
    sender = providers.Singleton(_sender, settings.provided.smtp_url)
    repository = providers.Singleton(OutboxRepository)
    service = providers.Singleton(
        NotificationService,
        repository=repository,
        sender=sender,
        jobs=jobs,
        mail_from=settings.provided.mail_from,
        brand=settings.provided.brand_name,
        on_delivery_failed=metrics.provided.count_email_failure,
    )
    job_handlers = providers.Dict({SEND_JOB: service.provided.deliver})
    routes = providers.Callable(
        mailbox_routes,
        service=service,
        enabled=settings.provided.dev_mailbox_enabled,
        public_origin=settings.provided.public_origin,
    )
