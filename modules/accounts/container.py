from dependency_injector import containers, providers

from modules.accounts.repository import ProfileRepository
from modules.accounts.routes import accounts_routes
from modules.accounts.service import AccountsService


class AccountsContainer(containers.DeclarativeContainer):
    repository = providers.Singleton(ProfileRepository)
    service = providers.Singleton(AccountsService, repository=repository)
    routes = providers.Callable(accounts_routes, service=service)
