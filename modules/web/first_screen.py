"""The home page's first screen in the HTML the server sends: the top bar, the hero's texts and the
destination search box, painted before any JavaScript runs (a phone on a slow network sees the
store at once instead of a blank page while the scripts arrive).

The markup uses the classes the React page uses, and the page links the very stylesheets that
style them (the shell's and the catalog's home styles, as built), so the screen looks like the one
that replaces it. The shell removes `#first-screen` once the page it rendered has committed
(shell/src/layout/first-screen.ts), handing over what the visitor may already have typed.

The texts come from the store's translation files, in the language the browser will pick: `?lng=`,
then the `i18next` cookie the language switcher writes, then Accept-Language, else Indonesian
(runtime/src/i18n/i18n.ts detects in the same order)."""

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web

from core.templating import render
from modules.web.heads import Language

LANGUAGE_COOKIE = "i18next"
TEMPLATE = "web/first_screen_home.html"
BRAND_FILE = Path("runtime/src/config/brand.json")


def first_screen_language(request: web.Request) -> Language:
    """The language the browser's detection will choose (see the module's docstring)."""
    for candidate in (request.query.get("lng", ""), request.cookies.get(LANGUAGE_COOKIE, "")):
        primary = candidate.strip().lower()[:2]
        if primary in ("id", "en"):
            return "en" if primary == "en" else "id"
    for tag in request.headers.get("Accept-Language", "").split(","):
        primary = tag.split(";")[0].strip().lower().split("-")[0]
        if primary in ("en", "id", "in"):  # `in`: Indonesian's old code, still sent by some phones
            return "en" if primary == "en" else "id"
    return "id"


@dataclass(frozen=True)
class Stylesheets:
    """The built stylesheets the first screen needs, as URL paths (none when a build lacks them).

    The fonts are not preloaded: measured with Lighthouse, a preload let the scripts run before
    the first paint in some runs (LCP 1.6 to 3.0 s instead of 1.5 s), for a layout shift of 0.06
    saved when the font replaces the fallback."""

    paths: tuple[str, ...]

    @classmethod
    def find(cls, web_root: Path) -> "Stylesheets":
        shell = web_root / "shell" / "dist" / "static"
        catalog_media = web_root / "mfe-catalog" / "dist" / "media"
        # The shell's own stylesheet (tokens, fonts, base, top bar), then the catalog's home styles.
        paths = [f"/static/css/{path.name}" for path in sorted((shell / "css").glob("*.css"))]
        home_css = sorted(catalog_media.glob("home.*.css"))
        paths += [f"/mfe/catalog/media/{path.name}" for path in home_css]
        return cls(tuple(paths))

    def links(self) -> str:
        return "".join(f'\n    <link rel="stylesheet" href="{path}" />' for path in self.paths)


def _brand(web_root: Path) -> dict[str, str]:
    """The brand the shell's logo shows (runtime/src/config/brand.json)."""
    try:
        brand = json.loads((web_root / BRAND_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in brand.items() if isinstance(v, str)} if isinstance(brand, dict) else {}


def _texts(web_root: Path, language: Language) -> dict[str, Any]:
    def read(namespace: str) -> dict[str, Any]:
        path = web_root / "locales" / language / f"{namespace}.json"
        try:
            loaded = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return loaded if isinstance(loaded, dict) else {}

    common, catalog = read("common"), read("catalog")
    home = catalog.get("home", {})
    search = home.get("search", {})
    brand = _brand(web_root)
    return {
        "brand": brand.get("name", "Kelana"),
        "logo_label": str(common.get("logo", {}).get("label", "")).replace(
            "{{product}}", brand.get("product", "Kelana eSIM")
        ),
        "subtitle": home.get("subtitle", ""),
        "title": home.get("title", ""),
        "description": home.get("description", ""),
        "search_label": search.get("label", ""),
        "search_placeholder": search.get("placeholder", ""),
        "video_title": home.get("video", {}).get("title", ""),
        "video_text": home.get("video", {}).get("text", ""),
    }


class FirstScreens:
    """The first screen's HTML per language, rendered once per build of the pages it belongs to."""

    def __init__(self, *, web_root: Path) -> None:
        self._web_root = web_root
        self._rendered: dict[tuple[Language, int], str] = {}

    def home(self, language: Language, *, build: int) -> str | None:
        """The home page's first screen, or None when the texts are missing (no `make build`)."""
        key = (language, build)
        if key not in self._rendered:
            texts = _texts(self._web_root, language)
            if not texts["title"]:
                return None
            self._rendered = {k: v for k, v in self._rendered.items() if k[1] == build}
            self._rendered[key] = render(TEMPLATE, {"language": language, **texts})
        return self._rendered[key]

    def stylesheets(self) -> Stylesheets:
        return Stylesheets.find(self._web_root)


def with_first_screen(page: str, first_screen: str, stylesheets: Stylesheets) -> str:
    """The page with the first screen before the app's root and its stylesheets in the head."""
    page = page.replace("</head>", f"{stylesheets.links()}\n  </head>", 1)
    return page.replace('<div id="root"></div>', f'{first_screen}<div id="root"></div>', 1)
