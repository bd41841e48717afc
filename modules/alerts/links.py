"""The alert e-mails' links: the top-up with the ICCID already chosen, and the signed one-click
unsubscribe (itsdangerous: HMAC-SHA256 over the account and the purpose, keyed by SECRET_KEY;
no expiry, so an old e-mail's link still works, but no byte of it can be changed)."""

import hashlib
from dataclasses import dataclass
from urllib.parse import quote

from itsdangerous import BadData, URLSafeSerializer

from core.language import LANGUAGES, Language

UNSUBSCRIBE_PATH = "/unsubscribe"
PURPOSE = "usage_alerts"
# A token is ~100 characters; anything much longer is refused before its signature is checked.
MAX_TOKEN_LENGTH = 400
_SALT = "kelana.alerts.unsubscribe"


@dataclass(frozen=True)
class Unsubscribe:
    """What a valid link says: whose alerts to stop, and the e-mail's language."""

    uid: str
    language: Language


class UnsubscribeLinks:
    def __init__(self, *, public_url: str, secret: str) -> None:
        self._base = public_url.rstrip("/")
        self._serializer = URLSafeSerializer(
            secret, salt=_SALT, signer_kwargs={"digest_method": hashlib.sha256}
        )

    def token(self, *, uid: str, language: Language) -> str:
        return str(self._serializer.dumps([uid, PURPOSE, language]))

    def url(self, *, uid: str, language: Language) -> str:
        return f"{self._base}{UNSUBSCRIBE_PATH}/{self.token(uid=uid, language=language)}"

    def read(self, token: str) -> Unsubscribe | None:
        """The link's account and language, or None for anything not signed by this store for
        this purpose (tampered, truncated, another purpose, garbage, overlong)."""
        if not token or len(token) > MAX_TOKEN_LENGTH or not token.isascii():
            return None
        try:
            value = self._serializer.loads(token)
        except (BadData, UnicodeError, ValueError):
            return None
        match value:
            case [str(uid), str(purpose), str(language)] if (
                purpose == PURPOSE and language in LANGUAGES and 0 < len(uid) <= 128  # noqa: PLR2004
            ):
                return Unsubscribe(uid=uid, language=language)  # type: ignore[arg-type]
        return None


def top_up_path(*, scope: str | None, location_code: str | None, iccid: str) -> str:
    """Where a top-up for this ICCID is bought (the account app's topUpPath, server-side): the
    data packages of the destination it was bought for, with the ICCID chosen (`?iccid=`)."""
    query = f"?iccid={quote(iccid, safe='')}"
    if scope == "special":
        return f"/special-paket-orders{query}"
    if scope == "region" and location_code:
        return f"/region-orders/{quote(location_code, safe='')}{query}"
    if location_code:
        return f"/orders/{quote(location_code, safe='')}{query}"
    return f"/orders/ID{query}"
