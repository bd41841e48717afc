"""The job runner: claims due jobs, runs each kind's handler, settles the outcome.

It runs inside the web process on the embedded default (RUN_JOBS=inline) and alone in
`kelana worker` processes. It wakes when this process enqueues, when PostgreSQL delivers a
NOTIFY on the queue's channel (another process committed a job), and, as a fallback, every
`poll_seconds`. Delivery is at least once: a handler must be safe to run again.
"""

import asyncio
import contextlib
import os
import socket
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import asyncpg
import structlog

from core.db import Dialect
from core.jobs.models import JobState
from core.jobs.queue import NOTIFY_CHANNEL, ClaimedJob, JobQueue

log = structlog.get_logger(__name__)

STOP_SECONDS = 10.0


@dataclass(frozen=True)
class JobContext:
    """What a handler is given: the job's payload and where it stands."""

    id: int
    kind: str
    payload: Any
    key: str | None
    attempt: int
    max_attempts: int

    @property
    def is_last_attempt(self) -> bool:
        return self.attempt >= self.max_attempts


JobHandler = Callable[[JobContext], Awaitable[None]]
# Called after each run: (kind, outcome, seconds). The metrics module records it.
RunObserver = Callable[[str, str, float], None]
# Called on each round of the runner's loop that reached the queue (the worker's heartbeat).
Heartbeat = Callable[[], None]


class PermanentJobError(Exception):
    """Raised by a handler when retrying cannot help: the job is dead at once."""


