"""Whose address a request is counted against behind nginx (deploy/nginx/kelana.conf sets
X-Forwarded-For to the address it sees): the proxy's word only when the direct peer is a trusted
proxy, and then never an address the client wrote itself."""

from unittest.mock import Mock

from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from core.client_address import TRUSTED_PROXIES, client_address, is_trusted_peer, networks

NGINX = "127.0.0.1"


def request_from(peer: str, trusted: list[str], **headers: str) -> web.Request:
    app = web.Application()
    app[TRUSTED_PROXIES] = networks(trusted)
    transport = Mock()
    transport.get_extra_info = Mock(
        side_effect=lambda name, default=None: (peer, 54321) if name == "peername" else default
    )
    return make_mocked_request("GET", "/api/x", headers=headers, app=app, transport=transport)


def test_behind_the_trusted_proxy_the_forwarded_address_is_the_client() -> None:
    request = request_from(NGINX, ["127.0.0.1/32"], **{"X-Forwarded-For": "203.0.113.7"})

    assert client_address(request) == "203.0.113.7"


def test_a_client_without_a_trusted_proxy_cannot_name_its_address() -> None:
    request = request_from("198.51.100.4", ["127.0.0.1/32"], **{"X-Forwarded-For": "203.0.113.7"})

    assert client_address(request) == "198.51.100.4"


def test_no_trusted_proxy_configured_means_the_peer() -> None:
    request = request_from(NGINX, [], **{"X-Forwarded-For": "203.0.113.7"})

    assert client_address(request) == NGINX


def test_an_address_the_client_wrote_before_the_proxys_is_ignored() -> None:
    # A proxy that appends ($proxy_add_x_forwarded_for) keeps the client's own header first.
    request = request_from(NGINX, ["127.0.0.1/32"], **{"X-Forwarded-For": "10.9.9.9, 203.0.113.7"})

    assert client_address(request) == "203.0.113.7"


def test_a_garbled_forwarded_address_falls_back_to_the_peer() -> None:
    request = request_from(NGINX, ["127.0.0.1/32"], **{"X-Forwarded-For": "not-an-address"})

    assert client_address(request) == NGINX


def test_an_ipv4_proxy_seen_by_a_dual_stack_listener_is_still_trusted() -> None:
    request = request_from(
        "::ffff:127.0.0.1", ["127.0.0.1/32"], **{"X-Forwarded-For": "203.0.113.7"}
    )

    assert is_trusted_peer(request, networks(["127.0.0.1/32"]))
    assert client_address(request) == "203.0.113.7"
