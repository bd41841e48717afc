"""The phone's side of an eSIM profile at the telco simulator (modules/esim/simulator.py): the
signed events it sends the store when a profile is downloaded, installed, enabled, disabled or
deleted, the calls a developer or a test makes to play the phone, and the store's void."""

import hashlib
import hmac
import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import aiohttp
from aiohttp import web

if TYPE_CHECKING:
    from modules.esim.simulator import SimulatorState

Gate = Callable[[web.Request], Awaitable[web.Response | None]]
Idempotent = Callable[[web.Request, Any], Awaitable[web.Response]]

PROFILE_EVENTS = ("downloaded", "installed", "enabled", "disabled", "deleted")
SIGNATURE_HEADER = "X-Telco-Signature"


def event_signature(secret: bytes, body: bytes) -> str:
    """The value of X-Telco-Signature for this body: the store recomputes it with its secret."""
    return "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()


async def send_profile_event(
    state: "SimulatorState", iccid: str, event: str, device: dict[str, str] | None = None
) -> int | None:
    """Tell the store what happened to a profile; the store's HTTP status (None: not sent)."""
    state.events_sent += 1
    body = json.dumps(
        {
            "event_id": f"EVT-{state.rng.getrandbits(64):016x}",
            "iccid": iccid,
            "event": f"profile.{event}",
            "occurred_at": state.now().isoformat(),
            "device": device,
        }
    ).encode()
    if not state.webhook_url:
        return None
    headers = {
        "Content-Type": "application/json",
        SIGNATURE_HEADER: event_signature(state.webhook_secret, body),
    }
    try:
        async with (
            aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10)) as session,
            session.post(state.webhook_url, data=body, headers=headers) as answer,
        ):
            return answer.status
    except (aiohttp.ClientError, TimeoutError):
        return None


def _device(body: dict[str, Any]) -> dict[str, str] | None:
    device = body.get("device")
    if not isinstance(device, dict):
        return None
    return {key: str(device.get(key, ""))[:40] for key in ("make", "model")}


def profile_routes(
    state: "SimulatorState",
    prefix: str,
    gate: Gate,
    idempotent: Idempotent,
    *,
    start: Callable[["SimulatorState", dict[str, Any]], object],
) -> list[web.RouteDef]:
    """The phone's side of a profile (played by a developer or a test) and the store's void."""

    async def connection(request: web.Request) -> web.Response:
        """The phone connects at the destination for the first time: waiting plans start."""
        refused = await gate(request)
        if refused is not None:
            return refused
        sim = state.sims.get(request.match_info["iccid"])
        if sim is None:
            return web.json_response({"message": "unknown iccid"}, status=404)
        if sim.voided:
            return web.json_response({"message": "profile voided"}, status=409)
        for package in sim.packages:
            if package["start_time"] is None:
                start(state, package)
        delivered = None
        if sim.issued:
            delivered = await send_profile_event(state, sim.iccid, "enabled")
        return web.json_response({"iccid": sim.iccid, "connected": True, "store": delivered})

    async def _body(request: web.Request) -> dict[str, Any]:
        try:
            body = await request.json()
        except ValueError:
            return {}
        return body if isinstance(body, dict) else {}

    async def install(request: web.Request) -> web.Response:
        """A phone downloads and installs the profile now (a developer's or a test's button)."""
        refused = await gate(request)
        if refused is not None:
            return refused
        sim = state.sims.get(request.match_info["iccid"])
        if sim is None or not sim.issued:
            return web.json_response({"message": "no profile for this iccid"}, status=404)
        if sim.voided:
            return web.json_response({"message": "profile voided"}, status=409)
        device = _device(await _body(request)) or {"make": "Apple", "model": "iPhone 15"}
        delivered = [
            await send_profile_event(state, sim.iccid, event, device)
            for event in ("downloaded", "installed")
        ]
        return web.json_response({"iccid": sim.iccid, "installed": True, "store": delivered})

    async def profile_event(request: web.Request) -> web.Response:
        """One event about the profile, as the phone would cause it (any order, repeats too)."""
        refused = await gate(request)
        if refused is not None:
            return refused
        sim = state.sims.get(request.match_info["iccid"])
        body = await _body(request)
        event = body.get("event")
        if sim is None or not sim.issued:
            return web.json_response({"message": "no profile for this iccid"}, status=404)
        if event not in PROFILE_EVENTS:
            return web.json_response({"message": f"event is one of {PROFILE_EVENTS}"}, status=400)
        if sim.voided and event != "deleted":
            return web.json_response({"message": "profile voided"}, status=409)
        delivered = await send_profile_event(state, sim.iccid, event, _device(body))
        return web.json_response({"iccid": sim.iccid, "event": event, "store": delivered})

    def void(request: web.Request, body: dict[str, Any]) -> dict[str, Any] | web.Response:
        """The store refunded the eSIM: its profile is voided and its packages end."""
        sim = state.sims.get(request.match_info["iccid"])
        if sim is None or not sim.issued:
            return web.json_response({"message": "no profile for this iccid"}, status=404)
        sim.voided = True
        sim.active = False
        return {"iccid": sim.iccid, "status": "voided"}

    async def void_profile(request: web.Request) -> web.Response:
        return await idempotent(request, void)

    return [
        web.post(prefix + "/v1/sims/{iccid}/connection", connection),
        web.post(prefix + "/v1/sims/{iccid}/install", install),
        web.post(prefix + "/v1/sims/{iccid}/profile-events", profile_event),
        web.post(prefix + "/v1/profiles/{iccid}/void", void_profile),
    ]
