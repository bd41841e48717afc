"""ID tokens: RS256 JWTs shaped like Firebase's, signed with our key and verified against it."""

import time
from typing import Any

import jwt

from modules.identity.schemas import FirebaseCode, IdentityError, SignInProvider, TokenClaims
from modules.identity.tokens.keys import SigningKey

ID_TOKEN_SECONDS = 3600


class IdTokens:
    def __init__(self, *, key: SigningKey, project_id: str) -> None:
        self._key = key
        self.project_id = project_id
        self.issuer = f"https://securetoken.google.com/{project_id}"

    def jwks(self) -> dict[str, Any]:
        return {"keys": [self._key.jwk()]}

    def issue(
        self,
        *,
        uid: str,
        email: str | None,
        email_verified: bool,
        auth_time: int,
        provider: SignInProvider,
        google_subject: str | None = None,
        name: str | None = None,
        picture: str | None = None,
        now: int | None = None,
    ) -> str:
        issued_at = int(time.time()) if now is None else now
        identities: dict[str, list[str]] = {}
        if email:
            identities["email"] = [email]
        if google_subject:
            identities["google.com"] = [google_subject]
        claims: dict[str, Any] = {
            "iss": self.issuer,
            "aud": self.project_id,
            "auth_time": auth_time,
            "user_id": uid,
            "sub": uid,
            "iat": issued_at,
            "exp": issued_at + ID_TOKEN_SECONDS,
            "email_verified": email_verified,
            "firebase": {"identities": identities, "sign_in_provider": provider.value},
        }
        if email:
            claims["email"] = email
        if name:
            claims["name"] = name
        if picture:
            claims["picture"] = picture
        return jwt.encode(
            claims, self._key.private_key, algorithm="RS256", headers={"kid": self._key.kid}
        )

    def verify(self, token: str) -> TokenClaims:
        """The token's claims, or INVALID_ID_TOKEN / TOKEN_EXPIRED as Firebase says them."""
        try:
            if jwt.get_unverified_header(token).get("kid") != self._key.kid:
                raise IdentityError(FirebaseCode.INVALID_ID_TOKEN)
            claims = jwt.decode(
                token,
                self._key.public_key,
                algorithms=["RS256"],
                audience=self.project_id,
                issuer=self.issuer,
                options={"require": ["exp", "iat", "sub", "auth_time"]},
            )
        except jwt.ExpiredSignatureError:
            raise IdentityError(FirebaseCode.TOKEN_EXPIRED) from None
        except jwt.InvalidTokenError:
            raise IdentityError(FirebaseCode.INVALID_ID_TOKEN) from None
        try:
            provider = SignInProvider(claims.get("firebase", {}).get("sign_in_provider"))
        except ValueError:
            raise IdentityError(FirebaseCode.INVALID_ID_TOKEN) from None
        return TokenClaims(
            uid=claims["sub"],
            email=claims.get("email"),
            email_verified=bool(claims.get("email_verified")),
            auth_time=int(claims["auth_time"]),
            issued_at=int(claims["iat"]),
            sign_in_provider=provider,
        )
