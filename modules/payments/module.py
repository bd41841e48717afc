from core.module import Module
from modules.payments.container import PaymentsContainer

MODULE = Module(
    name="payments",
    container=PaymentsContainer,
    models=("modules.payments.models",),
    needs={},
)
