from dependency_injector import containers, providers

from modules.web.routes import web_routes
from modules.web.service import FrontendFiles


class WebContainer(containers.DeclarativeContainer):
    web_root = providers.Dependency()  # Path holding shell/dist, mfe-*/dist and locales/

    files = providers.Singleton(FrontendFiles, web_root=web_root)
    routes = providers.Callable(web_routes, files=files)
