"""The sign-in and sign-up screens arrive drawn by the server, so a visitor can start typing before
the scripts have run; the screens that ask for a session show the sign-in form to a visitor
without one, and not to a shopper whose browser says it holds one."""

from html.parser import HTMLParser
from pathlib import Path

from aiohttp.test_utils import TestClient

from core.settings import Settings
from modules.web.tests.helpers import FakeBuild, copy_store_texts, read_page

ACCOUNT_SHEET = "account.22823c7026.css"


class _Form(HTMLParser):
    """The first screen's heading, its fields by name with their labels, its buttons, and whether
    anything in it could submit."""

    def __init__(self) -> None:
        super().__init__()
        self.inside = 0
        self.heading = ""
        self.fields: dict[str, dict[str, str]] = {}
        self.labels: dict[str, str] = {}
        self.button_types: list[str] = []
        self.forms = 0
        self.stylesheets: list[str] = []
        self._open: str | None = None
        self._label_for = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        if tag == "link" and values.get("rel") == "stylesheet":
            self.stylesheets.append(values["href"])
        if tag == "div" and values.get("id") == "first-screen":
            self.inside = 1
            return
        if not self.inside:
            return
        if tag == "div":
            self.inside += 1
        elif tag == "h1":
            self._open = "h1"
        elif tag == "label":
            self._open, self._label_for = "label", values.get("for", "")
        elif tag in ("input", "select"):
            self.fields[values["name"]] = values
        elif tag == "button":
            self.button_types.append(values.get("type", "submit"))
        elif tag == "form":
            self.forms += 1

    def handle_endtag(self, tag: str) -> None:
        if self.inside and tag == "div":
            self.inside -= 1
        if tag in ("h1", "label"):
            self._open = None

    def handle_data(self, data: str) -> None:
        if self._open == "h1":
            self.heading += data
        elif self._open == "label":
            self.labels[self._label_for] = self.labels.get(self._label_for, "") + data

    def label_of(self, name: str) -> str:
        return self.labels.get(self.fields[name]["id"], "").strip()


def _write_account_build(web_root: Path) -> None:
    """The store's own words for the account screens, and a built account stylesheet."""
    copy_store_texts(web_root, ("account", "common"))
    (web_root / "shell" / "dist" / "static" / "css").mkdir(parents=True, exist_ok=True)
    (web_root / "shell" / "dist" / "static" / "css" / "60.28ef0243d2.css").write_text("body{}")
    media = web_root / "mfe-account" / "dist" / "media"
    media.mkdir(parents=True)
    (media / ACCOUNT_SHEET).write_text(".account-card{}")


async def _form(client: TestClient, path: str, **headers: str) -> tuple[_Form, dict[str, str]]:
    form, _, response_headers = await read_page(client, path, _Form(), **headers)
    return form, response_headers


async def test_the_sign_in_form_is_drawn_before_any_script_and_cannot_send_anything(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_account_build(settings.web_root)

    form, _ = await _form(client, "/login")
    english, _ = await _form(client, "/login?lng=en")

    assert form.heading == "Masuk"
    assert english.heading == "Log in"
    assert set(form.fields) == {"email", "password"}
    assert form.label_of("email") == "Email"
    assert form.fields["email"]["type"] == "email"
    assert form.fields["password"]["type"] == "password"
    assert form.fields["password"]["autocomplete"] == "current-password"
    # Before the scripts, Enter or a click must not send the password anywhere.
    assert form.forms == 0
    assert len(form.button_types) == 3  # show password, sign in, Google
    assert set(form.button_types) == {"button"}
    assert form.stylesheets == [
        "/static/css/60.28ef0243d2.css",
        f"/mfe/account/media/{ACCOUNT_SHEET}",
    ]


async def test_the_sign_up_form_has_every_field_the_app_asks_for(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_account_build(settings.web_root)

    form, _ = await _form(client, "/register")

    assert form.heading == "Daftar"
    assert list(form.fields) == ["name", "email", "password", "confirm", "purpose", "phone"]
    assert form.label_of("confirm") == "Konfirmasi password"
    assert form.label_of("purpose") == "Tujuan perjalanan"
    assert form.fields["phone"]["type"] == "tel"
    assert form.fields["password"]["autocomplete"] == "new-password"


async def test_a_screen_that_needs_a_session_shows_the_sign_in_form_only_to_a_visitor_without_one(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_account_build(settings.web_root)

    visitor, visitor_headers = await _form(client, "/riwayat-order")
    shopper, shopper_headers = await _form(client, "/riwayat-order", Cookie="kelana_signed_in=1")
    forged, _ = await _form(client, "/riwayat-order", Cookie="kelana_signed_in=yes")

    assert visitor.heading == "Masuk"
    assert set(visitor.fields) == {"email", "password"}
    # A shopper gets the order history's own first screen (test_order_history_first_screen.py).
    assert shopper.heading == "Riwayat Order"
    assert shopper.fields == {}
    assert forged.heading == "Masuk"
    # A cache must keep the two answers apart.
    for headers in (visitor_headers, shopper_headers):
        assert "Cookie" in headers["Vary"]


async def test_the_forgotten_password_form_asks_only_for_the_email(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_account_build(settings.web_root)

    form, _ = await _form(client, "/forgot-password")
    english, _ = await _form(client, "/forgot-password?lng=en")

    assert form.heading == "Lupa Kata Sandi"
    assert english.heading == "Forgot password"
    assert list(form.fields) == ["email"]
    assert form.label_of("email") == "Email"
    # Only the send button: no Google sign-in on this screen, and nothing that submits.
    assert form.button_types == ["button"]
    assert form.forms == 0


async def test_the_sign_in_forms_links_carry_the_way_back_to_a_page_of_this_store_only(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_account_build(settings.web_root)

    guarded = await client.get("/checkout/jp-esim-5gb-5d/JP/JALAN10?lng=id")
    login = await client.get("/login?next=%2Friwayat-order")
    hostile = await client.get("/login?next=%2F%2Fevil.example%2Fx")

    back = "next=%2Fcheckout%2Fjp-esim-5gb-5d%2FJP%2FJALAN10%3Flng%3Did"
    assert f'href="/register?{back}"' in await guarded.text()
    assert f'href="/forgot-password?{back}"' in await guarded.text()
    assert 'href="/register?next=%2Friwayat-order"' in await login.text()
    hostile_page = await hostile.text()
    assert 'href="/register"' in hostile_page
    assert "evil.example" not in hostile_page.split('id="first-screen"', 1)[1]


async def test_a_hostile_way_back_is_a_plain_page_never_a_server_error(
    client: TestClient, fake_build: FakeBuild, settings: Settings
) -> None:
    _write_account_build(settings.web_root)
    hostile = [
        "%ff%fe%80",  # not UTF-8
        "%00%2Fx",
        "%2F" + "a" * 5000,  # overlong
        "javascript:alert(1)",
        "%2F%5Cevil.example",
        "%2F%09%2Fevil.example",
        "%2F.%2F%2Fevil.example",
        "%2F%D9%A1%D9%A2",  # non-ASCII digits: a path of this store, quoted
    ]
    for raw in hostile:
        response = await client.get(f"/login?next={raw}")
        assert response.status == 200, raw
        first = (await response.text()).split('id="first-screen"', 1)[1]
        assert "evil.example" not in first
        assert "javascript" not in first
        assert "\x00" not in first
    # The one path of this store among them is carried, quoted.
    arabic = await (await client.get("/login?next=%2F%D9%A1%D9%A2")).text()
    assert 'href="/register?next=%2F%D9%A1%D9%A2"' in arabic
