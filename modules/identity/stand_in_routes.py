"""The local stand-in of Google's consent popup (development and tests only): choose an e-mail,
get a Google-shaped ID token signed by the stand-in key, handed to the opener by postMessage.
The page that opened it then calls accounts:signInWithIdp with that token, as with Google."""

import html
import json

from aiohttp import web

from modules.identity.google import GoogleTokens

PATH = "/dev/google-sign-in"
MESSAGE_TYPE = "kelana:google-sign-in"

_STYLE = (
    "body{font-family:sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}"
    "label,input,button{display:block;width:100%;margin:.4rem 0;font-size:1rem}"
    "input{padding:.5rem;box-sizing:border-box}button{padding:.6rem}"
)


def _page(body: str) -> web.Response:
    return web.Response(
        text=(
            "<!doctype html><html lang=en><meta charset=utf-8>"
            "<meta name=viewport content='width=device-width, initial-scale=1'>"
            f"<title>Sign in with Google (stand-in)</title><style>{_STYLE}</style>{body}"
        ),
        content_type="text/html",
        headers={"Cache-Control": "no-store"},
    )


def _hand_back(message: dict[str, str]) -> web.Response:
    # The opener is our own page: post to our own origin only.
    payload = json.dumps({"type": MESSAGE_TYPE, **message}).replace("<", "\\u003c")
    return _page(
        "<p>Returning to the store…</p><script>"
        f"const message = {payload};"
        "if (window.opener) { window.opener.postMessage(message, window.location.origin); "
        "window.close(); } else { document.body.append(JSON.stringify(message)); }"
        "</script>"
    )


def stand_in_routes(*, google: GoogleTokens) -> list[web.RouteDef]:
    if not google.stand_in_enabled:
        return []

    async def consent(request: web.Request) -> web.Response:
        if request.query.get("cancel"):
            return _hand_back({"error": "popup_closed_by_user"})
        email = request.query.get("email", "").strip()
        if email:
            token = google.stand_in_token(email=email, name=request.query.get("name") or None)
            return _hand_back({"idToken": token})
        return _page(
            "<h1>Sign in with Google</h1><p>Local stand-in: no data leaves this machine.</p>"
            f"<form method=get action={PATH}>"
            "<label for=email>E-mail</label>"
            "<input id=email name=email type=email required autofocus>"
            "<label for=name>Name</label><input id=name name=name>"
            "<button type=submit>Continue</button></form>"
            f"<form method=get action={PATH}><input type=hidden name=cancel value=1>"
            f"<button type=submit>{html.escape('Cancel')}</button></form>"
        )

    return [web.get(PATH, consent)]
