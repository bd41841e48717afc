from core.module import Module
from modules.health.container import HealthContainer

MODULE = Module(name="health", container=HealthContainer)
