from core.module import Module
from modules.promos.container import PromosContainer

MODULE = Module(
    name="promos",
    container=PromosContainer,
    models=("modules.promos.models",),
    needs={"catalog": "catalog.service"},
)
