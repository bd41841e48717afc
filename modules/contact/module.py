from core.module import Module
from modules.contact.container import ContactContainer

MODULE = Module(
    name="contact",
    container=ContactContainer,
    models=("modules.contact.models",),
    needs={"notifications": "notifications.service"},
)
