"""The root container: the one place that composes the modules' containers (composition root)."""

from dependency_injector import containers, providers

from core.db import Database, ModelApps, resolve_database_url
from core.settings import PROJECT_ROOT, Settings
from modules.catalog.container import CatalogContainer
from modules.health.container import HealthContainer
from modules.promos.container import PromosContainer
from modules.web.container import WebContainer

# One Tortoise app per module that owns tables, in migration order; its migrations live in
# migrations/<dialect>/<app>/. A module adds itself here with its models, e.g.
#   "identity": ("modules.identity.models",),
# then `make migrations` writes its first migration for both dialects.
MODEL_APPS: ModelApps = {
    "catalog": ("modules.catalog.models",),
    "promos": ("modules.promos.models",),
}


class Container(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)

    database = providers.Singleton(
        Database,
        url=providers.Callable(
            resolve_database_url, settings.provided.database_url, base=PROJECT_ROOT
        ),
        model_apps=MODEL_APPS,
    )

    health = providers.Container(HealthContainer, database=database)
    catalog = providers.Container(
        CatalogContainer, refresh_seconds=settings.provided.catalog_refresh_seconds
    )
    promos = providers.Container(PromosContainer, catalog=catalog.service)
    web = providers.Container(WebContainer, web_root=settings.provided.web_root)

    # `kelana seed`, in order: promos read the seeded catalog. Each adds only what is missing.
    seeders = providers.Dict(
        catalog=catalog.service.provided.seed,
        promos=promos.service.provided.seed,
    )


def build_container(settings: Settings) -> Container:
    return Container(settings=providers.Object(settings))
