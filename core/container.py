"""The root container: the one place that composes the modules' containers (composition root)."""

from dependency_injector import containers, providers

from core.db import Database, ModelApps, resolve_database_url
from core.settings import PROJECT_ROOT, Settings
from modules.accounts.container import AccountsContainer
from modules.catalog.container import CatalogContainer
from modules.contact.container import ContactContainer
from modules.health.container import HealthContainer
from modules.identity.container import IdentityContainer
from modules.notifications.container import NotificationsContainer
from modules.promos.container import PromosContainer
from modules.web.container import WebContainer

# One Tortoise app per module that owns tables, in migration order; its migrations live in
# migrations/<dialect>/<app>/. A module adds itself here with its models, e.g.
#   "identity": ("modules.identity.models",),
# then `make migrations` writes its first migration for both dialects.
MODEL_APPS: ModelApps = {
    "notifications": ("modules.notifications.models",),
    "identity": ("modules.identity.models",),
    "accounts": ("modules.accounts.models",),
    "catalog": ("modules.catalog.models",),
    "promos": ("modules.promos.models",),
    "contact": ("modules.contact.models",),
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
    notifications = providers.Container(
        NotificationsContainer,
        smtp_url=settings.provided.smtp_url,
        mail_from=settings.provided.mail_from,
        brand=settings.provided.brand_name,
        dev_mailbox=settings.provided.dev_mailbox,
    )
    accounts = providers.Container(AccountsContainer)
    identity = providers.Container(
        IdentityContainer,
        settings=settings,
        notifications=notifications.service,
        on_account_deleted=providers.List(accounts.service.provided.forget),
    )
    catalog = providers.Container(
        CatalogContainer, refresh_seconds=settings.provided.catalog_refresh_seconds
    )
    promos = providers.Container(PromosContainer, catalog=catalog.service)
    contact = providers.Container(
        ContactContainer,
        notifications=notifications.service,
        support_email=settings.provided.support_email,
        max_per_hour=settings.provided.contact_max_messages_per_hour,
    )
    web = providers.Container(WebContainer, web_root=settings.provided.web_root)

    # Long-running tasks the app starts after the database opens and cancels before it closes;
    # each is an object with `async def run()` and `def stop()` (finish the round, return).
    background_jobs = providers.List(notifications.dispatcher)
    # core's auth middleware verifies bearer tokens with this; error shapes other than the
    # envelope for some path prefixes (the identity endpoints speak Firebase's).
    token_verifier = providers.Callable(lambda identity: identity, identity.token_verifier)
    error_shapes = providers.List(identity.error_shape)
    # `kelana seed`, in order: promos read the seeded catalog. Each adds only what is missing.
    seeders = providers.Dict(
        catalog=catalog.service.provided.seed,
        promos=promos.service.provided.seed,
    )


def build_container(settings: Settings) -> Container:
    return Container(settings=providers.Object(settings))
