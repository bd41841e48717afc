from core.module import Module
from modules.identity.container import IdentityContainer

MODULE = Module(
    name="identity",
    container=IdentityContainer,
    models=("modules.identity.models",),
    needs={
        "notifications": "notifications.service",
        # Other modules' clean-up after a deleted account.
        "on_account_deleted": ["accounts.service.forget"],
    },
)
