"""The order history's first screen for a signed-in shopper (modules/web/first_screen.py draws it):
the page's heading, the status tabs with the one `?tab=` names selected, and, when the browser sent
the shopper's token for this page (the `kelana_orders_page` cookie, runtime/src/session/
session-storage.ts), the first cards of that tab; without one, the list's loading block. The words
and classes are mfe-account's OrderHistoryPage's and OrderCard's; the rules below follow
features/order-history/order-status.ts (the browser journeys compare the two screens).

Before the scripts run, each tab is a link to the page with that tab chosen, "buy again" a link to
the checkout, and a press on any other button of a card is carried over to the live card's button
(data-first-screen-press, shell/src/layout/first-screen-submit.ts): nothing tapped is lost."""

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol
from urllib.parse import quote, urlencode
from zoneinfo import ZoneInfo

from babel.dates import format_date

from core.templating import rupiah

ORDER_HISTORY_PATH = "/riwayat-order"
# The cookie that carries the shopper's ID token to this page only (its Path).
ORDERS_PAGE_COOKIE = "kelana_orders_page"
# mfe-account's ORDER_TABS (features/order-history/order-status.ts), in their order.
ORDER_TABS = ("awaiting_payment", "paid", "payment_failed", "provisioned", "provesioning")
# order-status.ts' TAB_OF: the tab each status is listed under.
_TAB_OF = {
    "awaiting_payment": "awaiting_payment",
    "paid": "paid",
    "payment_failed": "payment_failed",
    "provision_failed": "payment_failed",
    "expired": "payment_failed",
    "refunded": "payment_failed",
    "provisioned": "provisioned",
    "provesioning": "provesioning",
}
_FAILED = frozenset({"payment_failed", "provision_failed", "expired", "refunded"})
PAGE_SIZE = 3  # SPEC §9: 3 cards, then 3 more on each "load more"
_JAKARTA = ZoneInfo("Asia/Jakarta")
_LOCALES = {"id": "id_ID", "en": "en_GB"}  # runtime/src/format/format-date.ts' locales


class OrderLine(Protocol):
    product_id: str
    name: str
    name_en: str
    type: Any


class Order(Protocol):
    """An order as GET /api/order lists it (modules/orders OrderView)."""

    order_id: str
    status: Any
    created_at: datetime
    final_amount: int
    order_details: Sequence[OrderLine]
    can_pay_again: bool


def tab_named(name: str | None) -> str:
    """The tab a `?tab=` names; any other value opens the first (order-status.ts' tabNamed)."""
    return name if name in ORDER_TABS else ORDER_TABS[0]


def _value(enum_or_text: Any) -> str:
    return str(getattr(enum_or_text, "value", enum_or_text))


def _tone(status: str) -> str:
    if status == "provisioned":
        return "success"
    return "failure" if status in _FAILED else "pending"


def _actions(
    order: Order, status: str, kind: str | None, words: dict[str, Any]
) -> list[dict[str, str | None]]:
    """The card's buttons, as OrderCard shows them: a link where the live one is a link, else a
    button whose press the live card's button receives once the scripts have run."""

    def press(word: str, look: str, action: str) -> dict[str, str | None]:
        live = f'article[data-order="{order.order_id}"] [data-order-action="{action}"]'
        return {"label": words[word], "look": look, "press": live, "href": None}

    actions = [press("details", "secondary", "details")]
    if status == "awaiting_payment":
        actions.append(press("payNow", "accent", "pay"))
    if order.can_pay_again:
        actions.append(press("payAgain", "accent", "payAgain"))
    if status == "paid" and kind == "sim_bundle":
        actions.append(press("activate", "primary", "activate"))
    top_up = (kind == "esim_bundle" and status == "provisioned") or (
        kind == "sim_bundle" and status in ("paid", "provisioned")
    )
    if top_up:
        actions.append(press("topUp", "secondary", "topUp"))
    if status in ("paid", "provisioned") and order.order_details:
        checkout = f"/checkout/{quote(order.order_details[0].product_id, safe='')}"
        actions.append(
            {"label": words["buyAgain"], "look": "ghost", "press": None, "href": checkout}
        )
    return actions


def _card(order: Order, words: dict[str, Any], language: str) -> dict[str, Any]:
    status = _value(order.status)
    line = order.order_details[0] if order.order_details else None
    kind = _value(line.type) if line else None
    name = (line.name_en or line.name if language == "en" else line.name) if line else None
    day = order.created_at.astimezone(_JAKARTA).date()
    return {
        "id": order.order_id,
        "name": name or words["unknownProduct"],
        "status": words["status"].get(status, status),
        "tone": _tone(status),
        "date": format_date(day, format="long", locale=_LOCALES.get(language, "id_ID")),
        "type": words["productType"].get(kind, "-") if kind else "-",
        "number": order.order_id[-12:],
        "total": rupiah(order.final_amount),
        "actions": _actions(order, status, kind, words),
    }


def _tab_query(name: str, language: str) -> dict[str, str]:
    """A tab link's query. An English page's links say so: pressed before the scripts have stored
    the language, a link without it reloaded the page in the language of the cookie (Indonesian)."""
    return {"tab": name, "lng": "en"} if language == "en" else {"tab": name}


def order_history_texts(
    account: dict[str, Any],
    tab: str | None,
    orders: Sequence[Order] | None = None,
    language: str = "id",
) -> dict[str, Any] | None:
    """What the first screen shows; None when the translations lack it. `orders`: the shopper's
    own (None: unknown to the server, the list shows its loading block)."""
    history = account.get("orderHistory", {})
    names = history.get("tab", {})
    if not history.get("title") or not all(names.get(name) for name in ORDER_TABS):
        return None
    chosen = tab_named(tab)
    texts: dict[str, Any] = {
        "title": history["title"],
        "tabs_label": history.get("tabsLabel", ""),
        "tabs": [
            {
                "name": names[name],
                "href": f"{ORDER_HISTORY_PATH}?{urlencode(_tab_query(name, language))}",
                "selected": name == chosen,
            }
            for name in ORDER_TABS
        ],
        "cards": None,
    }
    if orders is None or not _has_card_words(history):
        return texts
    listed = [order for order in orders if _TAB_OF.get(_value(order.status)) == chosen]
    return {
        **texts,
        "cards": [_card(order, history, language) for order in listed[:PAGE_SIZE]],
        "more": history["loadMore"] if len(listed) > PAGE_SIZE else None,
        "empty": history["empty"],
        "facts": {key: history[key] for key in ("date", "type", "orderNumber", "total")},
    }


_CARD_WORDS = ("date", "type", "orderNumber", "total", "details", "payNow", "payAgain", "activate")
_CARD_WORDS += ("topUp", "buyAgain", "loadMore", "empty", "unknownProduct")


def _has_card_words(history: dict[str, Any]) -> bool:
    return all(history.get(key) for key in _CARD_WORDS) and all(
        isinstance(history.get(group), dict) for group in ("status", "productType")
    )
