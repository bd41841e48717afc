from dependency_injector import containers, providers

from modules.promos.repository import PromoRepository
from modules.promos.routes import promo_routes
from modules.promos.service import PromoService, utc_now


class PromosContainer(containers.DeclarativeContainer):
    catalog = providers.Dependency()  # the catalog module's CatalogService, from the root

    clock = providers.Object(utc_now)  # tests override it to move through a promo's window
    repository = providers.Singleton(PromoRepository)
    service = providers.Singleton(PromoService, repository=repository, catalog=catalog, clock=clock)
    routes = providers.Callable(promo_routes, service=service)
    seed = service.provided.seed
