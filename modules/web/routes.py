import hashlib
import re
from http import HTTPStatus

from aiohttp import web

from modules.web.pages import ShellPages
from modules.web.schemas import Asset
from modules.web.service import FrontendFiles

SHELL_NOT_BUILT = (
    "The storefront is not built yet: run `make build` (or `make run`), then reload.\n"
)
# Below these a missing file is a 404 the browser must see, never the SPA page in its place.
NO_FALLBACK_PREFIXES = ("mfe/", "locales/", "static/", "og/")
# Encoded separators would let one URL segment reach into another folder.
_ENCODED_SEPARATOR = re.compile(r"%(2f|5c|00)", re.IGNORECASE)


def _file_response(asset: Asset) -> web.FileResponse:
    # FileResponse sends a .br/.gz sibling when the client accepts it, with ETag and 304s.
    # Never enable compression on it: aiohttp would then write an empty gzip stream into a
    # 304, which browsers reject as an invalid response.
    headers = {"Cache-Control": asset.cache.value, "Vary": "Accept-Encoding"}
    if asset.content_type:
        headers["Content-Type"] = asset.content_type
    return web.FileResponse(asset.path, headers=headers)


def _translation_response(request: web.Request, asset: Asset) -> web.Response:
    """Translations are source files with no precompressed siblings: answer them from memory so
    the JSON compression middleware encodes them, and revalidate by a content ETag. The ETag is
    weak because the same content travels plain, gzip- or brotli-encoded."""
    body = asset.path.read_bytes()  # a few KB, in the page cache: cheaper than a thread hop
    etag = hashlib.blake2b(body, digest_size=12).hexdigest()
    headers = {"Cache-Control": asset.cache.value, "ETag": f'W/"{etag}"', "Vary": "Accept-Encoding"}
    if any(candidate.value == etag for candidate in request.if_none_match or ()):
        return web.Response(status=HTTPStatus.NOT_MODIFIED, headers=headers)
    return web.Response(body=body, content_type="application/json", headers=headers)


def _plain_path(request: web.Request) -> bool:
    return not _ENCODED_SEPARATOR.search(request.raw_path)


def _found(request: web.Request, asset: Asset | None) -> Asset:
    if asset is None or not _plain_path(request):
        raise web.HTTPNotFound
    return asset


def web_routes(*, files: FrontendFiles, pages: ShellPages) -> list[web.RouteDef]:
    async def translations(request: web.Request) -> web.Response:
        asset = files.translations(
            language=request.match_info["language"], namespace=request.match_info["namespace"]
        )
        return _translation_response(request, _found(request, asset))

    async def remote_file(request: web.Request) -> web.FileResponse:
        asset = files.remote_file(
            remote=request.match_info["remote"], relative_path=request.match_info["path"]
        )
        return _file_response(_found(request, asset))

    async def shell(request: web.Request) -> web.StreamResponse:
        path = request.match_info["path"]
        if _plain_path(request) and (asset := files.shell_file(relative_path=path)):
            return _file_response(asset)
        if f"{path}/".startswith(NO_FALLBACK_PREFIXES):
            raise web.HTTPNotFound
        page = files.shell_page()
        if page is None:
            return web.Response(status=HTTPStatus.SERVICE_UNAVAILABLE, text=SHELL_NOT_BUILT)
        # The SPA page with this path's own title, description and link-preview tags.
        return await pages.respond(request, path=f"/{path}", page_file=page.path)

    return [
        web.get("/locales/{language}/{namespace}.json", translations),
        web.get("/mfe/{remote}/{path:.+}", remote_file),
        # Registered last by the app: every other path but /api answers with the SPA page.
        web.get(r"/{path:(?!api(?:/|$)).*}", shell),
    ]
