"""Which first screen a request gets when signing in is involved: the screens only a signed-in
shopper sees (a visitor without a session gets the sign-in form there), the signed-in cookie, the
way back after signing in, and the words of the account forms the server draws
(modules/web/first_screen.py renders them)."""

import re
from typing import Any

from aiohttp import web

# The account forms drawn by the server, by path: the texts' section in locales/*/account.json.
ACCOUNT_FORMS = {"/login": "login", "/register": "register", "/forgot-password": "forgotPassword"}
# The cookie the runtime keeps beside the stored session (runtime/src/session/session-storage.ts):
# "1" while this browser holds a session. No secret: it only tells which first screen to draw.
SIGNED_IN_COOKIE = "kelana_signed_in"
# Screens only a signed-in shopper sees (the shell's route table marks them `guarded`): a visitor
# without a session is shown the sign-in form there (the shell's route guard sends them to /login).
SIGN_IN_GUARDED = frozenset(
    {"/riwayat-order", "/cek-kuota", "/payment/thankyou", "/payment/response"}
)
_GUARDED_PREFIXES = ("/checkout/",)


def sign_in_guarded(path: str) -> bool:
    """Whether `path` is a screen only a signed-in shopper sees."""
    return path in SIGN_IN_GUARDED or path.startswith(_GUARDED_PREFIXES)


# The sign-in pages: a return address that is one of them would go round in circles
# (runtime/src/navigation/return-address.ts keeps the same list).
_SIGN_IN_PAGES = ("/login", "/register", "/verify-account", "/forgot-password", "/auth/action")
_MAX_RETURN_LENGTH = 2048
_UNSAFE_RETURN = re.compile(r"[\\\s\x00-\x1f\x7f]")


def safe_return_path(raw: str | None) -> str | None:
    """A path of this store to come back to after signing in, or None: the address bar is anyone's
    to write (the runtime's safeReturnPath follows the same rule)."""
    if not raw or len(raw) > _MAX_RETURN_LENGTH or not raw.startswith("/") or raw.startswith("//"):
        return None
    if _UNSAFE_RETURN.search(raw) or "/." in raw:
        return None
    page = raw.split("?", 1)[0].split("#", 1)[0]
    if any(page == sign_in or page.startswith(f"{sign_in}/") for sign_in in _SIGN_IN_PAGES):
        return None
    return raw if raw != "/" else None


def return_path(request: web.Request, path: str) -> str | None:
    """Where the sign-in form's links lead back to: a guarded screen's own address (the shell sends
    its visitor to sign in from there), or the `?next=` a sign-in page was given."""
    if path in ACCOUNT_FORMS:
        return safe_return_path(request.query.get("next"))
    if sign_in_guarded(path):
        query = f"?{request.query_string}" if request.query_string else ""
        return safe_return_path(f"{path}{query}")
    return None


def signed_in(request: web.Request) -> bool:
    """Whether this browser says it holds a session (the shell then draws a guarded screen, not the
    sign-in form). Only a hint for the first screen: the API checks the token on every call."""
    return request.cookies.get(SIGNED_IN_COOKIE) == "1"


def account_texts(account: dict[str, Any], kind: str) -> dict[str, Any] | None:
    """The words of the sign-in, sign-up or forgotten-password form, as mfe-account's forms write
    them; None when the translations lack them."""
    form, google = account.get("form", {}), account.get("google", {})
    screen = account.get(kind, {})
    if not screen.get("title") or not form.get("email"):
        return None
    email = {"name": "email", "label": form["email"], "type": "email", "autocomplete": "email"}
    if kind == "forgotPassword":
        fields = [email]
        footer = (screen.get("remembered", ""), "/login", screen.get("login", ""))
        google = {}
    elif kind == "register":
        purposes = form.get("purposes", {})
        fields = [
            {"name": "name", "label": form.get("name", ""), "type": "text", "autocomplete": "name"},
            email,
            _password(
                "password", form.get("password", ""), "new-password", form.get("passwordHint")
            ),
            _password("confirm", form.get("confirmPassword", ""), "new-password"),
            {
                "name": "purpose",
                "label": form.get("purpose", ""),
                "options": [("", form.get("purposeChoose", "")), *purposes.items()],
            },
            {
                "name": "phone",
                "label": form.get("phone", ""),
                "type": "tel",
                "autocomplete": "tel-national",
                "inputmode": "tel",
                "prefix": "+62",
                "hint": form.get("phoneHint"),
            },
        ]
        footer = (screen.get("haveAccount", ""), "/login", screen.get("login", ""))
    else:
        fields = [email, _password("password", form.get("password", ""), "current-password")]
        footer = (screen.get("noAccount", ""), "/register", screen.get("register", ""))
    blank = dict.fromkeys(("type", "autocomplete", "inputmode", "prefix", "hint", "options"))
    return {
        "title": screen["title"],
        "intro": screen.get("intro", ""),
        "fields": [{**blank, **field} for field in fields],
        "show_password": form.get("showPassword", ""),
        "forgot": screen.get("forgot") if kind == "login" else None,
        "submit": screen.get("submit", ""),
        "google_or": google.get("or", ""),
        "google_button": google.get("button", ""),
        "footer": footer[0],
        "footer_href": footer[1],
        "footer_link": footer[2],
        "return_query": "",
    }


def _password(name: str, label: str, autocomplete: str, hint: str | None = None) -> dict[str, Any]:
    field = {"name": name, "label": label, "type": "password", "autocomplete": autocomplete}
    return {**field, "hint": hint} if hint else field
