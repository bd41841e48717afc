"""The identity provider as core's TokenVerifier: what the /api auth middleware calls."""

from core.auth import AuthenticatedUser
from core.errors import Unauthorized
from modules.identity.schemas import FirebaseCode, IdentityError
from modules.identity.service import IdentityService


class ApiTokenVerifier:
    def __init__(self, *, service: IdentityService) -> None:
        self._service = service

    async def verify(self, token: str) -> AuthenticatedUser:
        try:
            claims = await self._service.verify_id_token_of_active_account(id_token=token)
        except IdentityError as error:
            if error.code == FirebaseCode.TOKEN_EXPIRED:
                raise Unauthorized("Token expired", code="token_expired") from None
            raise Unauthorized("Invalid token", code="invalid_token") from None
        return AuthenticatedUser(
            uid=claims.uid, email=claims.email, email_verified=claims.email_verified
        )
