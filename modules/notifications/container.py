from dependency_injector import containers, providers

from modules.notifications.adapters import SmtpSender
from modules.notifications.jobs import OutboxDispatcher
from modules.notifications.routes import mailbox_routes
from modules.notifications.service import NotificationService


def _sender(smtp_url: str | None) -> SmtpSender | None:
    return SmtpSender(url=smtp_url) if smtp_url else None


class NotificationsContainer(containers.DeclarativeContainer):
    smtp_url = providers.Dependency()  # str | None: without it mail stays in the outbox
    mail_from = providers.Dependency(instance_of=str)
    brand = providers.Dependency(instance_of=str)
    dev_mailbox = providers.Dependency(instance_of=bool)

    sender = providers.Singleton(_sender, smtp_url)
    service = providers.Singleton(
        NotificationService, sender=sender, mail_from=mail_from, brand=brand
    )
    dispatcher = providers.Singleton(OutboxDispatcher, service=service)
    routes = providers.Callable(mailbox_routes, service=service, enabled=dev_mailbox)
