"""The checkout's first screen for a signed-in shopper (modules/web/first_screen.py draws it): the
page's heading, the product being bought with its price, the four steps and the first step's card
title and note, in the words and classes of mfe-checkout's CheckoutPage. The server knows all of
it from the catalog; the form's fields, the shopper's saved address and the later steps come with
the scripts. A visitor without a session gets the sign-in form here instead (sign_in_screens)."""

import re
from dataclasses import dataclass
from typing import Any

from core.templating import rupiah

# /checkout/:productId/:locationCode?/:promoCode? (the shell's route, SPEC §2).
CHECKOUT_PATH = re.compile(
    r"^/checkout/([A-Za-z0-9._~-]{1,100})(?:/([A-Za-z0-9]{1,16}))?(?:/([^/]{1,64}))?/?$"
)
STEPS = ("1", "2", "3", "4")


@dataclass(frozen=True)
class CheckoutAddress:
    """What a checkout address asks for: its product, whether it carries a promo code, and the
    step its `?step=` names (None without one)."""

    product_id: str
    promo: bool
    step: str | None


@dataclass(frozen=True)
class CheckoutItem:
    """The product a checkout sells, as the catalog prices it in Rupiah, in the page's language,
    and what its address asks for."""

    name: str
    type: str
    price_idr: int
    address: CheckoutAddress


def checkout_address(path: str, step: str | None) -> CheckoutAddress | None:
    """The checkout a path names; None for any other path."""
    match = CHECKOUT_PATH.match(path)
    if match is None:
        return None
    return CheckoutAddress(match.group(1), bool((match.group(3) or "").strip()), step)


def checkout_texts(checkout: dict[str, Any], item: CheckoutItem) -> dict[str, Any] | None:
    """What the first screen shows; None when the translations lack it. The steps and the first
    step's card are drawn only on the step a shopper starts at (checkout-model.ts' firstStep): a
    later step depends on what this browser has kept of the checkout, which only the page knows."""
    page, steps = checkout.get("checkout", {}), checkout.get("steps", {})
    if not page.get("title") or not page.get("buying"):
        return None
    first = "3" if item.type == "data_package" else "1"
    at_start = item.address.step in (None, first)
    card_title, card_note = "", ""
    if at_start and first == "1":
        delivery = checkout.get("delivery", {})
        if item.type == "sim_bundle":
            card_title = delivery.get("title", "")
            # A promo card is only sent (no pick-up choice): its note replaces the options.
            card_note = delivery.get("promoCardNote", "") if item.address.promo else ""
        else:
            card_title = delivery.get("addressTitle", "")
            card_note = delivery.get("esimNote", "")
    return {
        "title": page["title"],
        "buying": page["buying"],
        "name": item.name,
        "kind": checkout.get("productType", {}).get(item.type, ""),
        "price": rupiah(item.price_idr),
        "steps_label": steps.get("label", ""),
        "steps": [(number, steps.get(number, "")) for number in STEPS] if at_start else [],
        "current": first,
        "card_title": card_title,
        "card_note": card_note,
    }
