"""Google ID tokens for accounts:signInWithIdp: signature against Google's published keys (or the
local stand-in's key outside production), issuer, audience = our client id, expiry, and a
verified e-mail."""

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import aiohttp
import jwt
import structlog
from jwt.algorithms import RSAAlgorithm

from modules.identity.schemas import FirebaseCode, IdentityError
from modules.identity.tokens.keys import SigningKey

log = structlog.get_logger(__name__)

GOOGLE_ISSUERS = ("accounts.google.com", "https://accounts.google.com")
KEYS_CACHE_SECONDS = 3600


@dataclass(frozen=True)
class GoogleIdentity:
    subject: str
    email: str
    name: str | None
    picture: str | None
    nonce: str | None = None


def _refused(detail: str) -> IdentityError:
    return IdentityError(FirebaseCode.INVALID_IDP_RESPONSE, detail)


class GoogleTokens:
    def __init__(
        self,
        *,
        client_id: str,
        keys_url: str,
        stand_in_key: Callable[[], SigningKey] | None,
    ) -> None:
        self.client_id = client_id
        self._keys_url = keys_url
        self._stand_in_key = stand_in_key
        self._published: dict[str, Any] = {}
        self._fetched_at = 0.0

    @property
    def stand_in_enabled(self) -> bool:
        return self._stand_in_key is not None

    def stand_in_token(
        self, *, email: str, name: str | None, nonce: str | None = None, now: int | None = None
    ) -> str:
        """What the local consent page hands back: a Google-shaped token signed by its key."""
        if self._stand_in_key is None:
            raise _refused("the Google stand-in is off")
        key = self._stand_in_key()
        issued_at = int(time.time()) if now is None else now
        claims = {
            "iss": "https://accounts.google.com",
            "aud": self.client_id,
            "azp": self.client_id,
            "sub": "stand-in-" + email.strip().lower(),
            "email": email.strip().lower(),
            "email_verified": True,
            "name": name or email.split("@", maxsplit=1)[0],
            "iat": issued_at,
            "exp": issued_at + 3600,
            **({"nonce": nonce} if nonce else {}),
        }
        return jwt.encode(claims, key.private_key, algorithm="RS256", headers={"kid": key.kid})

    async def _google_key(self, kid: str) -> Any:
        stale = time.monotonic() - self._fetched_at > KEYS_CACHE_SECONDS
        if kid not in self._published or stale:
            try:
                timeout = aiohttp.ClientTimeout(total=5)
                async with (
                    aiohttp.ClientSession(timeout=timeout) as session,
                    session.get(self._keys_url) as response,
                ):
                    response.raise_for_status()
                    body = await response.json()
            except (aiohttp.ClientError, TimeoutError, ValueError) as error:
                log.warning("google_keys_unavailable", error=repr(error))
                raise _refused("Google's keys could not be fetched") from None
            self._published = {
                jwk["kid"]: RSAAlgorithm.from_jwk(json.dumps(jwk)) for jwk in body.get("keys", [])
            }
            self._fetched_at = time.monotonic()
        if kid not in self._published:
            raise _refused("unknown signing key")
        return self._published[kid]

    async def verify(self, id_token: str) -> GoogleIdentity:
        try:
            kid = jwt.get_unverified_header(id_token).get("kid")
        except jwt.InvalidTokenError:
            raise _refused("malformed id_token") from None
        if not isinstance(kid, str):
            raise _refused("id_token without a key id")
        stand_in = self._stand_in_key() if self._stand_in_key else None
        key = stand_in.public_key if stand_in and stand_in.kid == kid else None
        if key is None:
            key = await self._google_key(kid)
        try:
            claims = jwt.decode(
                id_token,
                key,
                algorithms=["RS256"],
                audience=self.client_id,
                options={"require": ["exp", "iat", "iss", "aud", "sub"]},
            )
        except jwt.ExpiredSignatureError:
            raise _refused("id_token expired") from None
        except jwt.InvalidTokenError as error:
            raise _refused(f"id_token refused: {error}") from None
        if claims.get("iss") not in GOOGLE_ISSUERS:
            raise _refused("wrong issuer")
        if not claims.get("email") or claims.get("email_verified") is not True:
            raise _refused("the Google account's e-mail is not verified")
        return GoogleIdentity(
            subject=str(claims["sub"]),
            email=str(claims["email"]).strip().lower(),
            name=claims.get("name"),
            picture=claims.get("picture"),
            nonce=claims.get("nonce") if isinstance(claims.get("nonce"), str) else None,
        )
