"""The API reference: the OpenAPI document at /api/openapi.json and a Swagger UI page at /api/docs,
its assets served from our own server (swagger-ui-dist in node_modules after `make install`)."""

import json
from pathlib import Path
from typing import Any, Literal, get_args

from aiohttp import web
from pydantic import BaseModel

from core.openapi import DOCUMENT_PATH, documented, openapi_document, path_of
from core.settings import Settings

DOCS_PATH = "/api/docs"
API_VERSION = "1"
# No inline script anywhere on the page: the initializer is a file of its own.
DOCS_SECURITY_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)
# The only files of swagger-ui-dist the page needs; nothing else in that folder is reachable.
AssetName = Literal[
    "swagger-ui.css",
    "swagger-ui-bundle.js",
    "swagger-ui-standalone-preset.js",
    "favicon-32x32.png",
]
ASSETS: tuple[str, ...] = get_args(AssetName)
CONTENT_TYPES = {
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".png": "image/png",
}


class AssetPath(BaseModel):
    name: AssetName


INITIALIZER = f"""window.addEventListener("load", function () {{
  window.ui = SwaggerUIBundle({{
    url: "{DOCUMENT_PATH}",
    dom_id: "#swagger-ui",
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: "StandaloneLayout",
  }});
}});
"""
PAGE = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}} API reference</title>
<link rel="stylesheet" href="{DOCS_PATH}/swagger-ui.css">
<link rel="icon" type="image/png" href="{DOCS_PATH}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="{DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="{DOCS_PATH}/swagger-ui-standalone-preset.js"></script>
<script src="{DOCS_PATH}/initializer.js"></script>
</body>
</html>
"""
MISSING_PAGE = f"""<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{{title}} API reference</title></head>
<body>
<h1>{{title}} API reference</h1>
<p>The reference page's assets (swagger-ui-dist) are not installed on this server: run
<code>make install</code>, or set SWAGGER_UI_DIR to a swagger-ui-dist folder.</p>
<p>The OpenAPI document itself is at <a href="{DOCUMENT_PATH}">{DOCUMENT_PATH}</a>.</p>
</body>
</html>
"""


def swagger_ui_dir(settings: Settings) -> Path:
    return settings.swagger_ui_dir or settings.web_root / "node_modules" / "swagger-ui-dist"


def document_for(app: web.Application, *, title: str) -> dict[str, Any]:
    """The document of the routes `app` really serves."""
    return openapi_document(app, title=f"{title} API", version=API_VERSION)


def api_docs_routes(settings: Settings) -> list[web.RouteDef]:
    assets = swagger_ui_dir(settings)
    title = settings.brand_name
    written: list[bytes] = []  # the document, written on first request (the router is final)

    @documented(
        summary="This OpenAPI document",
        tag="reference",
        operation_id="openapi_document",
        envelope=False,
    )
    async def document(request: web.Request) -> web.Response:
        if not written:
            written.append(json.dumps(document_for(request.app, title=title)).encode())
        return web.Response(body=written[0], content_type="application/json")

    @documented(
        summary="The API reference page (Swagger UI)",
        tag="reference",
        operation_id="api_docs_page",
        envelope=False,
        media_type="text/html",
    )
    async def page(_request: web.Request) -> web.Response:
        ready = all((assets / name).is_file() for name in ASSETS)
        return web.Response(
            text=(PAGE if ready else MISSING_PAGE).format(title=title),
            content_type="text/html",
            headers={"Content-Security-Policy": DOCS_SECURITY_POLICY},
        )

    @documented(
        summary="The reference page's initializer script",
        tag="reference",
        operation_id="api_docs_initializer",
        envelope=False,
        media_type="text/javascript",
    )
    async def initializer(_request: web.Request) -> web.Response:
        return web.Response(text=INITIALIZER, content_type="text/javascript")

    @documented(
        summary="A Swagger UI asset of the reference page",
        tag="reference",
        operation_id="api_docs_asset",
        path=AssetPath,
        envelope=False,
        media_type="*/*",
    )
    async def asset(request: web.Request) -> web.StreamResponse:
        name = path_of(request, AssetPath).name
        if not (assets / name).is_file():
            raise web.HTTPNotFound
        content_type = CONTENT_TYPES[Path(name).suffix]
        headers = {"Content-Type": content_type, "Cache-Control": "public, max-age=86400"}
        return web.FileResponse(assets / name, headers=headers)

    return [
        web.get(DOCUMENT_PATH, document),
        web.get(DOCS_PATH, page),
        web.get(f"{DOCS_PATH}/initializer.js", initializer),
        web.get(DOCS_PATH + "/{name}", asset),
    ]
