"""First screens in the HTML the server sends, painted before any JavaScript runs (a phone on a
slow network sees the store at once instead of a blank page while the scripts arrive): the home
page's top bar, hero texts and destination search box, and a country page's top bar and banner.

The markup uses the classes the React page uses, and the page links the very stylesheets that
style them (the shell's and the catalog page's, as built), so the screen looks like the one
that replaces it. The shell removes `#first-screen` once the page it rendered has committed
(shell/src/layout/first-screen.ts), handing over what the visitor may already have typed.

The texts come from the store's translation files, in the language the browser will pick: `?lng=`,
then the `i18next` cookie the language switcher writes, then Accept-Language, else Indonesian
(runtime/src/i18n/i18n.ts detects in the same order)."""

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web

from core.brand import SHORT_NAME, STORE_NAME
from core.language import Language, request_language
from core.locales import read_namespace
from core.templating import render
from modules.web.heads import COUNTRY_PATH as _COUNTRY_PATH
from modules.web.heads import Place

HOME_TEMPLATE = "web/first_screen_home.html"
COUNTRY_TEMPLATE = "web/first_screen_country.html"
BRAND_FILE = Path("runtime/src/config/brand.json")


def first_screen_language(request: web.Request) -> Language:
    """The language the browser's detection will choose: the store's one rule (core.language)."""
    return request_language(request)


@dataclass(frozen=True)
class Stylesheets:
    """The built stylesheets the first screen needs, as URL paths (none when a build lacks them).

    The fonts are not preloaded: measured with Lighthouse, a preload let the scripts run before
    the first paint in some runs (LCP 1.6 to 3.0 s instead of 1.5 s), for a layout shift of 0.06
    saved when the font replaces the fallback."""

    paths: tuple[str, ...]

    @classmethod
    def find(cls, web_root: Path, catalog_sheets: Sequence[str]) -> "Stylesheets":
        shell = web_root / "shell" / "dist" / "static"
        catalog_media = web_root / "mfe-catalog" / "dist" / "media"
        # The shell's own stylesheet (tokens, fonts, base, top bar), then the catalog page's.
        paths = [f"/static/css/{path.name}" for path in sorted((shell / "css").glob("*.css"))]
        for name in catalog_sheets:
            if (built := _newest(catalog_media.glob(f"{name}.*.css"))) is not None:
                paths.append(f"/mfe/catalog/media/{built.name}")
        return cls(tuple(paths))

    def links(self) -> str:
        return "".join(f'\n    <link rel="stylesheet" href="{path}" />' for path in self.paths)


def _newest(paths: Iterable[Path]) -> Path | None:
    """The file the latest build wrote. A remote deployed alone (deploy/deploy-remote.sh) keeps the
    files of the builds before it for a while, so a name can have several hashed copies."""
    found = [(path.stat().st_mtime, path.name, path) for path in paths if path.is_file()]
    return max(found)[2] if found else None


def _brand(web_root: Path) -> dict[str, str]:
    """The brand the shell's logo shows (runtime/src/config/brand.json)."""
    try:
        brand = json.loads((web_root / BRAND_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in brand.items() if isinstance(v, str)} if isinstance(brand, dict) else {}


def _read_texts(web_root: Path, language: Language, namespace: str) -> dict[str, Any]:
    """The translations the browser will fetch: the web root's copy, as it is served."""
    return read_namespace(language, namespace, root=web_root / "locales")


def _top_bar(web_root: Path, language: Language) -> dict[str, str]:
    common = _read_texts(web_root, language, "common")
    brand = _brand(web_root)
    label = str(common.get("logo", {}).get("label", ""))
    return {
        "language": language,
        "brand": brand.get("name", SHORT_NAME),
        "logo_label": label.replace("{{product}}", brand.get("product", STORE_NAME)),
    }


def _home_texts(catalog: dict[str, Any]) -> dict[str, str]:
    home = catalog.get("home", {})
    search = home.get("search", {})
    return {
        "subtitle": home.get("subtitle", ""),
        "title": home.get("title", ""),
        "description": home.get("description", ""),
        "search_label": search.get("label", ""),
        "search_placeholder": search.get("placeholder", ""),
        "video_title": home.get("video", {}).get("title", ""),
        "video_text": home.get("video", {}).get("text", ""),
    }


class FirstScreens:
    """The first screens the server draws: the home page's, and a country page's banner."""

    def __init__(self, *, web_root: Path) -> None:
        self._web_root = web_root

    def version(self) -> float:
        """When the catalog remote was last put in place (its manifest is replaced last by
        deploy/deploy-remote.sh): a page drawn before links the stylesheets of before."""
        try:
            return (self._web_root / "mfe-catalog" / "dist" / "mf-manifest.json").stat().st_mtime
        except OSError:
            return 0.0

    def for_path(
        self, path: str, language: Language, countries: Mapping[str, Place]
    ) -> tuple[str, Stylesheets] | None:
        """The first screen of `path` and the stylesheets it needs; None for a page without one
        or a store whose translations lack its texts (no `make build`)."""
        catalog = _read_texts(self._web_root, language, "catalog")
        if path == "/":
            texts = _home_texts(catalog)
            if not texts["title"]:
                return None
            html = render(HOME_TEMPLATE, {**_top_bar(self._web_root, language), **texts})
            return html, Stylesheets.find(self._web_root, ("home",))
        match = _COUNTRY_PATH.match(path)
        place = countries.get(match.group(1).upper()) if match else None
        title = catalog.get("countryOrders", {}).get("title", "")
        if place is None or not place.own_page or "{{name}}" not in title:
            return None
        html = render(
            COUNTRY_TEMPLATE,
            {
                **_top_bar(self._web_root, language),
                "title": title.replace("{{name}}", place.name(language)),
                "lead": catalog.get("countryOrders", {}).get("lead", ""),
                "flag": _flag(self._web_root, place.code),
            },
        )
        return html, Stylesheets.find(self._web_root, ("home", "orders"))


def _flag(web_root: Path, code: str) -> str | None:
    """The built flag picture of a country (the catalog remote's media), if there is one."""
    media = web_root / "mfe-catalog" / "dist" / "media"
    pattern = re.compile(rf"^{re.escape(code.lower())}\.[0-9a-f]{{8,}}\.svg$")
    candidates = media.glob(f"{code.lower()}.*.svg")
    found = _newest(path for path in candidates if pattern.match(path.name))
    return f"/mfe/catalog/media/{found.name}" if found else None


def with_first_screen(page: str, first_screen: str, stylesheets: Stylesheets) -> str:
    """The page with the first screen before the app's root and its stylesheets in the head."""
    page = page.replace("</head>", f"{stylesheets.links()}\n  </head>", 1)
    return page.replace('<div id="root"></div>', f'{first_screen}<div id="root"></div>', 1)
