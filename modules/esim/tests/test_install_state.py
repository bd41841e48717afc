"""The telco tells the store what happens to an eSIM profile on the phone (signed events); the
buyer and staff see the state in words, it only moves forward, and an eSIM still not installed a
day after delivery gets one reminder e-mail."""

import asyncio
import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestClient
from dependency_injector import providers
from dependency_injector.containers import DeclarativeContainer as Container

from core.jobs import JobQueue
from core.settings import DEV_TELCO_WEBHOOK_SECRET
from core.testing_clock import FakeClock
from modules.esim.routes import TELCO_EVENTS_PATH
from modules.esim.schemas import INSTALL_REMINDER_JOB
from modules.esim.service import ProvisioningService
from modules.esim.simulator_phone import SIGNATURE_HEADER, event_signature
from modules.esim.tests.conftest import provision_job
from modules.notifications.schemas import MailKind

Headers = Callable[[str], Awaitable[dict[str, str]]]


@pytest.fixture
def headers(id_token: Callable[..., Awaitable[str]]) -> Headers:
    async def of(uid: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {await id_token(uid)}"}

    return of


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime.now(UTC))


@pytest.fixture
def seeded_container(seeded_container: Container, clock: FakeClock) -> Container:
    """The worker's clock in the test's hand: a day can pass."""
    seeded_container.jobs.override(
        providers.Singleton(JobQueue, database=seeded_container.database, clock=clock)
    )
    return seeded_container


@pytest.fixture
def telco(seeded_client: TestClient, telco_simulator: Any) -> Any:
    """The simulator, sending its events to this store as the real telco would."""
    telco_simulator.state.webhook_url = str(seeded_client.make_url(TELCO_EVENTS_PATH))
    telco_simulator.state.webhook_secret = DEV_TELCO_WEBHOOK_SECRET.encode()
    return telco_simulator


async def _phone(telco: Any, path: str, body: dict[str, Any] | None = None) -> Any:
    """What a developer (or the phone) asks the simulator."""
    async with (
        aiohttp.ClientSession() as session,
        session.post(
            telco.url + path, json=body or {}, headers={"X-Api-Key": telco.state.api_key}
        ) as answer,
    ):
        return answer.status, await answer.json()


async def _details(client: TestClient, headers: Headers, order_id: str) -> dict[str, Any]:
    answer = await client.get(
        f"/api/user/orders/{order_id}/iccid", headers=await headers("uid-ani")
    )
    assert answer.status == 200
    return (await answer.json())["data"]["iccid_details"]


def _event(
    iccid: str, event: str, *, event_id: str, at: str = "2026-11-28T10:00:00+00:00"
) -> bytes:
    return json.dumps(
        {"event_id": event_id, "iccid": iccid, "event": f"profile.{event}", "occurred_at": at}
    ).encode()


async def _send(client: TestClient, body: bytes, signature: str | None = None) -> Any:
    signed = signature or event_signature(DEV_TELCO_WEBHOOK_SECRET.encode(), body)
    return await client.post(
        TELCO_EVENTS_PATH,
        data=body,
        headers={"Content-Type": "application/json", SIGNATURE_HEADER: signed},
    )


async def test_installing_on_the_phone_shows_installed_with_the_device_then_active(
    seeded_client: TestClient, provisioning: ProvisioningService, telco: Any, headers: Headers
) -> None:
    await provisioning.provision(provision_job("ORDER30001"))
    before = await _details(seeded_client, headers, "ORDER30001")

    status, said = await _phone(
        telco,
        f"/v1/sims/{before['iccid']}/install",
        {"device": {"make": "Apple", "model": "iPhone 15"}},
    )
    installed = await _details(seeded_client, headers, "ORDER30001")
    await _phone(telco, f"/v1/sims/{before['iccid']}/connection")
    listed = await seeded_client.get("/api/user/iccids", headers=await headers("uid-ani"))
    (record,) = (await listed.json())["data"]["iccids"]

    assert before["install_state"] == "not_installed"
    assert before["smdp_address"] == "smdp.sim.kelana.test"
    assert len(before["matching_id"]) == 23
    assert status == 200
    assert said["store"] == [200, 200]  # downloaded, installed: both taken by the store
    assert installed["install_state"] == "installed"
    assert installed["installed_device"] == "Apple iPhone 15"
    assert record["install_state"] == "enabled"
    assert record["installed_device"] == "Apple iPhone 15"


async def test_an_unsigned_or_forged_event_is_refused_and_changes_nothing(
    seeded_client: TestClient,
    provisioning: ProvisioningService,
    headers: Headers,
    seeded_container: Container,
) -> None:
    await provisioning.provision(provision_job("ORDER30002"))
    iccid = (await _details(seeded_client, headers, "ORDER30002"))["iccid"]
    body = _event(iccid, "installed", event_id="EVT-forged-1")

    unsigned = await seeded_client.post(
        TELCO_EVENTS_PATH, data=body, headers={"Content-Type": "application/json"}
    )
    forged = await _send(seeded_client, body, signature=event_signature(b"not-the-secret", body))
    other_body = await _send(
        seeded_client, body, signature=event_signature(DEV_TELCO_WEBHOOK_SECRET.encode(), b"{}")
    )
    plain_hex = await _send(seeded_client, body, signature="sha256=" + "0" * 64)

    for refused in (unsigned, forged, other_body, plain_hex):
        assert refused.status == 401
        assert (await refused.json())["success"] is False
    assert (await _details(seeded_client, headers, "ORDER30002"))[
        "install_state"
    ] == "not_installed"
    assert await seeded_container.esim.repository().install_events(iccid) == []


