"""A signed-in shopper's order history arrives with its frame drawn: the heading, the status tabs
with the one the address names chosen, and the list's loading block, in the browser's language.
Before the scripts, a tab is a link the server answers. Without the shopper's token for this page
no order is in it (test_order_history_cards.py: with it, their own cards)."""

import json
from typing import Any

from aiohttp.test_utils import TestClient

from core.settings import PROJECT_ROOT, Settings
from modules.web.tests.helpers import (
    FakeBuild,
    FirstScreenParser,
    attributes,
    copy_store_texts,
    read_page,
)

HISTORY_SHEET = "order-history.3ac2b9919b.css"
SIGNED_IN = {"Cookie": "kelana_signed_in=1"}


class _History(FirstScreenParser):
    """The first screen's heading, its tabs (name, link, chosen) and whether its list is loading."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = ""
        self.tablist_label = ""
        self.tabs: list[dict[str, str]] = []
        self.busy_panels = 0
        self._open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = attributes(attrs)
        self.enter(tag, values)
        if not self.inside:
            return
        role = values.get("role")
        if tag == "h1":
            self._open = "h1"
        elif role == "tablist":
            self.tablist_label = values.get("aria-label", "")
        elif role == "tab":
            self.tabs.append({"name": "", "href": values.get("href", ""), **values})
            self._open = "tab"
        elif role == "tabpanel" and values.get("aria-busy") == "true":
            self.busy_panels += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h1", "a"):
            self._open = None
        self.leave(tag)

    def handle_data(self, data: str) -> None:
        if self._open == "h1":
            self.heading += data.strip()
        elif self._open == "tab":
            self.tabs[-1]["name"] += data.strip()

    @property
    def chosen(self) -> list[str]:
        return [tab["name"] for tab in self.tabs if tab.get("aria-selected") == "true"]


def _texts(language: str) -> dict[str, Any]:
    path = PROJECT_ROOT / "locales" / language / "account.json"
    return json.loads(path.read_text(encoding="utf-8"))["orderHistory"]


def _write_history_build(settings: Settings) -> None:
    copy_store_texts(settings.web_root, ("account", "common"))
    media = settings.web_root / "mfe-account" / "dist" / "media"
    media.mkdir(parents=True)
    (media / HISTORY_SHEET).write_text(".order-history{}")


async def _screen(client: TestClient, path: str, **headers: str) -> tuple[_History, str]:
    screen, html, _ = await read_page(client, path, _History(), **headers)
    return screen, html


async def test_a_signed_in_order_history_shows_its_heading_tabs_and_loading_list_before_scripts(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_history_build(settings)
    words = _texts("id")

    screen, _ = await _screen(client, "/riwayat-order", **SIGNED_IN)

    assert screen.heading == words["title"]
    assert screen.tablist_label == words["tabsLabel"]
    # The live page's tabs, in its order (mfe-account's ORDER_TABS), the first one chosen.
    assert [tab["name"] for tab in screen.tabs] == [
        words["tab"][name]
        for name in ("awaiting_payment", "paid", "payment_failed", "provisioned", "provesioning")
    ]
    assert screen.chosen == [words["tab"]["awaiting_payment"]]
    # Until the scripts bring the orders, the list says it is loading.
    assert screen.busy_panels == 1
    assert screen.stylesheets[-1] == f"/mfe/account/media/{HISTORY_SHEET}"


async def test_each_tab_is_a_link_to_the_history_with_that_tab_chosen(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_history_build(settings)
    words = _texts("id")

    first, _ = await _screen(client, "/riwayat-order", **SIGNED_IN)
    paid_link = next(tab["href"] for tab in first.tabs if tab["name"] == words["tab"]["paid"])
    paid, _ = await _screen(client, paid_link, **SIGNED_IN)
    unknown, _ = await _screen(client, "/riwayat-order?tab=%3Cscript%3E", **SIGNED_IN)

    assert paid_link == "/riwayat-order?tab=paid"
    assert paid.chosen == [words["tab"]["paid"]]
    # An address naming no tab opens the first, as the live page does.
    assert unknown.chosen == [words["tab"]["awaiting_payment"]]


async def test_an_english_pages_tab_links_keep_the_page_in_english(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    """Pressed before the scripts stored the language, a tab reloads the page: the link names it,
    or the `i18next` cookie of an earlier Indonesian visit would win."""
    _write_history_build(settings)
    english = _texts("en")
    cookie = {"Cookie": f"{SIGNED_IN['Cookie']}; i18next=id"}

    first, _ = await _screen(client, "/riwayat-order?lng=en", **cookie)
    paid_link = next(tab["href"] for tab in first.tabs if tab["name"] == english["tab"]["paid"])
    paid, _ = await _screen(client, paid_link, **cookie)

    assert paid_link == "/riwayat-order?tab=paid&lng=en"
    assert paid.heading == english["title"]
    assert paid.chosen == [english["tab"]["paid"]]


async def test_the_order_history_frame_is_in_the_browsers_language(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_history_build(settings)
    english = _texts("en")

    by_header, _ = await _screen(client, "/riwayat-order", **SIGNED_IN, **{"Accept-Language": "en"})
    by_choice, _ = await _screen(client, "/riwayat-order?lng=en&tab=provisioned", **SIGNED_IN)

    assert by_header.heading == english["title"]
    assert by_choice.chosen == [english["tab"]["provisioned"]]


async def test_a_visitor_without_a_session_gets_the_sign_in_form_not_the_history(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_history_build(settings)

    screen, html = await _screen(client, "/riwayat-order?tab=paid")

    assert screen.tabs == []
    assert screen.heading == "Masuk"
    assert 'name="password"' in html
