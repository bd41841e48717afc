"""What the first screens read from the web root (modules/web/first_screen.py): the built
stylesheets and pictures, the brand, the store's translations, and their i18next placeholders
filled the way the browser fills them."""

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.brand import SHORT_NAME, STORE_NAME
from core.language import Language
from core.locales import read_namespace

BRAND_FILE = Path("runtime/src/config/brand.json")


@dataclass(frozen=True)
class Stylesheets:
    """The built stylesheets the first screen needs, as URL paths (none when a build lacks them).

    The fonts are not preloaded: measured with Lighthouse, a preload let the scripts run before
    the first paint in some runs (LCP 1.6 to 3.0 s instead of 1.5 s), for a layout shift of 0.06
    saved when the font replaces the fallback."""

    paths: tuple[str, ...]

    @classmethod
    def find(
        cls,
        web_root: Path,
        sheets: Sequence[str],
        *,
        remote: str = "catalog",
    ) -> "Stylesheets":
        """The shell's own stylesheet (tokens, fonts, base, top bar), then the page's `sheets` as
        the remote built them."""
        shell = web_root / "shell" / "dist" / "static"
        media = web_root / f"mfe-{remote}" / "dist" / "media"
        paths = [f"/static/css/{path.name}" for path in sorted((shell / "css").glob("*.css"))]
        for name in sheets:
            if (built := newest(media.glob(f"{name}.*.css"))) is not None:
                paths.append(f"/mfe/{remote}/media/{built.name}")
        return cls(tuple(paths))

    def links(self) -> str:
        return "".join(f'\n    <link rel="stylesheet" href="{path}" />' for path in self.paths)


def newest(paths: Iterable[Path]) -> Path | None:
    """The file the latest build wrote. A remote deployed alone (deploy/deploy-remote.sh) keeps the
    files of the builds before it for a while, so a name can have several hashed copies."""
    found = [(path.stat().st_mtime, path.name, path) for path in paths if path.is_file()]
    return max(found)[2] if found else None


def mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def brand_of(web_root: Path) -> dict[str, str]:
    """The brand the shell's logo shows (runtime/src/config/brand.json)."""
    try:
        brand = json.loads((web_root / BRAND_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in brand.items() if isinstance(v, str)} if isinstance(brand, dict) else {}


def read_texts(web_root: Path, language: Language, namespace: str) -> dict[str, Any]:
    """The translations the browser will fetch: the web root's copy, as it is served."""
    return read_namespace(language, namespace, root=web_root / "locales")


_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


def fill(text: str, brand: Mapping[str, str], **values: object) -> str:
    """An i18next text with its {{placeholders}} filled: `values`, and the brand's names for
    {{brand}}, {{product}} and {{app}}, as i18next's default variables put them
    (runtime/src/i18n/i18n.ts). A placeholder without a value stays as written."""
    names = {
        "brand": brand.get("name", SHORT_NAME),
        "product": brand.get("product", STORE_NAME),
        "app": brand.get("app", STORE_NAME),
        **{name: str(value) for name, value in values.items()},
    }
    return _PLACEHOLDER.sub(lambda found: names.get(found.group(1), found.group(0)), text)


def text_at(texts: Mapping[str, Any], key: str, brand: Mapping[str, str], **values: object) -> str:
    """The text at a dotted `key`, filled (`fill`); "" when missing."""
    found: Any = texts
    for part in key.split("."):
        found = found.get(part) if isinstance(found, Mapping) else None
    return fill(found, brand, **values) if isinstance(found, str) else ""


def flag_picture(web_root: Path, code: str) -> str | None:
    """The built flag picture of a country (the catalog remote's media), if there is one."""
    return media_picture(web_root, "catalog", code.lower(), "svg")


def media_picture(web_root: Path, remote: str, stem: str, suffix: str) -> str | None:
    """The URL of a remote's built picture `stem` (its name before the content hash), if there
    is one: `hutri80-mobile` is not `hutri80-mobile.en`."""
    media = web_root / f"mfe-{remote}" / "dist" / "media"
    pattern = re.compile(rf"^{re.escape(stem)}\.[0-9a-f]{{8,}}\.{re.escape(suffix)}$")
    candidates = media.glob(f"{stem}.*.{suffix}")
    found = newest(path for path in candidates if pattern.match(path.name))
    return f"/mfe/{remote}/media/{found.name}" if found else None
