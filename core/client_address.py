"""Who is on the other end: the client's address, read from X-Forwarded-For only when the direct
peer is a proxy the settings trust (TRUSTED_PROXIES). Anyone can write that header; believing
it from anyone else would let a client choose the address its limits are counted against."""

import ipaddress
from collections.abc import Iterable

from aiohttp import web

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

TRUSTED_PROXIES = web.AppKey("trusted_proxies", tuple[Network, ...])
UNKNOWN = "unknown"


def networks(values: Iterable[str | Network]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(value, strict=False) for value in values)


def _is_in(address: str, trusted: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        # A process listening on `::` sees an IPv4 proxy as ::ffff:a.b.c.d.
        ip = ip.ipv4_mapped
    return any(ip in network for network in trusted)


def is_trusted_peer(request: web.BaseRequest, trusted: tuple[Network, ...]) -> bool:
    return bool(trusted) and _is_in(request.remote or UNKNOWN, trusted)


def client_address(request: web.Request) -> str:
    peer = request.remote or UNKNOWN
    trusted = request.app.get(TRUSTED_PROXIES, ())
    if not trusted or not _is_in(peer, trusted):
        return peer
    # Walk the chain from the nearest hop: the first address our proxies did not add is the
    # client's (anything further left was written by the client itself).
    hops = [hop.strip() for hop in request.headers.get("X-Forwarded-For", "").split(",")]
    for hop in reversed([hop for hop in hops if hop]):
        if not _is_in(hop, trusted):
            try:
                return str(ipaddress.ip_address(hop))
            except ValueError:
                return peer
    return peer
