from core.module import Module
from modules.locations.container import LocationsContainer

MODULE = Module(
    name="locations",
    container=LocationsContainer,
    models=("modules.locations.models",),
)
