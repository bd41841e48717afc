"""Cached JSON envelopes for read endpoints whose data changes rarely (the catalog).

An entry is the serialised envelope, its ETag, its response headers and its compressed forms,
keyed by the caller's key and version: when the version moves (the data changed) every entry is
dropped at once. Serialising, hashing and compressing then happen once per version instead of
once per request, and a hit costs two dictionary lookups.
"""

import gzip
import hashlib
import json
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

import brotli
from aiohttp import web

from core.compression import BROTLI_QUALITY, MIN_COMPRESSED_BYTES, preferred_coding

# Unknown keys (ids typed by hand) must not grow the cache without bound.
MAX_ENTRIES = 2048


@dataclass
class RenderedJson:
    body: bytes
    etag: str
    headers: dict[str, str]
    _encoded: dict[str, tuple[bytes, dict[str, str]]] = field(default_factory=dict)

    def encoded(self, coding: str) -> tuple[bytes, dict[str, str]]:
        if coding not in self._encoded:
            if coding == "br":
                body = brotli.compress(self.body, quality=BROTLI_QUALITY)
            else:
                body = gzip.compress(self.body, mtime=0)
            self._encoded[coding] = (body, {**self.headers, "Content-Encoding": coding})
        return self._encoded[coding]


def render_envelope(data: Any, *, cache_control: str, message: str = "ok") -> RenderedJson:
    body = json.dumps({"success": True, "message": message, "data": data}).encode()
    etag = f'"{hashlib.blake2b(body, digest_size=12).hexdigest()}"'
    headers = {
        "Content-Type": "application/json; charset=utf-8",
        "ETag": etag,
        "Cache-Control": cache_control,
        "Vary": "Accept-Encoding",
    }
    return RenderedJson(body=body, etag=etag, headers=headers)


class JsonResponseCache:
    def __init__(self, *, max_entries: int = MAX_ENTRIES) -> None:
        self._max_entries = max_entries
        self._version: object = None
        self._entries: dict[str, RenderedJson] = {}

    def get(self, key: str, *, version: object) -> RenderedJson | None:
        if version != self._version:
            self._entries = {}
            self._version = version
        return self._entries.get(key)

    def put(self, key: str, *, version: object, rendered: RenderedJson) -> RenderedJson:
        """Keep a successful answer (callers let errors pass: they are never cached)."""
        if version != self._version:
            self._entries = {}
            self._version = version
        if len(self._entries) >= self._max_entries:
            self._entries.clear()
        self._entries[key] = rendered
        return rendered


def _matches(if_none_match: str, etag: str) -> bool:
    candidates = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return "*" in candidates or etag in candidates


def cached_json_response(request: web.Request, rendered: RenderedJson) -> web.Response:
    """200 with the (compressed) body, or 304 when the client already holds this version."""
    if_none_match = request.headers.get("If-None-Match")
    if if_none_match is not None and _matches(if_none_match, rendered.etag):
        headers = {k: v for k, v in rendered.headers.items() if k != "Content-Type"}
        return web.Response(status=HTTPStatus.NOT_MODIFIED, headers=headers)
    accept_encoding = request.headers.get("Accept-Encoding")
    if accept_encoding and len(rendered.body) >= MIN_COMPRESSED_BYTES:
        coding = preferred_coding(accept_encoding)
        if coding is not None:
            # Content-Encoding is set, so core.compression leaves the body alone.
            body, headers = rendered.encoded(coding)
            return web.Response(body=body, headers=headers)
    return web.Response(body=rendered.body, headers=rendered.headers)
