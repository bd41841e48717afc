from dependency_injector import containers, providers

from core.settings import Settings
from modules.web.routes import web_routes
from modules.web.service import FrontendFiles


class WebContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)

    # web_root holds shell/dist, mfe-*/dist and locales/.
    files = providers.Singleton(FrontendFiles, web_root=settings.provided.web_root)
    routes = providers.Callable(web_routes, files=files)
