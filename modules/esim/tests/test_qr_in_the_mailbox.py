"""The eSIM e-mail as a developer reads it in the development mailbox (`PORT=18995 make run`):
its links and its QR image point at the port the store runs on, and the mailbox lets the QR
image load while the e-mail's HTML still runs no script and loads nothing from elsewhere."""

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.settings import Environment, Settings
from modules.esim.service import ProvisioningService
from modules.esim.tests.conftest import provision_job


@pytest.fixture
def seeded_container(
    seeded_container: Container,
    make_settings: Callable[..., Settings],
    migrated_database_url: str,
    telco_simulator: Any,
) -> Container:
    # As `make run` starts the store: development, PORT given, PUBLIC_URL not.
    settings = make_settings(
        environment=Environment.DEVELOPMENT,
        port=18995,
        database_url=migrated_database_url,
        telco_base_url=telco_simulator.url,
    )
    seeded_container.settings.override(providers.Object(settings))
    return seeded_container


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def allows(policy: str, directive: str, url: str, *, page_origin: str) -> bool:
    """Whether a browser would load `url` under `directive` of this Content-Security-Policy (the
    source expressions the store uses: 'none', 'self', a scheme, an origin, *)."""
    directives = {
        name: values
        for name, *values in (part.split() for part in policy.split(";") if part.strip())
    }
    sources = directives.get(directive, directives.get("default-src", ["*"]))
    scheme = urlsplit(url).scheme + ":"
    for source in sources:
        if source in ("*", scheme):
            return True
        if source == "'self'" and _origin(url) == page_origin:
            return True
        if "://" in source and _origin(url) == source.rstrip("/"):
            return True
    return False


async def _esim_mail(client: TestClient, recipient: str) -> dict[str, Any]:
    listing = await client.get("/api/dev/mailbox", params={"to": recipient})
    (mail,) = [entry for entry in (await listing.json())["data"] if entry["kind"] == "esim_ready"]
    return mail


async def test_the_esim_mail_links_to_the_port_and_its_qr_shows_in_the_mailbox(
    seeded_client: TestClient, provisioning: ProvisioningService
) -> None:
    await provisioning.provision(provision_job("ORDER20101"))
    mail = await _esim_mail(seeded_client, "uid-ani@example.com")

    html_part = await seeded_client.get(f"/dev/mailbox/{mail['id']}.html")
    html = await html_part.text()
    (qr_url,) = re.findall(r'<img src="([^"]+)"', html)
    image = await seeded_client.get(urlsplit(qr_url).path)
    policy = html_part.headers["Content-Security-Policy"]
    mailbox_origin = str(seeded_client.make_url("")).rstrip("/")

    # Every link of the e-mail opens the store that sent it.
    assert qr_url.startswith("http://localhost:18995/esim/qr/ORDER20101/")
    assert "http://localhost:18995/riwayat-order" in mail["body"]
    assert "localhost:8080" not in mail["body"] + html
    assert image.status == 200
    assert image.headers["Content-Type"] == "image/png"
    # The QR loads, whether the mailbox is read at PUBLIC_URL or at another address.
    assert allows(policy, "img-src", qr_url, page_origin=mailbox_origin)
    assert allows(policy, "img-src", qr_url, page_origin="http://localhost:18995")
    # Nothing else: no picture from another site (a tracking pixel), no script of any origin.
    for elsewhere in ("https://tracker.example/p.png", "http://localhost:9999/p.png"):
        assert not allows(policy, "img-src", elsewhere, page_origin=mailbox_origin)
    for script in (qr_url, f"{mailbox_origin}/static/app.js", "https://cdn.example/x.js"):
        assert not allows(policy, "script-src", script, page_origin=mailbox_origin)
    assert not allows(policy, "connect-src", qr_url, page_origin=mailbox_origin)
    sandbox = next(part.split() for part in policy.split(";") if part.split()[0] == "sandbox")
    assert sandbox == ["sandbox"]  # no allow-scripts, no allow-same-origin
