from dependency_injector import containers, providers

from modules.accounts.routes import accounts_routes
from modules.accounts.service import AccountsService


class AccountsContainer(containers.DeclarativeContainer):
    service = providers.Singleton(AccountsService)
    routes = providers.Callable(accounts_routes, service=service)
