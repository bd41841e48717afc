"""A telco reseller API the store ships for development and tests: it issues eSIM profiles
(ICCID and an LPA activation code), activates physical SIMs, adds data packages and reports usage
that grows with time, or the usage a test or a developer set (`POST /v1/sims/{iccid}/usage`).
Every change honours an Idempotency-Key: the same key answers the same
result. A failure rate and a latency can be set to test the store against a bad day.

Like real reseller APIs it tells the store what happens to a profile on the phone: a signed event
(`X-Telco-Signature: sha256=<HMAC-SHA256 of the body>`) to the store's webhook when a profile is
downloaded, installed, enabled, disabled or deleted. A developer or a test plays the phone:
`POST /v1/sims/{iccid}/install` (downloaded, then installed, with the device), `POST
/v1/sims/{iccid}/connection` (enabled), `POST /v1/sims/{iccid}/profile-events` (any one event).
A profile the store voided (`POST /v1/profiles/{iccid}/void`, a refund) can no longer be installed.

Mounted at /telco-simulator in development; alone: `kelana telco-simulator --port 8090`."""

import asyncio
import hashlib
import hmac
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from aiohttp import web

from modules.esim.simulator_phone import Gate, profile_routes

SIMULATOR_PATH = "/telco-simulator"
SMDP_ADDRESS = "smdp.sim.kelana.test"
# A package's data in MB when its name says nothing (the store's packages name theirs).
DEFAULT_PACKAGE_MB = 5 * 1024
# How fast the simulated traveller uses data: MB per hour since the package started.
USAGE_MB_PER_HOUR = 40
# The most a set usage may say (a terabyte): anything larger is refused, not stored.
MAX_SET_USAGE_MB = 1024 * 1024


# What the phone can report about a profile, in the order it happens.
@dataclass
class _Sim:
    iccid: str
    active: bool = False
    packages: list[dict[str, Any]] = field(default_factory=list)
    issued: bool = False  # an eSIM profile was issued for it
    voided: bool = False  # the store voided the profile: it can no longer be installed


@dataclass
class SimulatorState:
    """What the simulated telco remembers, in memory (a restart forgets it)."""

    secret: bytes
    api_key: str  # what the store must send as X-Api-Key, as to the real reseller API
    failure_rate: float = 0.0
    latency_ms: int = 0
    sims: dict[str, _Sim] = field(default_factory=dict)
    answers: dict[str, dict[str, Any]] = field(default_factory=dict)  # by Idempotency-Key
    received: int = 0  # calls that reached it, answered or not
    rng: random.Random = field(default_factory=random.Random)
    now: Any = field(default=lambda: datetime.now(UTC))
    # Where profile events go (the store's POST /api/telco/events) and the secret signing them;
    # no address: events are only counted.
    webhook_url: str | None = None
    webhook_secret: bytes = b""
    events_sent: int = 0

    def sim(self, iccid: str) -> _Sim:
        return self.sims.setdefault(iccid, _Sim(iccid))

    def matching_id(self, iccid: str) -> str:
        digest = hmac.new(self.secret, iccid.encode(), hashlib.sha256).hexdigest().upper()
        return "-".join(digest[index : index + 5] for index in range(0, 20, 5))


def _package_mb(package: dict[str, Any]) -> int | None:
    name = str(package.get("name", "")).lower()
    if "unlimited" in name:
        return None
    for token in name.replace("gb", " gb").split():
        if token.isdigit():
            return int(token) * 1024
    return DEFAULT_PACKAGE_MB


