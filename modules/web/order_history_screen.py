"""The order history's first screen for a signed-in shopper (modules/web/first_screen.py draws it):
the page's heading, the status tabs with the one `?tab=` names selected, and the list's loading
block, in the words and classes of mfe-account's OrderHistoryPage. The orders themselves come with
the scripts: the page is asked for without the shopper's token, so the server cannot know whose
they are. A visitor without a session gets the sign-in form here instead (sign_in_screens).

Before the scripts run, each tab is a link to the page with that tab chosen: a tap is answered by
the server instead of being lost."""

from typing import Any
from urllib.parse import urlencode

ORDER_HISTORY_PATH = "/riwayat-order"
# mfe-account's ORDER_TABS (features/order-history/order-status.ts), in their order.
ORDER_TABS = ("awaiting_payment", "paid", "payment_failed", "provisioned", "provesioning")


def tab_named(name: str | None) -> str:
    """The tab a `?tab=` names; any other value opens the first (order-status.ts' tabNamed)."""
    return name if name in ORDER_TABS else ORDER_TABS[0]


def order_history_texts(account: dict[str, Any], tab: str | None) -> dict[str, Any] | None:
    """What the first screen shows; None when the translations lack it."""
    history = account.get("orderHistory", {})
    names = history.get("tab", {})
    if not history.get("title") or not all(names.get(name) for name in ORDER_TABS):
        return None
    chosen = tab_named(tab)
    return {
        "title": history["title"],
        "tabs_label": history.get("tabsLabel", ""),
        "tabs": [
            {
                "name": names[name],
                "href": f"{ORDER_HISTORY_PATH}?{urlencode({'tab': name})}",
                "selected": name == chosen,
            }
            for name in ORDER_TABS
        ],
    }
