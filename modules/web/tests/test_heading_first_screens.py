"""The pages whose content only the scripts can draw (the quota, a payment's state, an eSIM's QR
code, the camera) arrive with their top bar and heading drawn, in the browser's language, so the
visitor sees where they landed before the scripts have run; the screens only a signed-in shopper
sees keep showing the sign-in form to a visitor without a session."""

import json
from typing import NamedTuple

import pytest
from aiohttp.test_utils import TestClient

from core.settings import PROJECT_ROOT, Settings
from modules.web.tests.helpers import (
    FakeBuild,
    FirstScreenParser,
    attributes,
    copy_store_texts,
    read_page,
)

SIGNED_IN = {"Cookie": "kelana_signed_in=1"}
SHEETS = {
    "account": ("quota.1b7ffb0e32.css", "esim-card.dab6926f7f.css", "account.22823c7026.css"),
    "checkout": ("checkout.3ca39464e2.css", "payment-result.2b7f288f8d.css"),
}


class _Heading(FirstScreenParser):
    """The first screen's heading, whether it shows a loading block, and the linked stylesheets."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = ""
        self.loading = False
        self.intro = ""
        self._in_h1 = False
        self._in_intro = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = attributes(attrs)
        self.enter(tag, values)
        if self.inside and tag == "h1":
            self._in_h1 = True
        if self.inside and values.get("class") == "account-card__intro":
            self._in_intro = True
        if self.inside and values.get("aria-busy") == "true":
            self.loading = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "h1":
            self._in_h1 = False
        if tag == "p":
            self._in_intro = False

    def handle_data(self, data: str) -> None:
        if self._in_h1:
            self.heading += data.strip()
        if self._in_intro:
            self.intro += data.strip()


def _title(language: str, namespace: str, key: str) -> str:
    found = json.loads((PROJECT_ROOT / "locales" / language / f"{namespace}.json").read_text())
    for part in key.split("."):
        found = found[part]
    assert isinstance(found, str)
    return found


def _write_build(settings: Settings) -> None:
    copy_store_texts(settings.web_root, ("account", "checkout", "scanner", "common"))
    for remote, names in SHEETS.items():
        media = settings.web_root / f"mfe-{remote}" / "dist" / "media"
        media.mkdir(parents=True)
        for name in names:
            (media / name).write_text("main{}")


async def _screen(client: TestClient, path: str, **headers: str) -> _Heading:
    screen, _, _ = await read_page(client, path, _Heading(), **headers)
    return screen


class _Case(NamedTuple):
    path: str
    namespace: str
    key: str
    sheets: list[str]


ACCOUNT_MEDIA = "/mfe/account/media"
CHECKOUT_MEDIA = "/mfe/checkout/media"
ACCOUNT_SHEET = f"{ACCOUNT_MEDIA}/account.22823c7026.css"
CASES = [
    _Case("/cek-kuota", "account", "quota.title", [f"{ACCOUNT_MEDIA}/quota.1b7ffb0e32.css"]),
    _Case(
        "/payment/thankyou?order_id=AB12CD34EF",
        "checkout",
        "thankYou.title",
        [f"{CHECKOUT_MEDIA}/payment-result.2b7f288f8d.css"],
    ),
    _Case(
        "/payment/response?method=transfer",
        "checkout",
        "paymentResponse.title",
        [
            f"{CHECKOUT_MEDIA}/checkout.3ca39464e2.css",
            f"{CHECKOUT_MEDIA}/payment-result.2b7f288f8d.css",
        ],
    ),
    _Case("/scanner", "scanner", "page.title", []),
    _Case("/verify-account", "account", "verifyAccount.title", [ACCOUNT_SHEET]),
    _Case("/auth/action?oobCode=c0de", "account", "authAction.title", [ACCOUNT_SHEET]),
    _Case(
        "/auth/action?mode=verifyEmail&oobCode=c0de",
        "account",
        "authAction.verifyEmail.title",
        [ACCOUNT_SHEET],
    ),
    _Case(
        "/auth/action?mode=recoverEmail", "account", "authAction.unsupported.title", [ACCOUNT_SHEET]
    ),
    _Case(
        "/esim/AB12CD34EF",
        "account",
        "esimCard.title",
        [f"{ACCOUNT_MEDIA}/esim-card.dab6926f7f.css"],
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[case.path for case in CASES])
async def test_the_page_heading_and_a_loading_block_are_drawn_before_scripts(
    client: TestClient, fake_build: FakeBuild, settings: Settings, case: _Case
) -> None:
    _write_build(settings)

    screen = await _screen(client, case.path, **SIGNED_IN)
    english = await _screen(client, case.path, **SIGNED_IN, **{"Accept-Language": "en"})

    assert screen.heading == _title("id", case.namespace, case.key)
    assert english.heading == _title("en", case.namespace, case.key)
    assert screen.loading
    # The page's own stylesheets follow the shell's: the heading sits where the page draws it.
    assert screen.stylesheets[len(screen.stylesheets) - len(case.sheets) :] == case.sheets


@pytest.mark.parametrize("path", ["/cek-kuota", "/payment/thankyou", "/payment/response"])
async def test_a_signed_in_screen_shows_a_visitor_without_a_session_the_sign_in_form(
    client: TestClient, fake_build: FakeBuild, settings: Settings, path: str
) -> None:
    _write_build(settings)

    screen = await _screen(client, path)

    assert screen.heading == _title("id", "account", "login.title")
    assert not screen.loading


async def test_an_esim_address_that_names_no_order_gets_no_heading_screen(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_build(settings)

    screen = await _screen(client, "/esim/..%2F..%2Fetc")

    assert screen.heading == ""


async def test_the_verification_page_tells_what_to_type_before_its_boxes_arrive(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_build(settings)

    screen = await _screen(client, "/verify-account")

    assert screen.intro == _title("id", "account", "verifyAccount.intro")