async def test_the_state_only_moves_forward_and_a_repeat_is_kept_once(
    seeded_client: TestClient,
    provisioning: ProvisioningService,
    headers: Headers,
    seeded_container: Container,
) -> None:
    await provisioning.provision(provision_job("ORDER30003"))
    iccid = (await _details(seeded_client, headers, "ORDER30003"))["iccid"]

    enabled = await _send(seeded_client, _event(iccid, "enabled", event_id="EVT-3-enabled"))
    late = await _send(seeded_client, _event(iccid, "downloaded", event_id="EVT-3-downloaded"))
    again = await _send(seeded_client, _event(iccid, "enabled", event_id="EVT-3-enabled"))
    removed = await _send(seeded_client, _event(iccid, "deleted", event_id="EVT-3-deleted"))
    revived = await _send(seeded_client, _event(iccid, "installed", event_id="EVT-3-installed"))

    assert [(await answer.json())["data"]["moved"] for answer in (enabled, late, again)] == [
        True,
        False,
        False,
    ]
    assert (await removed.json())["data"]["install_state"] == "removed"
    assert (await revived.json())["data"] == {
        "iccid": iccid,
        "install_state": "removed",
        "moved": False,
    }
    events = await seeded_container.esim.repository().install_events(iccid)
    assert [(state.value, moved) for state, _, moved in events] == [
        ("enabled", True),
        ("downloaded", False),
        ("removed", True),
        ("installed", False),
    ]


async def test_twenty_copies_of_one_event_at_once_are_kept_once_and_move_once(
    seeded_client: TestClient,
    provisioning: ProvisioningService,
    headers: Headers,
    seeded_container: Container,
) -> None:
    await provisioning.provision(provision_job("ORDER30004"))
    iccid = (await _details(seeded_client, headers, "ORDER30004"))["iccid"]
    body = _event(iccid, "installed", event_id="EVT-4-installed")

    answers = await asyncio.gather(*(_send(seeded_client, body) for _ in range(20)))

    assert sorted(answer.status for answer in answers) == [200] * 20
    moved = [(await answer.json())["data"]["moved"] for answer in answers]
    assert moved.count(True) == 1
    assert len(await seeded_container.esim.repository().install_events(iccid)) == 1


@pytest.mark.parametrize(
    ("body", "status"),
    [
        (b"\xff\xfe not json", 400),
        (b"[" * 5000 + b"]" * 5000, 400),
        (b'{"event_id": "' + b"x" * 10_000 + b'"}', 400),
        (
            b'{"event_id": "E1", "iccid": "8962000000000000001", "event": "profile.installed",'
            b' "occurred_at": "2026-11-28T10:00:00"}',  # no time zone
            400,
        ),
        (
            b'{"event_id": "E1", "iccid": "8962000000000000001", "event": "profile.rooted",'
            b' "occurred_at": "2026-11-28T10:00:00Z"}',
            400,
        ),
        (
            b'{"event_id": "E1", "iccid": "8962999999999999999", "event": "profile.installed",'
            b' "occurred_at": "2026-11-28T10:00:00Z"}',  # no such eSIM here
            404,
        ),
    ],
)
async def test_hostile_events_get_a_4xx_never_a_500(
    seeded_client: TestClient, body: bytes, status: int
) -> None:
    answer = await _send(seeded_client, body)
    assert answer.status == status
    assert (await answer.json())["success"] is False


async def test_one_reminder_a_day_after_delivery_unless_installed_by_then(  # noqa: PLR0917
    seeded_client: TestClient,
    provisioning: ProvisioningService,
    headers: Headers,
    seeded_container: Container,
    telco: Any,
    clock: FakeClock,
) -> None:
    await provisioning.provision(provision_job("ORDER30005", uid="uid-ani"))
    await provisioning.provision(provision_job("ORDER30006", uid="uid-ani"))
    installed = (await _details(seeded_client, headers, "ORDER30006"))["iccid"]
    await _phone(telco, f"/v1/sims/{installed}/install")
    jobs = seeded_container.jobs()
    reminders = await jobs.jobs(states=None, kind=INSTALL_REMINDER_JOB, limit=10)
    delays = {row.key: row.run_after - row.created_at for row in reminders}

    assert sorted(delays) == [
        f"{INSTALL_REMINDER_JOB}:ORDER30005",
        f"{INSTALL_REMINDER_JOB}:ORDER30006",
    ]
    for delay in delays.values():
        assert timedelta(hours=23, minutes=59) < delay <= timedelta(hours=24, seconds=5)

    # A day later the worker runs them: one e-mail, for the eSIM still not installed.
    await seeded_container.job_runner().run_until_idle()
    assert not [
        entry
        for entry in await seeded_container.notifications.service().outbox(
            recipient="uid-ani@example.com"
        )
        if entry.kind == MailKind.ESIM_INSTALL_REMINDER
    ]
    clock.now += timedelta(hours=24, minutes=1)
    await seeded_container.job_runner().run_until_idle()
    outbox = await seeded_container.notifications.service().outbox(recipient="uid-ani@example.com")
    sent = [entry for entry in outbox if entry.kind == MailKind.ESIM_INSTALL_REMINDER]

    assert len(sent) == 1
    assert "ORDER30005" in sent[0].subject
    assert "SM-DP+" in sent[0].body
    assert "ORDER30006" not in " ".join(entry.subject for entry in sent)
