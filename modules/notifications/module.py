from core.module import Module
from modules.notifications.container import NotificationsContainer

MODULE = Module(
    name="notifications",
    container=NotificationsContainer,
    models=("modules.notifications.models",),
)
