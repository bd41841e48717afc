"""Every answer carries the store's security headers; the server does not name its version."""

from aiohttp.test_utils import TestClient
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.container import build_container
from core.testing import MakeSettings


async def test_pages_and_api_answers_carry_the_security_headers(client: TestClient) -> None:
    for path in ("/api/health", "/", "/api/no-such-thing"):
        response = await client.get(path)
        headers = response.headers
        policy = headers["Content-Security-Policy"]
        assert "script-src 'self'" in policy
        assert "'unsafe-inline'" not in policy.split("script-src", 1)[1].split(";")[0]
        assert "frame-ancestors 'none'" in policy
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
        assert headers["Server"] == "Kelana"
        assert "aiohttp" not in headers["Server"]
        # Plain http (a developer's machine): no HSTS, which would pin the browser to https.
        assert "Strict-Transport-Security" not in headers


async def test_https_behind_a_trusted_proxy_gets_hsts(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings
) -> None:
    container = build_container(make_settings(trusted_proxies=["127.0.0.1/32", "::1/128"]))
    client = await aiohttp_client(create_app(container))

    secure = await client.get("/api/health", headers={"X-Forwarded-Proto": "https"})
    plain = await client.get("/api/health")

    assert secure.headers["Strict-Transport-Security"].startswith("max-age=31536000")
    assert "Strict-Transport-Security" not in plain.headers


async def test_a_forwarded_proto_from_an_untrusted_peer_is_ignored(client: TestClient) -> None:
    response = await client.get("/api/health", headers={"X-Forwarded-Proto": "https"})
    assert "Strict-Transport-Security" not in response.headers
