from dependency_injector import containers, providers

from core.settings import Settings
from modules.contact.repository import ContactRepository
from modules.contact.routes import contact_routes
from modules.contact.service import ContactService, utc_now


class ContactContainer(containers.DeclarativeContainer):
    notifications = providers.Dependency()  # the notifications module's NotificationService
    settings = providers.Dependency(instance_of=Settings)

    clock = providers.Object(utc_now)  # tests override it to move past the hourly window
    repository = providers.Singleton(ContactRepository)
    service = providers.Singleton(
        ContactService,
        repository=repository,
        notifications=notifications,
        support_email=settings.provided.support_email,
        max_per_hour=settings.provided.contact_max_messages_per_hour,
        clock=clock,
    )
    routes = providers.Callable(contact_routes, service=service)
