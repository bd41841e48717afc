"""The page learns where its Google popup goes from the server: the local stand-in when it is on,
else Google's consent page for our client id, returning to a callback that hands the token back."""

from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

import pytest
from aiohttp.test_utils import TestClient


async def test_with_the_stand_in_the_popup_is_the_local_consent_page(client: TestClient) -> None:
    response = await client.get("/api/identity/google-sign-in")

    assert response.status == 200
    data = (await response.json())["data"]
    assert data["stand_in"] is True
    # The nonce rides along to the consent page, which writes it into the token.
    assert data["popup_url"] == f"/dev/google-sign-in?{urlencode({'nonce': data['nonce']})}"


class TestWithoutTheStandIn:
    @pytest.fixture
    def identity_settings(self) -> dict[str, Any]:
        return {
            "google_sign_in_stand_in": False,
            "google_client_id": "123-abc.apps.googleusercontent.com",
            "public_url": "https://kelana.example",
        }

    async def test_the_popup_is_googles_consent_for_our_client_id(self, client: TestClient) -> None:
        data = (await (await client.get("/api/identity/google-sign-in")).json())["data"]

        url = urlparse(data["popup_url"])
        query = {key: values[0] for key, values in parse_qs(url.query).items()}
        assert data["stand_in"] is False
        assert (
            f"{url.scheme}://{url.netloc}{url.path}"
            == "https://accounts.google.com/o/oauth2/v2/auth"
        )
        assert query["client_id"] == "123-abc.apps.googleusercontent.com"
        assert query["redirect_uri"] == "https://kelana.example/identity/google-callback"
        assert query["response_type"] == "id_token"
        assert query["nonce"] == data["nonce"]
        assert (await client.get("/dev/google-sign-in")).status != 200


async def test_the_callback_page_hands_the_token_to_the_opener(client: TestClient) -> None:
    page = await client.get("/identity/google-callback")

    text = await page.text()
    assert page.status == 200
    assert page.headers["Content-Type"].startswith("text/html")
    assert 'data-message-type="kelana:google-sign-in"' in text
    # No inline script (the CSP would stop it): the page loads its script from a file.
    assert '<script src="/server-assets/google-callback.js"></script>' in text
    script = await client.get("/server-assets/google-callback.js")
    assert script.status == 200
    assert "window.opener.postMessage(message, window.location.origin)" in await script.text()
