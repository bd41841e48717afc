"""What search engines and link previewers read first: robots.txt and a sitemap of every page a
traveller may land on (content pages, each destination, each region, the special packages)."""

from collections.abc import Awaitable, Callable, Sequence
from xml.sax.saxutils import escape

from aiohttp import web

# Pages only a signed-in shopper sees: nothing there for a search engine.
PRIVATE_PREFIXES = (
    "/checkout/",
    "/payment/",
    "/riwayat-order",
    "/cek-kuota",
    "/esim/",
    "/api/",
    "/dev/",
)
CONTENT_PAGES = (
    "/",
    "/tentang",
    "/panduan",
    "/faq-page",
    "/kontak",
    "/special-paket-orders",
    "/privacy-policy",
    "/terms",
    "/privacy",
    "/security",
)

Codes = Callable[[], Awaitable[Sequence[str]]]


def robots_txt(public_url: str) -> str:
    lines = ["User-agent: *", "Allow: /"]
    lines += [f"Disallow: {prefix}" for prefix in PRIVATE_PREFIXES]
    lines.append(f"Sitemap: {public_url.rstrip('/')}/sitemap.xml")
    return "\n".join(lines) + "\n"


def sitemap_xml(public_url: str, paths: Sequence[str]) -> str:
    base = public_url.rstrip("/")
    entries = []
    for path in paths:
        url = escape(base + path)
        english = escape(f"{base}{path}?lng=en")
        entries.append(
            f"  <url><loc>{url}</loc>"
            f'<xhtml:link rel="alternate" hreflang="id" href="{url}"/>'
            f'<xhtml:link rel="alternate" hreflang="en" href="{english}"/></url>'
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' + "\n".join(entries) + "\n</urlset>\n"
    )


def crawler_routes(*, public_url: str, countries: Codes, regions: Codes) -> list[web.RouteDef]:
    async def robots(_request: web.Request) -> web.Response:
        return web.Response(
            text=robots_txt(public_url),
            content_type="text/plain",
            headers={"Cache-Control": "public, max-age=3600"},
        )

    async def sitemap(_request: web.Request) -> web.Response:
        paths = [
            *CONTENT_PAGES,
            *(f"/orders/{code}" for code in await countries()),
            *(f"/region-orders/{code}" for code in await regions()),
        ]
        return web.Response(
            text=sitemap_xml(public_url, paths),
            content_type="application/xml",
            headers={"Cache-Control": "public, max-age=3600"},
        )

    return [web.get("/robots.txt", robots), web.get("/sitemap.xml", sitemap)]
