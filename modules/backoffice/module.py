from core.module import Module
from modules.backoffice.container import BackOfficeContainer

# Before `web`, whose catch-all would answer /admin with the shop's page.
MODULE = Module(
    name="backoffice",
    container=BackOfficeContainer,
    models=("modules.backoffice.models",),
    needs={
        "identity": "identity.service",
        "payments": "payments.service",
        "orders": "orders.staff",
        "accounts": "accounts.service",
        "esim": "esim.staff",
        "esim_stock": "esim.stock",
        "notifications": "notifications.service",
        "contact": "contact.service",
        "promos": "promos.service",
        "locations": "locations.service",
        "catalog": "catalog.service",
        "order_refunds": "orders.refund_desk",
        "payouts": "payments.refunds",
    },
)
