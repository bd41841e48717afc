"""Enqueue, claim and settle jobs: the table's every write, on SQLite and PostgreSQL alike.

Claiming follows the design of Solid Queue, Oban and river: a job row is taken with a lease
(`lease_owner`, `lease_expires_at`). On PostgreSQL the candidates are locked with
`FOR UPDATE SKIP LOCKED`, so any number of worker processes share the table and no job is taken
twice; on SQLite (one process runs the jobs) the same UPDATE is conditional on the state it saw.
A lease that runs out makes the job claimable again: a killed worker's job is retried.
"""

import asyncio
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

import structlog
from tortoise.connection import get_connections
from tortoise.expressions import F, Q
from tortoise.functions import Count
from tortoise.transactions import in_transaction

from core.db import CONNECTION_NAME, Dialect
from core.jobs.models import Job, JobState

log = structlog.get_logger(__name__)

# PostgreSQL channel the queue notifies on; its payload is the job's kind.
NOTIFY_CHANNEL = "kelana_jobs"
BACKOFF_BASE_SECONDS = 2.0
BACKOFF_CAP_SECONDS = 3600.0
ERROR_TEXT_LIMIT = 4000


class HasDialect(Protocol):
    @property
    def dialect(self) -> Dialect: ...


@dataclass(frozen=True)
class ClaimedJob:
    id: int
    kind: str
    payload: Any
    key: str | None
    attempt: int
    max_attempts: int


@dataclass(frozen=True)
class JobRow:
    """What `kelana jobs` and the back office show of a job."""

    id: int
    kind: str
    state: JobState
    key: str | None
    attempts: int
    max_attempts: int
    run_after: datetime
    last_error: str | None
    created_at: datetime
    finished_at: datetime | None


def _utcnow() -> datetime:
    return datetime.now(UTC)


def backoff_seconds(attempt: int, *, rng: Callable[[], float] = random.random) -> float:
    """Exponential in the attempt number, capped, with jitter over its upper half so that jobs
    failing together do not come back together."""
    ceiling = min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** max(attempt - 1, 0))
    return ceiling / 2 + rng() * ceiling / 2


