"""Headers every answer carries (part of the app's one response hook, core.app).

The Content-Security-Policy allows scripts, styles, fonts and connections from the store's own
origin only: no inline script can run, so an injected `<script>` does nothing, and no other site
may frame the store. The shell and every remote load their code as files from /static and /mfe,
which is what makes this policy possible."""

from aiohttp import web

from core.brand import SHORT_NAME
from core.client_address import TRUSTED_PROXIES, Network, is_trusted_peer

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        # WebAssembly (the barcode scanner's engine) needs compiling; JavaScript eval stays off.
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self'",
        # Pictures may come from anywhere (a Google profile photo); they cannot run code.
        "img-src * data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' data: blob:",
        "media-src 'self' blob: mediastream:",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
HSTS_HEADER = "Strict-Transport-Security"
HSTS = "max-age=31536000; includeSubDomains"
SERVER = SHORT_NAME


def served_over_https(request: web.Request) -> bool:
    """https to the client: directly, or as a trusted proxy says (X-Forwarded-Proto)."""
    return reached_over_https(request, request.app.get(TRUSTED_PROXIES, ()))


def reached_over_https(request: web.BaseRequest, trusted: tuple[Network, ...]) -> bool:
    """The same, with the trusted proxies given (the front door answers before routing)."""
    if request.secure:
        return True
    forwarded = request.headers.get("X-Forwarded-Proto", "").split(",")[0].strip().lower()
    return forwarded == "https" and is_trusted_peer(request, trusted)


def security_headers(request: web.Request, response: web.StreamResponse) -> None:
    headers = response.headers
    headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Referrer-Policy"] = "strict-origin-when-cross-origin"
    # aiohttp names itself and its version; a version tells an attacker which bugs to try.
    headers["Server"] = SERVER
    if served_over_https(request):
        headers[HSTS_HEADER] = HSTS
