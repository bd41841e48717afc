import base64
from collections.abc import Awaitable, Callable
from typing import Any

import png
import pytest
import zxingcpp
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobContext, JobState
from modules.esim.schemas import PROVISION_JOB, ProvisionRequest
from modules.esim.service import BuyerService, EsimLinks, ProvisioningService, StockService

# The esim services of a running app (database open, stock seeded), one per user.


@pytest.fixture
def buyer(seeded_client: Any, seeded_container: Container) -> BuyerService:
    return seeded_container.esim.buyer()


@pytest.fixture
def provisioning(seeded_client: Any, seeded_container: Container) -> ProvisioningService:
    return seeded_container.esim.provisioning()


@pytest.fixture
def stock(seeded_client: Any, seeded_container: Container) -> StockService:
    return seeded_container.esim.stock()


@pytest.fixture
def links(seeded_client: Any, seeded_container: Container) -> EsimLinks:
    return seeded_container.esim.links()


def provision_job(
    order_id: str,
    *,
    uid: str = "uid-ani",
    product_type: str = "esim_bundle",
    iccid: str | None = None,
    attempt: int = 1,
    max_attempts: int = 8,
    package_name: str = "eSIM Jepang 5GB 5 Hari",
    package_name_en: str = "Japan eSIM 5GB 5 Days",
    validity_days: int = 5,
) -> JobContext:
    request = ProvisionRequest(
        order_id=order_id,
        uid=uid,
        email=f"{uid}@example.com",
        name="Ani",
        language="id",
        product_id="jp-esim-5gb-5d",
        product_type=product_type,  # type: ignore[arg-type]
        package_name=package_name,
        package_name_en=package_name_en,
        validity_days=validity_days,
        iccid=iccid,
    )
    return JobContext(
        id=0,
        kind=PROVISION_JOB,
        payload=request.model_dump(mode="json"),
        key=None,
        attempt=attempt,
        max_attempts=max_attempts,
    )


@pytest.fixture
def jobs_of(seeded_container: Container) -> Callable[[str], Awaitable[list[str]]]:
    async def listed(kind: str) -> list[str]:
        rows = await seeded_container.jobs().jobs(states=tuple(JobState), kind=kind, limit=1000)
        return [row.key or "" for row in rows]

    return listed


def decode_qr(base64_png: str) -> str:
    """What a phone's camera reads from the QR (zxing-cpp over the decoded PNG)."""
    width, height, rows, info = png.Reader(bytes=base64.b64decode(base64_png)).asDirect()
    assert info["greyscale"]
    scale = 255 if info["bitdepth"] == 1 else 1
    pixels = bytes(value * scale for row in rows for value in row)
    found = zxingcpp.read_barcodes(memoryview(pixels).cast("B", (height, width)))
    assert found, "no QR code in the image"
    return str(found[0].text)
