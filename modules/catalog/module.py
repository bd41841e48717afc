from core.module import Module
from modules.catalog.container import CatalogContainer

MODULE = Module(name="catalog", container=CatalogContainer, models=("modules.catalog.models",))
