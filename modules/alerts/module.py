from core.module import Module
from modules.alerts.container import AlertsContainer

MODULE = Module(
    name="alerts",
    container=AlertsContainer,
    models=("modules.alerts.models",),
    needs={
        "usage": "esim.usage",
        "buyer": "esim.buyer",
        "accounts": "accounts.service",
        "recipients": "identity.service.mail_recipient",
        "notifications": "notifications.service",
        "catalog": "catalog.service",
    },
)
