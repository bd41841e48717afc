"""The local stand-in of Google's consent popup (development and tests only): choose an e-mail,
get a Google-shaped ID token signed by the stand-in key, handed to the opener by postMessage.
The page that opened it then calls accounts:signInWithIdp with that token, as with Google."""

import json

from aiohttp import web

from core.templating import page
from modules.identity.google.id_tokens import GoogleTokens

PATH = "/dev/google-sign-in"
MESSAGE_TYPE = "kelana:google-sign-in"


def _hand_back(request: web.Request, message: dict[str, str]) -> web.Response:
    # The opener is our own page: the script posts to our own origin only. The message is
    # JSON inside a data block; "<" is escaped so it can never close the block.
    payload = json.dumps({"type": MESSAGE_TYPE, **message}).replace("<", "\\u003c")
    return page(request, "identity/google_hand_back.html", {"message": payload, "lang": "en"})


def stand_in_routes(*, google: GoogleTokens) -> list[web.RouteDef]:
    if not google.stand_in_enabled:
        return []

    async def consent(request: web.Request) -> web.Response:
        if request.query.get("cancel"):
            return _hand_back(request, {"error": "popup_closed_by_user"})
        email = request.query.get("email", "").strip()
        if email:
            token = google.stand_in_token(
                email=email,
                name=request.query.get("name") or None,
                nonce=request.query.get("nonce") or None,
            )
            return _hand_back(request, {"idToken": token})
        return page(
            request,
            "identity/google_stand_in.html",
            {"path": PATH, "nonce": request.query.get("nonce", "")[:200], "lang": "en"},
        )

    return [web.get(PATH, consent)]
