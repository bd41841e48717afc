from dependency_injector import containers, providers

from modules.contact.repository import ContactRepository
from modules.contact.routes import contact_routes
from modules.contact.service import ContactService, utc_now


class ContactContainer(containers.DeclarativeContainer):
    notifications = providers.Dependency()  # the notifications module's NotificationService
    support_email = providers.Dependency(instance_of=str)
    max_per_hour = providers.Dependency(instance_of=int)

    clock = providers.Object(utc_now)  # tests override it to move past the hourly window
    repository = providers.Singleton(ContactRepository)
    service = providers.Singleton(
        ContactService,
        repository=repository,
        notifications=notifications,
        support_email=support_email,
        max_per_hour=max_per_hour,
        clock=clock,
    )
    routes = providers.Callable(contact_routes, service=service)
