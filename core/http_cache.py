"""Cached JSON envelopes for read endpoints whose data changes rarely (the catalog).

An entry is the serialised envelope, its ETag and its compressed forms, keyed by the caller's
key and version: when the version moves (the catalog changed) every entry is dropped at once.
Serialising, hashing and compressing then happen once per version instead of once per request.
"""

import gzip
import hashlib
import json
from collections.abc import Awaitable, Callable
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
    _encoded: dict[str, bytes] = field(default_factory=dict)

    def encoded(self, coding: str) -> bytes:
        if coding not in self._encoded:
            if coding == "br":
                self._encoded[coding] = brotli.compress(self.body, quality=BROTLI_QUALITY)
            else:
                self._encoded[coding] = gzip.compress(self.body, mtime=0)
        return self._encoded[coding]


def render_envelope(data: Any, *, message: str = "ok") -> RenderedJson:
    body = json.dumps({"success": True, "message": message, "data": data}).encode()
    digest = hashlib.blake2b(body, digest_size=12).hexdigest()
    return RenderedJson(body=body, etag=f'"{digest}"')


class JsonResponseCache:
    def __init__(self, *, max_entries: int = MAX_ENTRIES) -> None:
        self._max_entries = max_entries
        self._version: object = None
        self._entries: dict[str, RenderedJson] = {}

    async def get_or_render(
        self, key: str, *, version: object, data: Callable[[], Awaitable[Any]]
    ) -> RenderedJson:
        """The entry for `key` at `version`; `data()` runs only on a miss. A domain error it
        raises (an unknown code) passes through and caches nothing."""
        if version != self._version:
            self._entries = {}
            self._version = version
        rendered = self._entries.get(key)
        if rendered is None:
            rendered = render_envelope(await data())
            if len(self._entries) >= self._max_entries:
                self._entries.clear()
            self._entries[key] = rendered
        return rendered


def _matches(if_none_match: str, etag: str) -> bool:
    candidates = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return "*" in candidates or etag in candidates


def cached_json_response(
    request: web.Request, rendered: RenderedJson, *, cache_control: str
) -> web.Response:
    """200 with the (compressed) body, or 304 when the client already holds this version."""
    headers = {"ETag": rendered.etag, "Cache-Control": cache_control, "Vary": "Accept-Encoding"}
    if _matches(request.headers.get("If-None-Match", ""), rendered.etag):
        return web.Response(status=HTTPStatus.NOT_MODIFIED, headers=headers)
    body = rendered.body
    if len(body) >= MIN_COMPRESSED_BYTES:
        coding = preferred_coding(request.headers.get("Accept-Encoding", ""))
        if coding is not None:
            body = rendered.encoded(coding)
            # Set here, so core.compression leaves the body alone.
            headers["Content-Encoding"] = coding
    return web.Response(body=body, content_type="application/json", headers=headers)
