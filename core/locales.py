"""The store's translation files, `locales/{language}/{namespace}.json`: one JSON object per
language and namespace. The browser fetches the storefront's namespaces (modules/web serves them);
the server reads some too: the first screen's texts, and the back office's words."""

import json
from pathlib import Path
from typing import Any

from core.settings import PROJECT_ROOT

# The project's own translations, as committed (the web root may hold another, built copy).
LOCALES = PROJECT_ROOT / "locales"


def read_namespace(language: str, namespace: str, *, root: Path = LOCALES) -> dict[str, Any]:
    """The texts of one namespace in one language; {} when the file is missing, unreadable or
    not a JSON object."""
    path = root / language / f"{namespace}.json"
    try:
        loaded = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}
