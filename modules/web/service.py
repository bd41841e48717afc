"""Which file answers a path: remotes under /mfe/<name>/, the shell's files, translations."""

import re
from collections.abc import Sequence
from pathlib import Path

from modules.web.schemas import Asset, CachePolicy

SUPPORTED_LANGUAGES = ("id", "en")
PLAIN_NAME = re.compile(r"^[a-z][a-z0-9-]*$")
# Namespaces in locales/ that only the server reads (it draws the back office and the pages'
# heads): no browser needs them, so they are not served.
SERVER_ONLY_NAMESPACES = frozenset({"alerts", "backoffice", "heads", "orders", "receipt"})
SERVER_ONLY_PREFIXES = ("backoffice-",)  # each back-office area's words
# name.0123abcd.js, 0123abcdef.chunk.js: a `.`-delimited hex content hash of 8+ characters.
HASHED_FILE_NAME = re.compile(r"(?:^|\.)[0-9a-f]{8,}\.")
# Types for what the frontend build writes, fixed here rather than guessed from the machine's
# /etc/mime.types (which differs between machines, e.g. for .js and .woff2).
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
}


def _safe_parts(relative_path: str) -> list[str] | None:
    """Split a URL path below a root; None for anything that could leave the root or show a
    hidden file: empty, `.` or `..` segments, dot-files, backslashes, NUL bytes."""
    if not relative_path or "\\" in relative_path or "\x00" in relative_path:
        return None
    parts = relative_path.split("/")
    if any(not part or part.startswith(".") for part in parts):
        return None
    return parts


def _file_within(root: Path, parts: Sequence[str]) -> Path | None:
    try:
        resolved_root = root.resolve(strict=True)
        resolved = root.joinpath(*parts).resolve(strict=True)
    except OSError:
        return None
    # A symlink that points out of the root is refused like a `..`.
    if not resolved.is_relative_to(resolved_root) or not resolved.is_file():
        return None
    return resolved


def _asset(path: Path, cache: CachePolicy | None = None) -> Asset:
    if cache is None:
        hashed = HASHED_FILE_NAME.search(path.name)
        cache = CachePolicy.IMMUTABLE if hashed else CachePolicy.REVALIDATE
    content_type = CONTENT_TYPES.get(path.suffix.lower())
    return Asset(path=path, cache=cache, content_type=content_type)


class FrontendFiles:
    def __init__(self, *, web_root: Path, languages: Sequence[str] = SUPPORTED_LANGUAGES) -> None:
        self._web_root = web_root
        self._languages = frozenset(languages)

    @property
    def shell_dist(self) -> Path:
        return self._web_root / "shell" / "dist"

    def remote_file(self, *, remote: str, relative_path: str) -> Asset | None:
        parts = _safe_parts(relative_path)
        if not PLAIN_NAME.match(remote) or parts is None:
            return None
        path = _file_within(self._web_root / f"mfe-{remote}" / "dist", parts)
        return _asset(path) if path else None

    def shell_file(self, *, relative_path: str) -> Asset | None:
        parts = _safe_parts(relative_path)
        if parts is None:
            return None
        path = _file_within(self.shell_dist, parts)
        return _asset(path) if path else None

    def shell_page(self) -> Asset | None:
        path = _file_within(self.shell_dist, ["index.html"])
        return _asset(path, CachePolicy.REVALIDATE) if path else None

    def translations(self, *, language: str, namespace: str) -> Asset | None:
        if language not in self._languages or not PLAIN_NAME.match(namespace):
            return None
        if namespace in SERVER_ONLY_NAMESPACES or namespace.startswith(SERVER_ONLY_PREFIXES):
            return None
        path = _file_within(self._web_root / "locales", [language, f"{namespace}.json"])
        return _asset(path, CachePolicy.REVALIDATE) if path else None
