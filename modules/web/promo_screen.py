"""The promo landing's first screen (modules/web/first_screen.py draws it), as mfe-catalog's
PromoPage first shows it: the promo's band (HUTRI80's own artwork and texts, or a plain band
naming the code), then the countries' heading with the list still loading and, for a visitor
without a session, the hint to sign in. A route without a code, or with one that cannot be a
code, shows the invalid-promo notice, as the page does without asking the API (SPEC §5). Whether
the promo exists is the API's to say: the live page then keeps the band or shows the notice."""

import re
from collections.abc import Mapping
from typing import Any

from modules.web.screen_parts import text_at

# /special-promo/:promoCode? (the shell's route, SPEC §2).
PROMO_PATH = re.compile(r"^/special-promo(?:/([^/]*))?/?$")
# mfe-catalog's promo-flow.ts: HUTRI80 and looksLikeCode.
HUTRI80 = "HUTRI80"
_CODE = re.compile(r"^[A-Z0-9]{1,32}$")


def promo_code(path: str) -> str | None:
    """The code a promo landing's path names, as normaliseCode reads it ("" without one); None
    for any other path."""
    match = PROMO_PATH.match(path)
    if match is None:
        return None
    return (match.group(1) or "").strip().upper()


def promo_texts(
    catalog: dict[str, Any], code: str, brand: Mapping[str, str], *, signed_in: bool
) -> dict[str, Any] | None:
    """What the first screen shows, its placeholders filled (the code, the brand's names); None
    when the translations lack it."""
    page = catalog.get("promoPage", {})
    invalid, countries = page.get("invalid", {}), page.get("countries", {})
    if not invalid.get("title") or not countries.get("title"):
        return None
    if not _CODE.match(code):
        return {
            "invalid": True,
            "title": invalid["title"],
            "message": invalid.get("message", ""),
            "back": invalid.get("back", ""),
            "contact": invalid.get("contact", ""),
        }
    band_key = "hutri80" if code == HUTRI80 else "generic"
    band = page.get(band_key, {})
    points = band.get("points") if code == HUTRI80 else None
    return {
        "invalid": False,
        "hutri80": code == HUTRI80,
        "code": code,
        "code_label": page.get("codeLabel", ""),
        "eyebrow": band.get("eyebrow", ""),
        "title": text_at(page, f"{band_key}.title", brand, code=code),
        "lead": text_at(page, f"{band_key}.lead", brand, code=code),
        "banner_alt": band.get("bannerAlt", ""),
        "points": [point for point in points if isinstance(point, str)]
        if isinstance(points, list)
        else [],
        "countries_title": countries["title"],
        "countries_lead": countries.get("lead", ""),
        "countries_loading": countries.get("loading", ""),
        "login_hint": "" if signed_in else page.get("loginHint", ""),
    }
