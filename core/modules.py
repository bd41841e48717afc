"""The one ordered table of the store's modules. Adding a module is its folder plus one line here
(docs/adding-a-module.md). The order is the order of routes, seeders and migrations: a module
comes after the modules it reads, and `web` (whose catch-all answers every unclaimed path) last.
"""

from core.db import ModelApps
from core.jobs import JOBS_MODEL_APP
from core.module import Module
from modules.accounts.module import MODULE as ACCOUNTS
from modules.alerts.module import MODULE as ALERTS
from modules.backoffice.module import MODULE as BACKOFFICE
from modules.catalog.module import MODULE as CATALOG
from modules.contact.module import MODULE as CONTACT
from modules.esim.module import MODULE as ESIM
from modules.health.module import MODULE as HEALTH
from modules.identity.module import MODULE as IDENTITY
from modules.locations.module import MODULE as LOCATIONS
from modules.notifications.module import MODULE as NOTIFICATIONS
from modules.orders.module import MODULE as ORDERS
from modules.payments.module import MODULE as PAYMENTS
from modules.promos.module import MODULE as PROMOS
from modules.web.module import MODULE as WEB

MODULES: tuple[Module, ...] = (
    HEALTH,
    NOTIFICATIONS,
    ACCOUNTS,
    IDENTITY,
    CATALOG,
    PROMOS,
    LOCATIONS,
    CONTACT,
    PAYMENTS,
    ESIM,
    ORDERS,
    ALERTS,  # after esim, accounts, identity, notifications and catalog, which it reads
    BACKOFFICE,
    WEB,
)

# The provider core.auth verifies bearer tokens with.
TOKEN_VERIFIER = "identity.token_verifier"  # noqa: S105 - a provider path, not a secret

# One Tortoise app per module that owns tables (the platform's job table first); migrations live
# in migrations/<dialect>/<app>/. `make migrations` writes a new module's first migration.
MODEL_APPS: ModelApps = {
    **JOBS_MODEL_APP,
    **{module.name: module.models for module in MODULES if module.models},
}
