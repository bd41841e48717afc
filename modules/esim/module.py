from core.module import Module
from modules.esim.container import EsimContainer

MODULE = Module(
    name="esim",
    container=EsimContainer,
    models=("modules.esim.models",),
    needs={"notifications": "notifications.service"},
)
