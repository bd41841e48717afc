"""Where the store's "Login dengan Google" popup goes, so the page never hard-codes it.

`GET /api/identity/google-sign-in` answers the popup's address: the local stand-in
(`/dev/google-sign-in`) when it is on, else Google's own consent page for our client id, which
returns to `/identity/google-callback`. That page hands the ID token to the opener with the same
message the stand-in posts, so the page's code is one path for both."""

from urllib.parse import urlencode

from aiohttp import web

from core.http import envelope
from core.openapi import documented
from core.templating import page
from modules.identity.google.id_tokens import GoogleTokens
from modules.identity.google.nonces import GoogleNonces
from modules.identity.google.stand_in_routes import MESSAGE_TYPE
from modules.identity.google.stand_in_routes import PATH as STAND_IN_PATH
from modules.identity.schemas import GooglePopup

CONFIG_PATH = "/api/identity/google-sign-in"
CALLBACK_PATH = "/identity/google-callback"
GOOGLE_AUTHORIZE = "https://accounts.google.com/o/oauth2/v2/auth"


def google_popup_routes(
    *, google: GoogleTokens, nonces: GoogleNonces, public_url: str
) -> list[web.RouteDef]:
    callback_url = public_url.rstrip("/") + CALLBACK_PATH

    @documented(
        summary="Where the Google sign-in popup goes",
        tag="identity",
        operation_id="google_sign_in_popup",
        response=GooglePopup,
    )
    async def config(_request: web.Request) -> web.Response:
        nonce = nonces.issue()
        if google.stand_in_enabled:
            popup_url = f"{STAND_IN_PATH}?{urlencode({'nonce': nonce})}"
            return envelope(
                GooglePopup(popup_url=popup_url, stand_in=True, nonce=nonce).model_dump()
            )
        query = urlencode(
            {
                "client_id": google.client_id,
                "redirect_uri": callback_url,
                "response_type": "id_token",
                "scope": "openid email profile",
                "prompt": "select_account",
                "nonce": nonce,
            }
        )
        popup = GooglePopup(popup_url=f"{GOOGLE_AUTHORIZE}?{query}", stand_in=False, nonce=nonce)
        return envelope(popup.model_dump())

    async def callback(request: web.Request) -> web.Response:
        # Google returns the token in the fragment (implicit flow, response_type=id_token):
        # only the browser sees it; google-callback.js hands it to the opener.
        return page(request, "identity/google_callback.html", {"message_type": MESSAGE_TYPE})

    return [web.get(CONFIG_PATH, config), web.get(CALLBACK_PATH, callback)]
