from collections.abc import Awaitable, Callable

from dependency_injector import containers, providers

from core.jobs import JobQueue, JobState
from core.settings import Environment, Settings
from modules.backoffice.areas import Faces
from modules.backoffice.orders.desk import OrderDesk
from modules.backoffice.refunds.desk import RefundDesk
from modules.backoffice.repository import BackOfficeRepository
from modules.backoffice.routes import backoffice_routes
from modules.backoffice.service import BackOfficeService, utc_now
from modules.backoffice.stock.desk import StockDesk


def _dead_jobs(jobs: JobQueue) -> Callable[[], Awaitable[int]]:
    async def count() -> int:
        counts = await jobs.counts()
        return sum(total for (_kind, state), total in counts.items() if state is JobState.DEAD)

    return count


# The development store's admin, which `make run` names (docs/backoffice.md). Never seeded
# outside ENVIRONMENT=development.
DEVELOPMENT_ADMIN = ("admin@kelana.test", "Kelana-admin-2026")


def _development_seed(
    settings: Settings, service: BackOfficeService
) -> Callable[[], Awaitable[int]]:
    async def seed() -> int:
        if settings.environment is not Environment.DEVELOPMENT:
            return 0
        email, password = DEVELOPMENT_ADMIN
        return await service.seed_admin(email=email, password=password)

    return seed


class BackOfficeContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)
    jobs = providers.Dependency()  # core.jobs.JobQueue: dead jobs on the dashboard
    identity = providers.Dependency()  # identity's IdentityService: passwords, accounts
    payments = providers.Dependency()  # payments' PaymentService: the confirmation queue
    orders = providers.Dependency()  # orders' StaffOrders: search, one order, its actions
    accounts = providers.Dependency()  # accounts' AccountsService: phone numbers
    esim = providers.Dependency()  # esim's StaffService: stock, ICCIDs, provisioning facts
    esim_stock = providers.Dependency()  # esim's StockService: the CSV an admin uploads
    notifications = providers.Dependency()  # notifications' service: e-mails sent
    contact = providers.Dependency()  # contact's ContactService: the inbox and replies
    promos = providers.Dependency()  # promos' PromoService: codes, their use, pausing
    locations = providers.Dependency()  # locations' LocationService: the pickup points
    catalog = providers.Dependency()  # catalog's CatalogService: products, countries, regions
    order_refunds = providers.Dependency()  # orders' OrderRefunds: ask, approve
    payouts = providers.Dependency()  # payments' RefundService: the list, payouts made

    clock = providers.Object(utc_now)
    repository = providers.Singleton(BackOfficeRepository)
    service = providers.Singleton(
        BackOfficeService,
        repository=repository,
        identity=identity,
        payments=payments,
        dead_jobs=providers.Callable(_dead_jobs, jobs),
        clock=clock,
    )
    desk = providers.Singleton(
        OrderDesk,
        orders=orders,
        identity=identity,
        accounts=accounts,
        payments=payments,
        esim=esim,
        notifications=notifications,
        jobs=jobs,
        record=service.provided.record,
        clock=clock,
    )
    stock = providers.Singleton(
        StockDesk, esim=esim, imports=esim_stock, record=service.provided.record
    )
    refunds = providers.Singleton(
        RefundDesk, orders=order_refunds, payouts=payouts, record=service.provided.record
    )
    faces = providers.Factory(
        Faces,
        service=service,
        desk=desk,
        stock=stock,
        refunds=refunds,
        contact=contact,
        promos=promos,
        locations=locations,
        catalog=catalog,
    )
    routes = providers.Callable(backoffice_routes, faces)
    seed = providers.Callable(_development_seed, settings, service)