def _owner_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class JobRunner:
    def __init__(
        self,
        *,
        queue: JobQueue,
        handlers: Mapping[str, JobHandler],
        poll_seconds: float = 5.0,
        concurrency: int = 4,
        lease_seconds: float = 60.0,
        listen_url: str | None = None,
        observers: tuple[RunObserver, ...] = (),
        heartbeats: tuple[Heartbeat, ...] = (),
    ) -> None:
        self._queue = queue
        self._handlers = dict(handlers)
        self._poll_seconds = poll_seconds
        self._concurrency = max(1, concurrency)
        self._lease = timedelta(seconds=lease_seconds)
        self._listen_url = listen_url
        self._observers = observers
        self._heartbeats = heartbeats
        self.owner = _owner_name()
        self._wake = asyncio.Event()
        self._stopping = False
        self._active: set[asyncio.Task[None]] = set()

    def stop(self) -> None:
        """Claim nothing more; jobs in progress finish (or are given back after a while)."""
        self._stopping = True
        self._wake.set()

    def wake(self) -> None:
        self._wake.set()

    async def run(self) -> None:
        self._stopping = False
        listener = await self._listen()
        log.info(
            "job_runner_started",
            owner=self.owner,
            concurrency=self._concurrency,
            listening=listener is not None,
        )
        local = asyncio.create_task(self._forward_local_work())
        try:
            await self._loop()
        finally:
            local.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await local
            if listener is not None:
                with contextlib.suppress(OSError, asyncpg.PostgresError):
                    await listener.close()
            await self._finish_active()
            log.info("job_runner_stopped", owner=self.owner)

    async def run_until_idle(self) -> int:
        """Run every due job (and what they enqueue) until none is left; for tests and tools.
        Returns how many jobs ran."""
        ran = 0
        while batch := await self._queue.claim(
            owner=self.owner, limit=self._concurrency, lease=self._lease
        ):
            await asyncio.gather(*(self._execute(job) for job in batch))
            ran += len(batch)
        return ran

    async def _loop(self) -> None:
        while not self._stopping:
            self._wake.clear()
            free = self._concurrency - len(self._active)
            claimed: list[ClaimedJob] = []
            alive = True
            if free > 0:
                try:
                    claimed = await self._queue.claim(
                        owner=self.owner, limit=free, lease=self._lease
                    )
                except asyncio.CancelledError:
                    raise
                except Exception:  # a database outage must not end the runner for good
                    alive = False  # no beat: a runner that cannot reach its queue does no work
                    log.exception("job_claim_failed", owner=self.owner)
            if alive:
                for beat in self._heartbeats:
                    beat()
            for job in claimed:
                task = asyncio.create_task(self._execute(job))
                self._active.add(task)
                task.add_done_callback(self._finished)
            if claimed and len(claimed) == free:
                continue  # there may be more due right now
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self._poll_seconds)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._active.discard(task)
        self._wake.set()  # a slot is free

    async def _forward_local_work(self) -> None:
        while True:
            await self._queue.local_work.wait()
            self._queue.local_work.clear()
            self._wake.set()

    async def _listen(self) -> asyncpg.Connection | None:
        if self._queue.dialect is not Dialect.POSTGRES or not self._listen_url:
            return None
        try:
            connection = await asyncpg.connect(self._listen_url)
            await connection.add_listener(NOTIFY_CHANNEL, lambda *_: self._wake.set())
        except (OSError, asyncpg.PostgresError) as error:
            log.warning("job_listen_failed", error=repr(error), fallback="polling")
            return None
        return connection

    async def _execute(self, job: ClaimedJob) -> None:
        started = time.perf_counter()
        outcome = "done"
        structlog.contextvars.bind_contextvars(job_id=job.id, job_kind=job.kind)
        try:
            outcome = await self._run_handler(job)
        except asyncio.CancelledError:
            outcome = "released"
            await asyncio.shield(self._queue.release(job, owner=self.owner))
            raise
        except Exception:  # a failure to record the outcome: the lease brings the job back
            outcome = "unsettled"
            log.exception("job_settle_failed")
        finally:
            seconds = time.perf_counter() - started
            for observe in self._observers:
                observe(job.kind, outcome, seconds)
            structlog.contextvars.unbind_contextvars("job_id", "job_kind")

    async def _run_handler(self, job: ClaimedJob) -> str:
        handler = self._handlers.get(job.kind)
        if handler is None:
            await self._queue.bury(job, owner=self.owner, error=f"no handler for {job.kind!r}")
            log.error("job_dead", reason="no_handler")
            return "dead"
        if job.attempt > job.max_attempts:
            # Its lease ran out on the last attempt (the worker died): nothing more to try.
            await self._queue.bury(job, owner=self.owner, error="lease expired on last attempt")
            log.error("job_dead", reason="lease_expired", attempts=job.max_attempts)
            return "dead"
        context = JobContext(
            id=job.id,
            kind=job.kind,
            payload=job.payload,
            key=job.key,
            attempt=job.attempt,
            max_attempts=job.max_attempts,
        )
        heartbeat = asyncio.create_task(self._keep_lease(job))
        try:
            await handler(context)
        except asyncio.CancelledError:
            raise
        except PermanentJobError as error:
            await self._queue.bury(job, owner=self.owner, error=repr(error))
            log.warning("job_dead", reason="permanent_error", error=repr(error))
            return "dead"
        except Exception as error:  # noqa: BLE001 - any failure of a handler is a failed attempt
            state = await self._queue.fail(job, owner=self.owner, error=repr(error))
            log.warning("job_failed", attempt=job.attempt, state=state.value, error=repr(error))
            return "dead" if state is JobState.DEAD else "retry"
        finally:
            heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await heartbeat
        await self._queue.complete(job, owner=self.owner)
        return "done"

    async def _keep_lease(self, job: ClaimedJob) -> None:
        while True:
            await asyncio.sleep(self._lease.total_seconds() / 3)
            with contextlib.suppress(Exception):
                await self._queue.extend_lease(job, owner=self.owner, lease=self._lease)

    async def _finish_active(self) -> None:
        if not self._active:
            return
        _, late = await asyncio.wait(self._active, timeout=STOP_SECONDS)
        for task in late:
            task.cancel()
        for task in late:
            with contextlib.suppress(asyncio.CancelledError):
                await task
