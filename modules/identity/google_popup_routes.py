"""Where the store's "Login dengan Google" popup goes, so the page never hard-codes it.

`GET /api/identity/google-sign-in` answers the popup's address: the local stand-in
(`/dev/google-sign-in`) when it is on, else Google's own consent page for our client id, which
returns to `/identity/google-callback`. That page hands the ID token to the opener with the same
message the stand-in posts, so the page's code is one path for both."""

import json
import secrets
from urllib.parse import urlencode

from aiohttp import web

from core.http import envelope
from modules.identity.google import GoogleTokens
from modules.identity.stand_in_routes import MESSAGE_TYPE
from modules.identity.stand_in_routes import PATH as STAND_IN_PATH

CONFIG_PATH = "/api/identity/google-sign-in"
CALLBACK_PATH = "/identity/google-callback"
GOOGLE_AUTHORIZE = "https://accounts.google.com/o/oauth2/v2/auth"

# Google returns the token in the fragment (implicit flow, response_type=id_token): only the
# browser sees it. An error (access_denied when the user cancels) comes the same way.
_CALLBACK_PAGE = (
    "<!doctype html><html lang=en><meta charset=utf-8><title>Google</title>"
    "<p>Returning to the store…</p><script>"
    "const fragment = new URLSearchParams(window.location.hash.slice(1));"
    "const idToken = fragment.get('id_token');"
    "const error = fragment.get('error');"
    f"const message = {{type: {json.dumps(MESSAGE_TYPE)}}};"
    "if (idToken) message.idToken = idToken;"
    "else message.error = error === 'access_denied' ? 'popup_closed_by_user' : (error || 'failed');"
    "if (window.opener) { window.opener.postMessage(message, window.location.origin); "
    "window.close(); }"
    "</script>"
)


def google_popup_routes(*, google: GoogleTokens, public_url: str) -> list[web.RouteDef]:
    callback_url = public_url.rstrip("/") + CALLBACK_PATH

    async def config(_request: web.Request) -> web.Response:
        if google.stand_in_enabled:
            return envelope({"popup_url": STAND_IN_PATH, "stand_in": True})
        query = urlencode(
            {
                "client_id": google.client_id,
                "redirect_uri": callback_url,
                "response_type": "id_token",
                "scope": "openid email profile",
                "prompt": "select_account",
                "nonce": secrets.token_urlsafe(16),
            }
        )
        return envelope({"popup_url": f"{GOOGLE_AUTHORIZE}?{query}", "stand_in": False})

    async def callback(_request: web.Request) -> web.Response:
        return web.Response(
            text=_CALLBACK_PAGE, content_type="text/html", headers={"Cache-Control": "no-store"}
        )

    return [web.get(CONFIG_PATH, config), web.get(CALLBACK_PATH, callback)]
