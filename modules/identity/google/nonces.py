"""Nonces for Google sign-in: the server hands one out with the popup's address, Google (or the
stand-in) writes it into the ID token, and the client sends it back with the token. A token that
carries a nonce is accepted only with that nonce, one the server made (signed with SECRET_KEY)
less than ten minutes ago: a token caught on its way cannot be replayed in another sign-in."""

import hashlib
import hmac
import secrets
import time

LIFETIME_SECONDS = 600


class GoogleNonces:
    def __init__(self, *, secret: bytes, lifetime_seconds: int = LIFETIME_SECONDS) -> None:
        self._secret = secret
        self._lifetime = lifetime_seconds

    def _mac(self, body: str) -> str:
        return hmac.new(self._secret, f"google-nonce:{body}".encode(), hashlib.sha256).hexdigest()

    def issue(self, *, now: float | None = None) -> str:
        expires = int((time.time() if now is None else now) + self._lifetime)
        body = f"{expires}.{secrets.token_urlsafe(16)}"
        return f"{body}.{self._mac(body)}"

    def is_ours(self, nonce: str, *, now: float | None = None) -> bool:
        body, _, mac = nonce.rpartition(".")
        expires, _, _ = body.partition(".")
        if not expires.isdigit() or not hmac.compare_digest(mac, self._mac(body)):
            return False
        return int(expires) >= (time.time() if now is None else now)
