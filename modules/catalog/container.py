from dependency_injector import containers, providers

from core.http_cache import JsonResponseCache
from core.settings import Settings
from modules.catalog.repository import CatalogRepository
from modules.catalog.routes import catalog_routes
from modules.catalog.service import CatalogService


class CatalogContainer(containers.DeclarativeContainer):
    # Seconds a server process trusts its in-memory catalog before asking the database whether
    # another process changed it (its own changes are seen at once).
    settings = providers.Dependency(instance_of=Settings)
    refresh_seconds = providers.Callable(
        lambda settings: settings.catalog_refresh_seconds, settings
    )

    repository = providers.Singleton(CatalogRepository)
    service = providers.Singleton(
        CatalogService, repository=repository, refresh_seconds=refresh_seconds
    )
    response_cache = providers.Singleton(JsonResponseCache)
    routes = providers.Callable(catalog_routes, service=service, cache=response_cache)
    seed = service.provided.seed
