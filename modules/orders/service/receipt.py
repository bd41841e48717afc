"""The short-lived pass that lets the buyer's browser open the
server-rendered receipt page (the store's API is called with a bearer token, which a plain page
cannot send: the signed-in app asks for a pass, set as an HttpOnly cookie, then opens the page)."""

import hashlib
import hmac
from collections.abc import Callable
from datetime import datetime, timedelta

from core.settings import Settings

RECEIPT_PASS_TIME = timedelta(minutes=30)
PASS_MAX_LENGTH = 400


class ReceiptPasses:
    """`uid.expiry.signature`: an HMAC of the store's secret key over who and until when. It
    names the signed-in person only; the page still checks that the order is theirs."""

    def __init__(self, *, secret: Settings, clock: Callable[[], datetime]) -> None:
        key = secret.secret_key.get_secret_value()
        self._key = hashlib.sha256(f"orders.receipt:{key}".encode()).digest()
        self._clock = clock

    def issue(self, uid: str) -> str:
        until = int((self._clock() + RECEIPT_PASS_TIME).timestamp())
        body = f"{uid}.{until}"
        return f"{body}.{self._sign(body)}"

    def holder(self, value: str | None) -> str | None:
        """The uid the pass was issued to, or None for a missing, forged or expired one."""
        if not value or len(value) > PASS_MAX_LENGTH:
            return None
        body, _, signature = value.rpartition(".")
        uid, _, until = body.rpartition(".")
        if not uid or not until.isdigit() or not hmac.compare_digest(signature, self._sign(body)):
            return None
        if int(until) < self._clock().timestamp():
            return None
        return uid

    def _sign(self, body: str) -> str:
        return hmac.new(self._key, body.encode(), hashlib.sha256).hexdigest()
