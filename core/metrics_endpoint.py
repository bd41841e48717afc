"""GET /metrics: the process's figures (core.metrics) for the readers the settings name.

A reader must come from an address in METRICS_ALLOW (the direct peer: no forwarding header is
trusted) and, when METRICS_TOKEN is set, send it as `Authorization: Bearer <token>`. A request
that carries a forwarding header came through a proxy, so it is refused whatever its address:
behind a proxy on the same machine every shopper would otherwise arrive from loopback. Anyone
else is answered the plain 404 of a path that does not exist.
"""

import hmac
from collections.abc import Sequence
from dataclasses import dataclass
from ipaddress import IPv4Network, IPv6Address, IPv6Network, ip_address

from aiohttp import hdrs, web
from aiohttp.typedefs import Handler
from prometheus_client import CONTENT_TYPE_LATEST

from core.metrics import REQUEST_FIGURES, Metrics
from core.settings import Settings

METRICS_PATH = "/metrics"
FORWARDING_HEADERS = ("Forwarded", "X-Forwarded-For", "X-Real-IP")

Network = IPv4Network | IPv6Network


@dataclass(frozen=True)
class MetricsReaders:
    networks: Sequence[Network]
    token: str | None = None

    def allow(self, request: web.BaseRequest) -> bool:
        if any(name in request.headers for name in FORWARDING_HEADERS):
            return False
        if not self._address_allowed(request.remote):
            return False
        if self.token is None:
            return True
        sent = request.headers.get(hdrs.AUTHORIZATION, "")
        return hmac.compare_digest(sent.encode(), f"Bearer {self.token}".encode())

    def _address_allowed(self, remote: str | None) -> bool:
        try:
            address = ip_address(remote or "")
        except ValueError:  # a Unix socket has no address to check
            return False
        if isinstance(address, IPv6Address) and address.ipv4_mapped:  # a dual-stack IPv4 peer
            address = address.ipv4_mapped
        return any(address in network for network in self.networks)


def metrics_handler(metrics: Metrics, readers: MetricsReaders) -> Handler:
    async def scrape(request: web.Request) -> web.Response:
        if not readers.allow(request):
            raise web.HTTPNotFound
        body = await metrics.render()
        headers = {hdrs.CONTENT_TYPE: CONTENT_TYPE_LATEST, hdrs.CACHE_CONTROL: "no-store"}
        return web.Response(body=body, headers=headers)

    return scrape


def install_metrics(app: web.Application, metrics: Metrics, settings: Settings) -> None:
    """Serves /metrics and records every other request, unless METRICS_ENABLED is off. Call it
    before a catch-all route is added: the first route that matches a path answers it."""
    if not settings.metrics_enabled:
        return
    readers = MetricsReaders(
        networks=settings.metrics_allow,
        token=settings.metrics_token.get_secret_value() if settings.metrics_token else None,
    )
    resource = app.router.add_resource(METRICS_PATH)
    handler = metrics_handler(metrics, readers)
    resource.add_route(hdrs.METH_GET, handler)
    resource.add_route(hdrs.METH_HEAD, handler)  # refused alike, never a 405 that names GET
    metrics.requests.exclude(resource)
    app[REQUEST_FIGURES] = metrics.requests