def _package_view(state: SimulatorState, package: dict[str, Any]) -> dict[str, Any]:
    now = state.now()
    shown = {
        key: package[key]
        for key in ("id", "name", "order_id", "package_type", "support_refill", "validity_days")
    }
    if package["start_time"] is None:
        # Not used yet: its days start at the first connection at the destination.
        return {
            **shown,
            "status": "NOT_STARTED",
            "end_time": None,
            "total_mb": package.get("total_mb"),
            "used_mb": 0,
            "usage_updated_at": None,
        }
    started = datetime.fromisoformat(package["start_time"])
    end = datetime.fromisoformat(package["end_time"])
    total = package.get("total_mb")
    hours = max(0.0, (min(now, end) - started).total_seconds() / 3600)
    used = int(hours * USAGE_MB_PER_HOUR)
    if package.get("set_used_mb") is not None:
        used = int(package["set_used_mb"])
    elif package.get("set_used_percent") is not None and total is not None:
        used = int(total * float(package["set_used_percent"]) / 100)
    if total is not None:
        used = min(used, total)
    active = now < end and (total is None or used < total)
    return {
        **shown,
        "status": "ACTIVE" if active else "INACTIVE",
        "end_time": end.isoformat(),
        "total_mb": total,
        "used_mb": used,
        "usage_updated_at": now.replace(
            minute=(now.minute // 15) * 15, second=0, microsecond=0
        ).isoformat(),
    }


def _new_package(
    state: SimulatorState, body: dict[str, Any], kind: str, *, started: bool = True
) -> dict[str, Any]:
    """A package; one not `started` (an eSIM's) waits for the first connection to count."""
    package = body.get("package") or {}
    days = int(package.get("validity_days") or 30)
    made = {
        "id": f"PKG-{len(state.answers) + 1:06d}",
        "name": str(package.get("name") or "Paket data"),
        "order_id": body.get("order_id"),
        "package_type": kind,
        "support_refill": True,
        "validity_days": days,
        "start_time": None,
        "end_time": None,
        "total_mb": _package_mb(package),
    }
    return _started(state, made) if started else made


def _started(state: SimulatorState, package: dict[str, Any]) -> dict[str, Any]:
    start = state.now()
    package["start_time"] = start.isoformat()
    package["end_time"] = (start + timedelta(days=package["validity_days"])).isoformat()
    return package


def _usage_setting(body: dict[str, Any]) -> dict[str, int | float] | None:
    """One of `used_mb` (whole MB) or `used_percent` (of the package's data), in range."""
    used_mb, percent = body.get("used_mb"), body.get("used_percent")
    if (used_mb is None) == (percent is None):
        return None
    if used_mb is not None:
        if type(used_mb) is not int or not 0 <= used_mb <= MAX_SET_USAGE_MB:
            return None
        return {"set_used_mb": used_mb}
    if type(percent) not in (int, float) or not 0 <= percent <= 100:  # noqa: PLR2004 - a percentage
        return None
    return {"set_used_percent": float(percent)}


def _usage_handler(
    state: SimulatorState, gate: Gate
) -> Callable[[web.Request], Awaitable[web.Response]]:
    async def usage(request: web.Request) -> web.Response:
        """Set a started package's usage (`{"used_mb": 4000}` or `{"used_percent": 75}`, the
        newest started package unless `package_id` names one); DELETE returns it to growing
        with time."""
        if request.method not in ("POST", "DELETE"):
            raise web.HTTPMethodNotAllowed(request.method, ["POST", "DELETE"])
        refused = await gate(request)
        if refused is not None:
            return refused
        sim = state.sims.get(request.match_info["iccid"])
        if sim is None:
            return web.json_response({"message": "unknown iccid"}, status=404)
        body: object = {}
        if request.method == "POST":
            try:
                body = await request.json()
            except ValueError:
                return web.json_response({"message": "body is not JSON"}, status=400)
        if not isinstance(body, dict):
            return web.json_response({"message": "body must be an object"}, status=400)
        return _set_usage(state, sim, body, reset=request.method == "DELETE")

    return usage


def _set_usage(
    state: SimulatorState, sim: _Sim, body: dict[str, Any], *, reset: bool
) -> web.Response:
    started = [package for package in sim.packages if package["start_time"] is not None]
    wanted = body.get("package_id")
    chosen = [p for p in started if p["id"] == wanted] if wanted is not None else started[-1:]
    if not chosen:
        return web.json_response({"message": "no started package"}, status=409)
    package = chosen[0]
    setting = {} if reset else _usage_setting(body)
    if setting is None:
        return web.json_response(
            {"message": "give used_mb (0 to 1048576) or used_percent (0 to 100)"}, status=400
        )
    package.pop("set_used_mb", None)
    package.pop("set_used_percent", None)
    package.update(setting)
    return web.json_response(_package_view(state, package))


def _key_matches(given: str | None, expected: str) -> bool:
    """A missing or wrong key is refused; the comparison takes as long whatever is wrong."""
    if not expected:
        return False
    return hmac.compare_digest(
        (given or "").encode("utf-8", "surrogatepass"), expected.encode("utf-8", "surrogatepass")
    )


async def _slowly(state: SimulatorState) -> None:
    if state.latency_ms:
        await asyncio.sleep(state.latency_ms / 1000)


def simulator_routes(state: SimulatorState, prefix: str = SIMULATOR_PATH) -> list[web.RouteDef]:
    async def gate(request: web.Request) -> web.Response | None:
        state.received += 1
        if not _key_matches(request.headers.get("X-Api-Key"), state.api_key):
            return web.json_response({"message": "invalid api key"}, status=401)
        if state.failure_rate and state.rng.random() < state.failure_rate:
            return web.json_response({"message": "temporarily unavailable"}, status=503)
        return None

    async def idempotent(request: web.Request, make: Any) -> web.Response:
        refused = await gate(request)
        if refused is not None:
            return refused
        key = request.headers.get("Idempotency-Key")
        if key and key in state.answers:
            return web.json_response(state.answers[key], status=201)
        try:
            body = await request.json()
        except ValueError:
            return web.json_response({"message": "body is not JSON"}, status=400)
        answer = make(request, body if isinstance(body, dict) else {})
        if isinstance(answer, web.Response):
            return answer
        if key:
            state.answers[key] = answer
        # A slow answer comes after the work is done: a caller that gives up has lost an answer.
        await _slowly(state)
        return web.json_response(answer, status=201)

    def issue(request: web.Request, body: dict[str, Any]) -> dict[str, Any] | web.Response:
        iccid = str(body.get("iccid", ""))
        if not iccid.isdigit():
            return web.json_response({"message": "iccid required"}, status=400)
        sim = state.sim(iccid)
        sim.active = True
        sim.issued = True
        # An eSIM's plan starts at its first connection at the destination, not at purchase.
        sim.packages.append(_new_package(state, body, "esim_bundle", started=False))
        matching_id = state.matching_id(iccid)
        return {
            "iccid": iccid,
            "smdp_address": SMDP_ADDRESS,
            "matching_id": matching_id,
            "activation_code": f"LPA:1${SMDP_ADDRESS}${matching_id}",
            "reference": f"PRF-{iccid[-8:]}",
        }

    def activate(request: web.Request, body: dict[str, Any]) -> dict[str, Any]:
        sim = state.sim(request.match_info["iccid"])
        sim.active = True
        if not sim.packages:
            sim.packages.append(
                _new_package(state, {"package": {"name": "SIM bundle"}, **body}, "sim_bundle")
            )
        return {"iccid": sim.iccid, "status": "active"}

    def top_up(request: web.Request, body: dict[str, Any]) -> dict[str, Any]:
        sim = state.sim(request.match_info["iccid"])
        package = _new_package(state, body, "data_package")
        sim.packages.append(package)
        return {"iccid": sim.iccid, "reference": package["id"]}

    async def profiles(request: web.Request) -> web.Response:
        return await idempotent(request, issue)

    async def activation(request: web.Request) -> web.Response:
        return await idempotent(request, activate)

    async def add_package(request: web.Request) -> web.Response:
        return await idempotent(request, top_up)

    async def packages(request: web.Request) -> web.Response:
        refused = await gate(request)
        if refused is not None:
            return refused
        await _slowly(state)
        sim = state.sims.get(request.match_info["iccid"])
        listed = [_package_view(state, package) for package in sim.packages] if sim else []
        if sim is not None and sim.voided:
            listed = [{**package, "status": "INACTIVE"} for package in listed]
        return web.json_response({"iccid": request.match_info["iccid"], "packages": listed})

    return [
        web.post(prefix + "/v1/profiles", profiles),
        web.post(prefix + "/v1/sims/{iccid}/activation", activation),
        web.post(prefix + "/v1/sims/{iccid}/packages", add_package),
        web.get(prefix + "/v1/sims/{iccid}/packages", packages),
        web.route("*", prefix + "/v1/sims/{iccid}/usage", _usage_handler(state, gate)),
        *profile_routes(state, prefix, gate, idempotent, start=_started),
    ]


def create_simulator_app(state: SimulatorState) -> web.Application:
    """The simulator alone (tests, `kelana telco-simulator`), at the site root."""
    app = web.Application()
    app.add_routes(simulator_routes(state, prefix=""))
    return app
