from core.module import Module
from modules.accounts.container import AccountsContainer

MODULE = Module(name="accounts", container=AccountsContainer, models=("modules.accounts.models",))
