"""Compress JSON responses (brotli or gzip) when the client accepts it and the body is worth it.

Built assets are not handled here: the frontend build writes .br/.gz siblings and aiohttp's
FileResponse picks them. Translations are JSON answered from memory, so they pass through here.
"""

import functools

import brotli
from aiohttp import web
from aiohttp.web_response import ContentCoding

MIN_COMPRESSED_BYTES = 1024
BROTLI_QUALITY = 5  # fast enough for every response, most of the size win of 11
_CODINGS = ("br", "gzip")  # preferred first when the client rates them equally


def _qualities(accept_encoding: str) -> dict[str, float]:
    qualities: dict[str, float] = {}
    for item in accept_encoding.split(","):
        coding, _, params = item.partition(";")
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if coding.strip():
            qualities[coding.strip().lower()] = quality
    return qualities


@functools.lru_cache(maxsize=64)  # clients send a handful of distinct header values
def preferred_coding(accept_encoding: str) -> str | None:
    """The best of br/gzip by the client's q-values (RFC 9110 section 12.5.3), or None."""
    qualities = _qualities(accept_encoding)
    wildcard = qualities.get("*", 0.0)
    best = max(_CODINGS, key=lambda coding: qualities.get(coding, wildcard))
    return best if qualities.get(best, wildcard) > 0 else None


def _add_vary(response: web.StreamResponse) -> None:
    vary = response.headers.get("Vary", "")
    if "accept-encoding" not in vary.lower():
        response.headers["Vary"] = f"{vary}, Accept-Encoding" if vary else "Accept-Encoding"


def compress_json(request: web.Request, response: web.StreamResponse) -> None:
    """Compresses a finished JSON answer in place; called by the outermost middleware
    (core.request_context) once every inner layer, the error envelope included, is done."""
    accept_encoding = request.headers.get("Accept-Encoding")
    body = response.body if isinstance(response, web.Response) else None
    if (
        not isinstance(body, bytes)
        or len(body) < MIN_COMPRESSED_BYTES
        # The header itself, not response.content_type, which parses it on every call.
        or not response.headers.get("Content-Type", "").startswith("application/json")
        or "Content-Encoding" in response.headers
    ):
        return
    _add_vary(response)
    if not accept_encoding:
        return
    coding = preferred_coding(accept_encoding)
    if coding == "br":
        response.body = brotli.compress(body, quality=BROTLI_QUALITY)
        response.headers["Content-Encoding"] = "br"
    elif coding == "gzip":
        response.enable_compression(ContentCoding.gzip)
