"""A signed-in shopper's checkout arrives with its first screen drawn: the product being bought and
its price as the catalog gives them, the four steps and the first step's card, in the browser's
language, so the page shows what is being bought before the scripts have run."""

from typing import Any

from aiohttp.test_utils import TestClient

from core.settings import Settings
from core.templating import rupiah
from modules.web.tests.helpers import (
    FakeBuild,
    FirstScreenParser,
    attributes,
    copy_store_texts,
    read_page,
)

CHECKOUT_SHEET = "checkout.3ca39464e2.css"
SIGNED_IN = {"Cookie": "kelana_signed_in=1"}


class _Checkout(FirstScreenParser):
    """What the first screen shows, by the classes the live page uses."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: dict[str, str] = {}
        self.steps: list[tuple[str, str | None]] = []
        self._open: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = attributes(attrs)
        self.enter(tag, values)
        if not self.inside:
            return
        classes = values.get("class", "").split()
        if tag == "li" and "checkout-steps__item" in classes:
            state = next((c.split("--")[1] for c in classes if "--" in c), None)
            self.steps.append((values.get("aria-current", ""), state))
        self._open.append(classes[0] if classes else "")

    def handle_endtag(self, tag: str) -> None:
        if self.inside and self._open:
            self._open.pop()

    def handle_data(self, data: str) -> None:
        if self.inside and self._open and data.strip():
            name = self._open[-1]
            self.texts[name] = (self.texts.get(name, "") + data).strip()


def _write_checkout_build(settings: Settings) -> None:
    copy_store_texts(settings.web_root, ("checkout", "common", "account"))
    media = settings.web_root / "mfe-checkout" / "dist" / "media"
    media.mkdir(parents=True)
    (media / CHECKOUT_SHEET).write_text(".checkout-card{}")


async def _product(client: TestClient, product_id: str, language: str = "id") -> dict[str, Any]:
    response = await client.get(
        f"/api/products/{product_id}", headers={"Accept-Language": language}
    )
    assert response.status == 200
    return (await response.json())["data"]


async def _first_of_type(client: TestClient, product_type: str) -> dict[str, Any]:
    response = await client.get("/api/products/country/JP")
    products = (await response.json())["data"]["products"]
    return next(product for product in products if product["type"] == product_type)


async def _screen(client: TestClient, path: str, **headers: str) -> tuple[_Checkout, str]:
    screen, html, _ = await read_page(client, path, _Checkout(), **headers)
    return screen, html


async def test_a_signed_in_checkout_shows_the_product_its_price_and_the_first_step_before_scripts(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_checkout_build(settings)
    product = await _product(seeded_client, "jp-esim-5gb-5d")
    english = await _product(seeded_client, "jp-esim-5gb-5d", "en")

    screen, _ = await _screen(seeded_client, "/checkout/jp-esim-5gb-5d", **SIGNED_IN)
    in_english, _ = await _screen(seeded_client, "/checkout/jp-esim-5gb-5d/JP?lng=en", **SIGNED_IN)

    price = rupiah(product["price"][0]["amount"])
    assert screen.texts["k-page__title"] == "Checkout"
    assert screen.texts["checkout-item__label"] == "Anda membeli"
    assert screen.texts["checkout-item__name"] == product["name"]
    assert screen.texts["checkout-item__price"] == f"eSIM · {price}"
    # Four steps, the first one current (as the page starts an eSIM's checkout).
    assert screen.steps == [("step", "current"), ("", None), ("", None), ("", None)]
    assert screen.texts["checkout-card__title"] == "Alamat Anda"
    assert screen.texts["checkout-card__intro"].startswith("eSIM dikirim sebagai kode QR")
    assert screen.stylesheets[-1] == f"/mfe/checkout/media/{CHECKOUT_SHEET}"
    assert in_english.texts["checkout-item__label"] == "You are buying"
    assert in_english.texts["checkout-item__name"] == english["name"] != product["name"]
    assert in_english.texts["checkout-card__title"] == "Your address"


async def test_a_top_up_starts_at_the_review_step_and_a_later_step_is_left_to_the_page(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_checkout_build(settings)
    top_up = await _first_of_type(seeded_client, "data_package")

    screen, _ = await _screen(seeded_client, f"/checkout/{top_up['product_id']}", **SIGNED_IN)
    later, _ = await _screen(seeded_client, "/checkout/jp-esim-5gb-5d?step=3", **SIGNED_IN)

    assert screen.texts["checkout-item__price"].startswith("Paket data · Rp. ")
    assert screen.steps == [("", "done"), ("", "done"), ("step", "current"), ("", None)]
    assert "checkout-card__title" not in screen.texts
    # Which later step shows depends on what this browser kept of the checkout: only the product.
    assert later.texts["checkout-item__label"] == "Anda membeli"
    assert later.steps == []
    assert "checkout-card__title" not in later.texts


async def test_a_sim_card_bought_with_a_promo_is_only_sent(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_checkout_build(settings)
    card = await _first_of_type(seeded_client, "sim_bundle")

    path = f"/checkout/{card['product_id']}"
    plain, _ = await _screen(seeded_client, path, **SIGNED_IN)
    promo, _ = await _screen(seeded_client, f"{path}/JP/JALAN10", **SIGNED_IN)

    assert plain.texts["checkout-card__title"] == "Pengiriman atau pengambilan"
    # The page draws the choice between picking the card up and having it sent.
    assert "checkout-card__intro" not in plain.texts
    assert promo.texts["checkout-card__intro"].startswith("Kartu SIM promo dikirim")


async def test_an_unknown_product_or_a_visitor_without_a_session_gets_no_product(
    seeded_client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_checkout_build(settings)

    unknown, unknown_html = await _screen(seeded_client, "/checkout/no-such-product", **SIGNED_IN)
    visitor, _ = await _screen(seeded_client, "/checkout/jp-esim-5gb-5d")
    hostile = ["/checkout/%ff%fe%80", "/checkout/" + "a" * 5000, "/checkout/jp-esim-5gb-5d/%00/x"]

    assert 'id="first-screen"' not in unknown_html
    assert "checkout-item__name" not in unknown.texts
    assert "checkout-item__name" not in visitor.texts  # the sign-in form instead
    for path in hostile:
        response = await seeded_client.get(path, headers=SIGNED_IN)
        assert response.status < 500, path
