from dependency_injector import containers, providers

from core.http_cache import JsonResponseCache
from modules.catalog.repository import CatalogRepository
from modules.catalog.routes import catalog_routes
from modules.catalog.service import CatalogService


class CatalogContainer(containers.DeclarativeContainer):
    # Seconds a server process trusts its in-memory catalog before asking the database whether
    # another process changed it (its own changes are seen at once).
    refresh_seconds = providers.Dependency(instance_of=float)

    repository = providers.Singleton(CatalogRepository)
    service = providers.Singleton(
        CatalogService, repository=repository, refresh_seconds=refresh_seconds
    )
    response_cache = providers.Singleton(JsonResponseCache)
    routes = providers.Callable(catalog_routes, service=service, cache=response_cache)
