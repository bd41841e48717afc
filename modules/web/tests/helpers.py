"""Helpers for the serving tests: a fake build and requests that show the bytes on the wire."""

import asyncio
import gzip
import json
import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import TypeVar

import brotli
from aiohttp import ClientSession
from aiohttp.test_utils import TestClient
from multidict import CIMultiDict

from core.settings import PROJECT_ROOT

SECRET = "do-not-serve-me"
LANGUAGES = ("id", "en")


SHELL_MARK = '<div id="root"></div>'


def is_shell_page(html: str) -> bool:
    """The built SPA page (its head may be the path's own): the root element and the script."""
    return SHELL_MARK in html and 'src="/static/js/main.0123abcd.js"' in html


@dataclass(frozen=True)
class FakeBuild:
    index_html: str
    shell_js: str
    shell_js_url: str
    common_id: dict[str, object]
    catalog_id: dict[str, object]


def _write_precompressed(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.with_name(f"{path.name}.br").write_bytes(brotli.compress(text.encode()))
    path.with_name(f"{path.name}.gz").write_bytes(gzip.compress(text.encode()))


async def raw_get(client: TestClient, raw_path: str) -> tuple[int, bytes]:
    """Send the request line byte for byte: HTTP clients fold `..` and `%2F` before sending,
    an attacker does not."""
    reader, writer = await asyncio.open_connection(client.server.host, client.server.port)
    try:
        request = f"GET {raw_path} HTTP/1.1\r\nHost: kelana.test\r\nConnection: close\r\n\r\n"
        writer.write(request.encode("latin-1"))
        await writer.drain()
        answer = await reader.read()
    finally:
        writer.close()
        await writer.wait_closed()
    status = int(answer.split(b" ", 2)[1])
    return status, answer


async def download(
    client: TestClient,
    path: str,
    accept_encoding: str | None,
    extra_headers: dict[str, str] | None = None,
) -> tuple[int, CIMultiDict[str], bytes]:
    """GET with exactly this Accept-Encoding, returning the bytes as they travel."""
    headers = {"Accept-Encoding": accept_encoding} if accept_encoding is not None else {}
    headers.update(extra_headers or {})
    async with (
        ClientSession(auto_decompress=False, skip_auto_headers=["Accept-Encoding"]) as session,
        session.get(client.make_url(path), headers=headers) as response,
    ):
        return response.status, CIMultiDict(response.headers), await response.read()


def write_fake_build(web_root: Path) -> FakeBuild:
    """What `make build` leaves in shell/dist and mfe-catalog/dist, plus locales/ and bait."""
    index_html = (
        '<!doctype html>\n<html lang="id">\n  <head>\n    <meta charset="utf-8" />\n'
        '    <meta name="description" content="eSIM untuk perjalanan Anda" />\n'
        "    <title>Kelana eSIM</title>\n"
        '    <script defer src="/static/js/main.0123abcd.js"></script>\n  </head>\n'
        '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n'
    )
    shell_js = "console.log('kelana shell');" * 80
    shell = web_root / "shell" / "dist"
    _write_precompressed(shell / "index.html", index_html)
    _write_precompressed(shell / "static" / "js" / "main.0123abcd.js", shell_js)
    (shell / "humans.txt").write_text("Kelana eSIM\n")
    (shell / "sw.js").write_text("self.addEventListener('fetch', () => {});")

    remote = web_root / "mfe-catalog" / "dist"
    _write_precompressed(remote / "remoteEntry.js", "var catalog = {};" * 200)
    _write_precompressed(remote / "mf-manifest.json", json.dumps({"name": "catalog"}))
    _write_precompressed(remote / "static" / "js" / "412.9f8e7d6c5b.js", "export default 1;")

    common_id: dict[str, object] = {"nav": {"home": "Beranda"}}
    catalog_id: dict[str, object] = {f"country.{n}": f"Paket data negara {n}" for n in range(60)}
    for language, namespaces in {
        "id": {"common": common_id, "catalog": catalog_id},
        "en": {"common": {"nav": {"home": "Home"}}},
    }.items():
        folder = web_root / "locales" / language
        folder.mkdir(parents=True)
        for namespace, texts in namespaces.items():
            (folder / f"{namespace}.json").write_text(json.dumps(texts))

    # Files a path trick might reach: beside the folders that are served, and above them.
    (web_root / "secret.json").write_text(json.dumps({"secret": SECRET}))
    (web_root / "locales" / "secret.json").write_text(json.dumps({"secret": SECRET}))
    (web_root / "shell" / "secret.txt").write_text(SECRET)
    (shell / ".env").write_text(SECRET)
    (shell / "leak.json").symlink_to(web_root / "secret.json")
    return FakeBuild(
        index_html=index_html,
        shell_js=shell_js,
        shell_js_url="/static/js/main.0123abcd.js",
        common_id=common_id,
        catalog_id=catalog_id,
    )


def copy_store_texts(web_root: Path, namespaces: Iterable[str]) -> None:
    """The store's own translations of `namespaces`, in every language, in the web root (as a build
    puts them): the first screens read their words from there."""
    for language in LANGUAGES:
        for namespace in namespaces:
            source = PROJECT_ROOT / "locales" / language / f"{namespace}.json"
            shutil.copy(source, web_root / "locales" / language / f"{namespace}.json")


Parser = TypeVar("Parser", bound=HTMLParser)


class FirstScreenParser(HTMLParser):
    """What every first-screen test reads first: the stylesheets the page links, and whether the
    parser is inside the server's first screen (`#first-screen` up to the end of its `<main>`).
    A test's parser calls `enter` from its `handle_starttag` and `leave` from `handle_endtag`."""

    def __init__(self) -> None:
        super().__init__()
        self.inside = False
        self.stylesheets: list[str] = []

    def enter(self, tag: str, values: dict[str, str]) -> bool:
        """Notes a stylesheet or the first screen's start; whether this tag is inside it."""
        if tag == "link" and values.get("rel") == "stylesheet":
            self.stylesheets.append(values["href"])
        if values.get("id") == "first-screen":
            self.inside = True
        return self.inside

    def leave(self, tag: str) -> None:
        if tag == "main":
            self.inside = False


def attributes(attrs: list[tuple[str, str | None]]) -> dict[str, str]:
    return {key: value or "" for key, value in attrs}


async def read_page(
    client: TestClient, path: str, parser: Parser, **headers: str
) -> tuple[Parser, str, dict[str, str]]:
    """GET `path` (a 200 expected), fed to `parser`: the parser, the HTML and the headers."""
    response = await client.get(path, headers=headers)
    assert response.status == 200, path
    html = await response.text()
    parser.feed(html)
    return parser, html, dict(response.headers)
