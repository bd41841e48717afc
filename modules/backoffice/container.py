from typing import Any

from dependency_injector import containers, providers

from core.jobs import JobState
from core.settings import Environment, Settings
from modules.backoffice.routes import backoffice_routes
from modules.backoffice.service import BackOfficeService, utc_now


def _dead_jobs(jobs: Any) -> Any:
    async def count() -> int:
        counts = await jobs.counts()
        return sum(total for (_kind, state), total in counts.items() if state is JobState.DEAD)

    return count


# The development store's admin, which `make run` names (README, "Back office"). Never seeded
# outside ENVIRONMENT=development.
DEVELOPMENT_ADMIN = ("admin@kelana.test", "Kelana-admin-2026")


def _development_seed(settings: Settings, service: BackOfficeService) -> Any:
    async def seed() -> int:
        if settings.environment is not Environment.DEVELOPMENT:
            return 0
        email, password = DEVELOPMENT_ADMIN
        return await service.seed_admin(email=email, password=password)

    return seed


class BackOfficeContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)
    jobs = providers.Dependency()  # core.jobs.JobQueue: dead jobs on the dashboard
    accounts = providers.Dependency()  # identity's IdentityService: passwords, accounts
    payments = providers.Dependency()  # payments' PaymentService: the confirmation queue

    clock = providers.Object(utc_now)
    service = providers.Singleton(
        BackOfficeService,
        accounts=accounts,
        payments=payments,
        dead_jobs=providers.Callable(_dead_jobs, jobs),
        clock=clock,
    )
    routes = providers.Callable(backoffice_routes, service=service)
    seed = providers.Callable(_development_seed, settings, service)
