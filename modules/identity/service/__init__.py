"""Identity use cases, one method per Firebase Authentication REST operation."""

from modules.identity.service.accounts import AccountUseCases
from modules.identity.service.action_codes import ActionCodeUseCases
from modules.identity.service.base import normalized_email


class IdentityService(AccountUseCases, ActionCodeUseCases):
    pass


__all__ = ["IdentityService", "normalized_email"]