class JobQueue:
    def __init__(self, *, database: HasDialect, clock: Callable[[], datetime] = _utcnow) -> None:
        self._database = database
        self._clock = clock
        # Set when a job is enqueued by this process: wakes this process's runner at once.
        self.local_work = asyncio.Event()

    @property
    def dialect(self) -> Dialect:
        return self._database.dialect

    def now(self) -> datetime:
        return self._clock()

    async def enqueue(
        self,
        kind: str,
        payload: Mapping[str, Any] | None = None,
        *,
        key: str | None = None,
        run_after: datetime | None = None,
        max_attempts: int = 10,
    ) -> None:
        """Add a job. Call it inside the transaction of the change that causes the work: a
        rollback then leaves no job. With `key`, a second enqueue of the same key adds nothing."""
        row = Job(
            kind=kind,
            payload=dict(payload or {}),
            key=key,
            run_after=run_after or self._clock(),
            max_attempts=max_attempts,
        )
        if key is None:
            await row.save()
        else:
            await Job.bulk_create([row], ignore_conflicts=True)
        if self.dialect is Dialect.POSTGRES:
            # Inside a transaction PostgreSQL delivers this only when it commits.
            await (
                get_connections()
                .get(CONNECTION_NAME)
                .execute_query("SELECT pg_notify($1, $2)", [NOTIFY_CHANNEL, kind])
            )
        # On SQLite a transaction holds the one connection, so the runner's claim waits for
        # the commit; on PostgreSQL an early wake finds nothing and the NOTIFY follows.
        self.local_work.set()

    async def claim(self, *, owner: str, limit: int, lease: timedelta) -> list[ClaimedJob]:
        """Take up to `limit` due jobs (and jobs whose lease ran out) for `owner`."""
        now = self._clock()
        due = Q(state=JobState.QUEUED, run_after__lte=now) | Q(
            state=JobState.RUNNING, lease_expires_at__lt=now
        )
        async with in_transaction(CONNECTION_NAME):
            candidates = Job.filter(due).order_by("run_after", "id").limit(limit)
            if self.dialect is Dialect.POSTGRES:
                candidates = candidates.select_for_update(skip_locked=True)
            # `.only`, not `.values_list`: Tortoise drops FOR UPDATE from a values_list query,
            # and runners then queued behind each other's claims instead of passing them over.
            ids = [row.id for row in await candidates.only("id")]
            if not ids:
                return []
            # Conditional on `due` still holding: on SQLite this is what makes the claim safe.
            await Job.filter(due, id__in=ids).update(
                state=JobState.RUNNING,
                attempts=F("attempts") + 1,
                lease_owner=owner,
                lease_expires_at=now + lease,
            )
            rows = await Job.filter(id__in=ids, lease_owner=owner, state=JobState.RUNNING)
        claimed = [
            ClaimedJob(
                id=row.id,
                kind=row.kind,
                payload=row.payload,
                key=row.key,
                attempt=row.attempts,
                max_attempts=row.max_attempts,
            )
            for row in rows
        ]
        return sorted(claimed, key=lambda job: job.id)

    async def extend_lease(self, job: ClaimedJob, *, owner: str, lease: timedelta) -> bool:
        extended = await Job.filter(id=job.id, lease_owner=owner, state=JobState.RUNNING).update(
            lease_expires_at=self._clock() + lease
        )
        return bool(extended)

    async def complete(self, job: ClaimedJob, *, owner: str) -> bool:
        done = await Job.filter(id=job.id, lease_owner=owner, state=JobState.RUNNING).update(
            state=JobState.DONE, finished_at=self._clock(), lease_owner=None, last_error=None
        )
        return bool(done)

    async def fail(self, job: ClaimedJob, *, owner: str, error: str) -> JobState:
        """Record a failed attempt: back to the queue after a backoff, or dead after the last."""
        now = self._clock()
        gave_up = job.attempt >= job.max_attempts
        state = JobState.DEAD if gave_up else JobState.QUEUED
        await Job.filter(id=job.id, lease_owner=owner, state=JobState.RUNNING).update(
            state=state,
            run_after=now if gave_up else now + timedelta(seconds=backoff_seconds(job.attempt)),
            finished_at=now if gave_up else None,
            lease_owner=None,
            lease_expires_at=None,
            last_error=error[:ERROR_TEXT_LIMIT],
        )
        return state

    async def bury(self, job: ClaimedJob, *, owner: str, error: str) -> None:
        """Dead at once: the job cannot succeed (no handler for its kind, or its lease ran out
        on its last attempt)."""
        await Job.filter(id=job.id, lease_owner=owner, state=JobState.RUNNING).update(
            state=JobState.DEAD,
            finished_at=self._clock(),
            lease_owner=None,
            lease_expires_at=None,
            last_error=error[:ERROR_TEXT_LIMIT],
        )

    async def release(self, job: ClaimedJob, *, owner: str) -> None:
        """Give a job back untouched (the worker is stopping): the attempt does not count."""
        await Job.filter(id=job.id, lease_owner=owner, state=JobState.RUNNING).update(
            state=JobState.QUEUED,
            attempts=F("attempts") - 1,
            lease_owner=None,
            lease_expires_at=None,
            run_after=self._clock(),
        )

    async def retry(self, job_id: int) -> bool:
        """A dead job goes back to the queue with its attempts counted afresh."""
        retried = await Job.filter(id=job_id, state=JobState.DEAD).update(
            state=JobState.QUEUED,
            attempts=0,
            run_after=self._clock(),
            finished_at=None,
        )
        if retried and self.dialect is Dialect.POSTGRES:
            await (
                get_connections()
                .get(CONNECTION_NAME)
                .execute_query("SELECT pg_notify($1, $2)", [NOTIFY_CHANNEL, "retry"])
            )
        return bool(retried)

    async def jobs(
        self,
        *,
        states: tuple[JobState, ...] = (),
        kind: str | None = None,
        keys: tuple[str, ...] = (),
        limit: int = 50,
    ) -> list[JobRow]:
        """The newest jobs first; with `keys`, only jobs whose key is one of them or starts
        with one of them followed by ":" (an order's jobs are keyed `<kind>:<order id>[:...]`)."""
        query = Job.all()
        if states:
            query = query.filter(state__in=states)
        if kind:
            query = query.filter(kind=kind)
        if keys:
            matches = Q(key__in=keys)
            for key in keys:
                matches |= Q(key__startswith=f"{key}:")
            query = query.filter(matches)
        rows = await query.order_by("-id").limit(limit)
        return [
            JobRow(
                id=row.id,
                kind=row.kind,
                state=row.state,
                key=row.key,
                attempts=row.attempts,
                max_attempts=row.max_attempts,
                run_after=row.run_after,
                last_error=row.last_error,
                created_at=row.created_at,
                finished_at=row.finished_at,
            )
            for row in rows
        ]

    async def counts(self) -> dict[tuple[str, JobState], int]:
        """How many jobs of each kind are in each state (metrics, dashboards)."""
        rows = (
            await Job.all()
            .group_by("kind", "state")
            .annotate(total=Count("id"))
            .values("kind", "state", "total")
        )
        return {(row["kind"], JobState(row["state"])): row["total"] for row in rows}
