from core.module import Module
from modules.orders.container import OrdersContainer

MODULE = Module(
    name="orders",
    container=OrdersContainer,
    models=("modules.orders.models",),
    needs={
        "catalog": "catalog.service",
        "promos": "promos.service",
        "accounts": "accounts.service",
        "recipients": "identity.service.mail_recipient",
        "notifications": "notifications.service",
        "payments": "payments.service",
        "locations": "locations.service",
        "esim": "esim.provisioning",
        "refunds": "payments.refunds",
    },
)
