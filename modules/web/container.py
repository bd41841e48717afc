from typing import Any

from aiohttp import web
from dependency_injector import containers, providers

from core.settings import Settings
from modules.web.crawlers import crawler_routes
from modules.web.pages import ShellPages, page_routes
from modules.web.routes import web_routes
from modules.web.service import FrontendFiles


async def _country_codes(catalog: Any) -> list[str]:
    return [country.code for country in await catalog.countries()]


async def _region_codes(catalog: Any) -> list[str]:
    return [region.code for region in await catalog.regions() if region.available]


def _routes(
    settings: Settings, files: FrontendFiles, pages: ShellPages, catalog: Any
) -> list[web.RouteDef]:
    # robots.txt and the sitemap first: the shell's catch-all would answer them too.
    return [
        *crawler_routes(
            public_url=settings.public_url,
            countries=lambda: _country_codes(catalog),
            regions=lambda: _region_codes(catalog),
        ),
        *page_routes(pages=pages),
        *web_routes(files=files, pages=pages),
    ]


class WebContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)
    catalog = providers.Dependency()  # modules.catalog CatalogService: the sitemap's destinations
    orders = providers.Dependency()  # modules.orders ShopperOrders: the order history's cards

    # web_root holds shell/dist, mfe-*/dist and locales/.
    files = providers.Singleton(FrontendFiles, web_root=settings.provided.web_root)
    pages = providers.Singleton(
        ShellPages,
        catalog=catalog,
        orders=orders,
        public_url=settings.provided.public_url,
        web_root=settings.provided.web_root,
    )
    routes = providers.Callable(_routes, settings, files, pages, catalog)
