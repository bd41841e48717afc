from dependency_injector import containers, providers

from modules.health.routes import health_routes
from modules.health.service import HealthService


class HealthContainer(containers.DeclarativeContainer):
    database = providers.Dependency()  # a DatabaseProbe, given by the root container

    service = providers.Singleton(HealthService, database=database)
    routes = providers.Callable(health_routes, service=service)
