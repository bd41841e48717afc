"""Server-rendered HTML: aiohttp-jinja2 over one jinja2 environment with autoescaping.

Templates live in `core/templates/` (the base layout) and in each module's
`modules/<name>/templates/<name>/…`, so a template's path names its module. Pages extend
`base.html`: the store's colours and type, mobile first, no inline script (the CSP allows scripts
from files only: `core/static/`, served at /server-assets/). E-mails are rendered with the same
environment (`render`), HTML and text parts alike."""

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web

from core.brand import STORE_NAME

CORE = Path(__file__).resolve().parent
MODULES = CORE.parent / "modules"
ASSETS_PATH = "/server-assets"
_ASSET_TYPES = {".css": "text/css", ".js": "text/javascript", ".svg": "image/svg+xml"}


def _search_path() -> list[str]:
    module_templates = sorted(str(path) for path in MODULES.glob("*/templates") if path.is_dir())
    return [str(CORE / "templates"), *module_templates]


def _options() -> dict[str, Any]:
    return {
        "loader": jinja2.FileSystemLoader(_search_path()),
        # Every HTML template escapes what it inserts; text templates (e-mails' plain part) do
        # not, and are never served as HTML.
        "autoescape": jinja2.select_autoescape(["html"], default_for_string=True),
        "undefined": jinja2.StrictUndefined,
        "trim_blocks": True,
        "lstrip_blocks": True,
        "keep_trailing_newline": True,
    }


def rupiah(amount: int) -> str:
    """Rp. with dots between thousands, as the store writes prices (SPEC §9)."""
    return "Rp. " + f"{amount:,}".replace(",", ".")


def _extend(env: jinja2.Environment) -> None:
    env.globals["assets"] = ASSETS_PATH
    env.globals["store_name"] = STORE_NAME
    env.filters["rupiah"] = rupiah


ENVIRONMENT = jinja2.Environment(**_options())  # noqa: S701 - autoescape set in _options
_extend(ENVIRONMENT)


def render(template: str, context: Mapping[str, Any]) -> str:
    return ENVIRONMENT.get_template(template).render(**context)


def page(
    request: web.Request, template: str, context: Mapping[str, Any], *, status: int = 200
) -> web.Response:
    response = aiohttp_jinja2.render_template(template, request, dict(context), status=status)
    response.headers["Cache-Control"] = "no-store"
    return response


async def _asset(request: web.Request) -> web.FileResponse:
    name = request.match_info["name"]
    path = CORE / "static" / name
    if "/" in name or path.suffix not in _ASSET_TYPES or not path.is_file():
        raise web.HTTPNotFound
    return web.FileResponse(
        path, headers={"Content-Type": _ASSET_TYPES[path.suffix], "Cache-Control": "no-cache"}
    )


def setup_templates(app: web.Application) -> None:
    """Pages render through aiohttp-jinja2 with the same options as `render`; the assets they
    link (CSS, the few scripts) are served at /server-assets/."""
    _extend(aiohttp_jinja2.setup(app, **_options()))
    app.router.add_get(ASSETS_PATH + "/{name}", _asset)
