"""A signed-in shopper's order history arrives with their own orders already drawn: the browser
sends their ID token with this page only (the `kelana_orders_page` cookie), and the server draws
the chosen tab's first cards as the live page does. The page is nobody else's: another shopper's
token shows their orders, a bad, expired or foreign token shows none, and no cache keeps it."""

import asyncio
import gzip
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp.test_utils import TestClient

from core.settings import Settings
from modules.web.tests.helpers import (
    FakeBuild,
    FirstScreenParser,
    attributes,
    copy_store_texts,
    read_page,
)

JP_ESIM = "jp-esim-5gb-5d"
# What the `id_token` fixture (the identity test plugin) gives: uid -> a signed-in ID token.
IdToken = Callable[..., Awaitable[str]]


@dataclass
class _Card:
    name: str = ""
    status: str = ""
    facts: list[str] = field(default_factory=list)
    buttons: list[tuple[str, str]] = field(default_factory=list)  # label, what it presses live
    links: list[tuple[str, str]] = field(default_factory=list)  # label, address


class _Cards(FirstScreenParser):
    """The first screen's order cards, its empty-tab text, its "load more" and its loading block."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[_Card] = []
        self.busy_panels = 0
        self.empty = ""
        self.more: str | None = None
        self._open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = attributes(attrs)
        if not self.enter(tag, values):
            return
        classes = values.get("class", "").split()
        if values.get("role") == "tabpanel" and values.get("aria-busy") == "true":
            self.busy_panels += 1
        if tag == "article" and "order-card" in classes:
            self.cards.append(_Card())
        elif tag == "h3" and self.cards:
            self._open = "name"
        elif "order-status" in classes:
            self._open = "status"
        elif tag == "dd":
            self.cards[-1].facts.append("")
            self._open = "fact"
        elif "order-history__empty" in classes:
            self._open = "empty"
        elif "order-history__more" in classes:
            self.more = values.get("data-first-screen-press", "")
        elif tag == "button" and self.cards:
            self.cards[-1].buttons.append(("", values.get("data-first-screen-press", "")))
            self._open = "button"
        elif tag == "a" and "k-button" in classes and self.cards:
            self.cards[-1].links.append(("", values.get("href", "")))
            self._open = "link"

    def handle_endtag(self, tag: str) -> None:
        self._open = None
        self.leave(tag)

    def handle_data(self, data: str) -> None:
        text = data.strip()
        if not self._open or not text:
            return
        card = self.cards[-1] if self.cards else None
        if self._open == "empty":
            self.empty += text
        elif card is None:
            return
        elif self._open == "name":
            card.name += text
        elif self._open == "status":
            card.status += text
        elif self._open == "fact":
            card.facts[-1] += text
        elif self._open == "button":
            card.buttons[-1] = (card.buttons[-1][0] + text, card.buttons[-1][1])
        elif self._open == "link":
            card.links[-1] = (card.links[-1][0] + text, card.links[-1][1])


def _transfer_order(order_id: str) -> dict[str, Any]:
    """A Japan eSIM paid by bank transfer: it waits for its payment (SPEC §3)."""
    return {
        "order_id": order_id,
        "promo_code": None,
        "order_details": [{"product_id": JP_ESIM, "currency": "IDR", "quantity": 1}],
        "country": "JP",
        "delivery_type": "delivery",
        "pickup_location": None,
        "delivery_address": {
            "street": "Jl. Merdeka 17",
            "city": "Jakarta Pusat",
            "state": "DKI Jakarta",
            "postal_code": "10110",
        },
        "payment_method": "transfer",
    }


async def _buy(client: TestClient, token: str, *order_ids: str) -> list[dict[str, Any]]:
    headers = {"Authorization": f"Bearer {token}"}
    for order_id in order_ids:
        response = await client.post(
            "/api/order/create", json=_transfer_order(order_id), headers=headers
        )
        assert response.status == 200, await response.text()
    listed = await client.get("/api/order", headers=headers)
    return (await listed.json())["data"]


async def _history(
    client: TestClient, token: str | None, path: str = "/riwayat-order", **headers: str
) -> tuple[_Cards, str, dict[str, str]]:
    cookie = "kelana_signed_in=1" + (f"; kelana_orders_page={token}" if token is not None else "")
    return await read_page(client, path, _Cards(), Cookie=cookie, **headers)


def _written_for_the_page(settings: Settings) -> None:
    copy_store_texts(settings.web_root, ("account", "common"))


async def test_the_shoppers_own_orders_are_drawn_before_the_scripts_and_kept_by_no_cache(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings, id_token: IdToken
) -> None:
    _written_for_the_page(settings)
    token = await id_token("ani")
    listed = await _buy(seeded_client, token, "KLNCARD001", "KLNCARD002")

    screen, html, headers = await _history(seeded_client, token)

    # Newest first, as the API lists them and the live page shows them.
    assert [card.facts[2] for card in screen.cards] == [order["order_id"] for order in listed]
    first = screen.cards[0]
    assert first.name == listed[0]["order_details"][0]["name"]
    assert first.status == "Menunggu pembayaran"
    assert first.facts[1] == "eSIM"
    assert first.facts[3] == "Rp. " + f"{listed[0]['final_amount']:,}".replace(",", ".")
    assert [label for label, _ in first.buttons] == ["Detail", "Bayar sekarang"]
    # A press before the scripts is pressed again on the live card's own button.
    assert first.buttons[1][1] == (
        f'article[data-order="{listed[0]["order_id"]}"] [data-order-action="pay"]'
    )
    assert screen.busy_panels == 0
    assert headers["Cache-Control"] == "private, no-store"
    assert "ETag" not in headers
    assert "Cookie" in headers["Vary"]
    assert "kelana_orders_page" not in html


async def test_the_shoppers_page_travels_compressed(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings, id_token: IdToken
) -> None:
    _written_for_the_page(settings)
    token = await id_token("ani")
    await _buy(seeded_client, token, "KLNCARD005")

    response = await seeded_client.get(
        "/riwayat-order",
        headers={
            "Cookie": f"kelana_signed_in=1; kelana_orders_page={token}",
            "Accept-Encoding": "gzip",
        },
        auto_decompress=False,
    )

    assert response.headers["Content-Encoding"] == "gzip"
    assert b"KLNCARD005" in gzip.decompress(await response.read())


async def test_another_shoppers_token_shows_their_orders_and_never_these(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings, id_token: IdToken
) -> None:
    _written_for_the_page(settings)
    await _buy(seeded_client, await id_token("ani"), "KLNCARD003")
    budi = await id_token("budi")

    screen, html, _ = await _history(seeded_client, budi)
    again, _, _ = await _history(seeded_client, budi)

    assert screen.cards == []
    assert screen.empty == "Belum ada order di sini."
    assert "KLNCARD003" not in html
    assert again.cards == []  # and Ani's page was not kept for him either


async def test_without_a_valid_token_the_list_is_left_to_the_scripts(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings, id_token: IdToken
) -> None:
    _written_for_the_page(settings)
    ani = await id_token("ani")
    await _buy(seeded_client, ani, "KLNCARD004")
    unverified = await id_token("cici", verified=False)
    header, payload, _ = ani.split(".")

    for token in (
        None,
        "",
        "not-a-token",
        f"{header}.{payload}.forged-signature",
        unverified,
        "x" * 5000,
        "%FF%FE%00",
    ):
        screen, html, headers = await _history(seeded_client, token)
        assert screen.cards == [], token
        assert screen.busy_panels == 1, token
        assert "KLNCARD004" not in html
        assert headers["Cache-Control"] == "no-cache"


async def test_the_chosen_tab_three_cards_and_load_more_in_the_browsers_language(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings, id_token: IdToken
) -> None:
    _written_for_the_page(settings)
    token = await id_token("ani")
    listed = await _buy(seeded_client, token, *(f"KLNCARD01{n}" for n in range(4)))

    english, english_html, _ = await _history(seeded_client, token, **{"Accept-Language": "en"})
    paid, _, _ = await _history(seeded_client, token, "/riwayat-order?tab=paid")

    assert len(english.cards) == 3
    assert english.more == ".order-history__more"
    assert english.cards[0].name == listed[0]["order_details"][0]["name_en"]
    assert english.cards[0].status == "Awaiting payment"
    assert english.cards[0].facts[0].split()[1] in {
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    }  # fmt: skip
    # The page speaks the reader's language while the server's screen stands, its tab title too.
    assert '<html lang="en"' in english_html
    assert "<title>Kelana eSIM: travel eSIMs and SIMs for 150+ countries</title>" in english_html
    assert paid.cards == []
    assert paid.empty == "Belum ada order di sini."


async def test_twenty_pages_at_once_for_two_shoppers_each_show_only_their_own(
    seeded_client: TestClient,
    fake_build: FakeBuild,
    settings: Settings,
    id_token: IdToken,
    log_events: Callable[[], list[dict[str, Any]]],
) -> None:
    _written_for_the_page(settings)
    ani, budi = await id_token("ani"), await id_token("budi")
    await _buy(seeded_client, ani, "KLNCARD020")
    await _buy(seeded_client, budi, "KLNCARD021")
    log_events()  # what buying wrote

    pages = await asyncio.gather(
        *(_history(seeded_client, ani if n % 2 else budi) for n in range(20))
    )

    for n, (screen, _, _) in enumerate(pages):
        assert [card.facts[2] for card in screen.cards] == ["KLNCARD020" if n % 2 else "KLNCARD021"]
    # The token the pages were asked with is in no log line.
    written = json.dumps(log_events())
    assert "/riwayat-order" in written
    assert ani not in written
    assert budi not in written
    assert ani.split(".")[1] not in written
