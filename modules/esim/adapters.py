"""The telco behind one Protocol. The default client speaks HTTP to a reseller API: the store's
own simulator (modules/esim/simulator.py) unless TELCO_BASE_URL names a real one."""

import asyncio
from dataclasses import dataclass
from datetime import datetime
from http import HTTPStatus
from typing import Any, Protocol

import aiohttp
import structlog

log = structlog.get_logger(__name__)

_RETRYABLE = {500, 502, 503, 504}


class TelcoError(Exception):
    """The telco refused or could not be reached; `retryable` says whether asking again may help."""

    def __init__(self, message: str, *, retryable: bool) -> None:
        super().__init__(message)
        self.retryable = retryable


@dataclass(frozen=True)
class TelcoProfile:
    iccid: str
    activation_code: str  # LPA:1$<SM-DP+ address>$<matching id>
    smdp_address: str
    matching_id: str
    reference: str


@dataclass(frozen=True)
class TelcoPackage:
    id: str
    name: str
    status: str
    end_time: datetime | None
    order_id: str | None
    package_type: str
    support_refill: bool
    used_mb: int
    total_mb: int | None
    usage_updated_at: datetime | None
    validity_days: int | None = None  # how long it lasts once started


class Telco(Protocol):
    async def issue_esim(
        self, *, iccid: str, package: dict[str, Any], order_id: str, idempotency_key: str
    ) -> TelcoProfile: ...

    async def activate_sim(
        self, *, iccid: str, package: dict[str, Any], order_id: str, idempotency_key: str
    ) -> None: ...

    async def add_package(
        self, *, iccid: str, package: dict[str, Any], order_id: str, idempotency_key: str
    ) -> str: ...

    async def packages(self, *, iccid: str) -> list[TelcoPackage]: ...

    async def void_esim(self, *, iccid: str, idempotency_key: str) -> None: ...


class HttpTelco:
    """A reseller API over HTTP: a timeout per call, a few quick retries on 5xx and lost
    connections, and an Idempotency-Key on every change so a retry never makes a second one."""

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str | None,
        timeout_seconds: float = 10,
        attempts: int = 3,
        backoff_seconds: float = 0.2,
    ) -> None:
        self._base = base_url.rstrip("/")
        self._headers = {
            "Accept": "application/json",
            **({"X-Api-Key": api_key} if api_key else {}),
        }
        self._timeout = aiohttp.ClientTimeout(total=timeout_seconds)
        self._attempts = attempts
        self._backoff = backoff_seconds

    async def _call(
        self, method: str, path: str, *, body: dict[str, Any] | None = None, key: str | None = None
    ) -> dict[str, Any]:
        headers = {**self._headers, **({"Idempotency-Key": key} if key else {})}
        last: TelcoError | None = None
        for attempt in range(1, self._attempts + 1):
            try:
                async with (
                    aiohttp.ClientSession(timeout=self._timeout) as session,
                    session.request(
                        method, self._base + path, json=body, headers=headers
                    ) as answer,
                ):
                    data = await answer.json(content_type=None)
                    if answer.status < HTTPStatus.MULTIPLE_CHOICES and isinstance(data, dict):
                        return data
                    message = data.get("message") if isinstance(data, dict) else None
                    last = TelcoError(
                        f"telco answered {answer.status}: {message}",
                        retryable=answer.status in _RETRYABLE,
                    )
            except (aiohttp.ClientError, TimeoutError, ValueError) as error:
                last = TelcoError(f"telco unreachable: {type(error).__name__}", retryable=True)
            if not last.retryable or attempt == self._attempts:
                break
            await asyncio.sleep(self._backoff * attempt)
        assert last is not None  # noqa: S101 - the loop ran at least once
        raise last

    async def issue_esim(
        self, *, iccid: str, package: dict[str, Any], order_id: str, idempotency_key: str
    ) -> TelcoProfile:
        data = await self._call(
            "POST",
            "/v1/profiles",
            body={"iccid": iccid, "package": package, "order_id": order_id},
            key=idempotency_key,
        )
        return TelcoProfile(
            iccid=data["iccid"],
            activation_code=data["activation_code"],
            smdp_address=data["smdp_address"],
            matching_id=data["matching_id"],
            reference=data["reference"],
        )

    async def activate_sim(
        self, *, iccid: str, package: dict[str, Any], order_id: str, idempotency_key: str
    ) -> None:
        """The card goes live with the package its buyer paid for (as an eSIM is issued)."""
        await self._call(
            "POST",
            f"/v1/sims/{iccid}/activation",
            body={"package": package, "order_id": order_id},
            key=idempotency_key,
        )

    async def add_package(
        self, *, iccid: str, package: dict[str, Any], order_id: str, idempotency_key: str
    ) -> str:
        data = await self._call(
            "POST",
            f"/v1/sims/{iccid}/packages",
            body={"package": package, "order_id": order_id},
            key=idempotency_key,
        )
        return str(data["reference"])

    async def void_esim(self, *, iccid: str, idempotency_key: str) -> None:
        """The eSIM was refunded: its profile is voided, so it can never be installed."""
        await self._call("POST", f"/v1/profiles/{iccid}/void", body={}, key=idempotency_key)

    async def packages(self, *, iccid: str) -> list[TelcoPackage]:
        data = await self._call("GET", f"/v1/sims/{iccid}/packages")
        return [
            TelcoPackage(
                id=str(item["id"]),
                name=item["name"],
                status=item["status"],
                end_time=_time(item.get("end_time")),
                order_id=item.get("order_id"),
                package_type=item["package_type"],
                support_refill=bool(item["support_refill"]),
                used_mb=int(item.get("used_mb", 0)),
                total_mb=item.get("total_mb"),
                usage_updated_at=_time(item.get("usage_updated_at")),
                validity_days=item.get("validity_days"),
            )
            for item in data.get("packages", [])
        ]


def _time(value: object) -> datetime | None:
    return datetime.fromisoformat(value) if isinstance(value, str) else None
