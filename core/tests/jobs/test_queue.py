"""The queue and the runner in one process: transactions, keys, retries, leases, dead jobs."""

import asyncio
from datetime import timedelta

import pytest
from tortoise.transactions import in_transaction

from core.db import CONNECTION_NAME
from core.jobs import JobContext, JobQueue, JobRunner, JobState, PermanentJobError
from core.jobs.models import Job
from core.tests.jobs.conftest import Clock
from core.tests.jobs.worker_process import record_effect

LEASE = timedelta(seconds=30)


async def record(job: JobContext) -> None:
    await record_effect(job, "ran")


def runner(queue: JobQueue, **handlers: object) -> JobRunner:
    kinds = {name.replace("_", "."): handler for name, handler in handlers.items()}
    return JobRunner(queue=queue, handlers=kinds, poll_seconds=60, concurrency=4)  # type: ignore[arg-type]


async def test_a_rolled_back_change_leaves_no_job(queue: JobQueue) -> None:
    class Failure(Exception):
        pass

    async def change_that_fails() -> None:
        async with in_transaction(CONNECTION_NAME):
            await queue.enqueue("mail.send", {"to": "a@example.com"})
            raise Failure

    with pytest.raises(Failure):
        await change_that_fails()
    assert await Job.all().count() == 0

    async with in_transaction(CONNECTION_NAME):
        await queue.enqueue("mail.send", {"to": "a@example.com"})
    assert await Job.filter(state=JobState.QUEUED).count() == 1


async def test_the_same_key_enqueued_twice_and_at_once_gives_one_job(queue: JobQueue) -> None:
    await queue.enqueue("order.expire", {"order": "A1"}, key="order.expire:A1")
    await asyncio.gather(
        *(queue.enqueue("order.expire", {"order": "A1"}, key="order.expire:A1") for _ in range(20))
    )
    await queue.enqueue("order.expire", {"order": "B2"}, key="order.expire:B2")
    assert sorted(await Job.all().values_list("key", flat=True)) == [
        "order.expire:A1",
        "order.expire:B2",
    ]


async def test_a_job_runs_once_and_is_done(queue: JobQueue, effects) -> None:
    await queue.enqueue("test.record", {"n": 1})
    ran = await runner(queue, test_record=record).run_until_idle()
    assert ran == 1
    assert [row["attempt"] for row in await effects()] == [1]
    assert await Job.filter(state=JobState.DONE).count() == 1
    # Nothing left: a second round runs nothing.
    assert await runner(queue, test_record=record).run_until_idle() == 0


async def test_a_failing_job_is_retried_with_backoff_then_dead_and_visible(
    queue: JobQueue, clock: Clock, effects
) -> None:
    async def flaky(job: JobContext) -> None:
        await record(job)
        raise ConnectionError("telco did not answer")

    await queue.enqueue("test.flaky", {}, max_attempts=3)
    jobs = runner(queue, test_flaky=flaky)
    waits = []
    for attempt in (1, 2):
        assert await jobs.run_until_idle() == 1
        (row,) = await Job.all()
        assert row.state is JobState.QUEUED
        assert row.attempts == attempt
        assert "telco did not answer" in (row.last_error or "")
        waits.append((row.run_after - clock.now).total_seconds())
        # Not due yet: the backoff holds it back.
        assert await jobs.run_until_idle() == 0
        clock.advance(waits[-1])
    # Exponential: the second wait's range (2-4 s) lies above the first's (1-2 s).
    assert 1 <= waits[0] <= 2 < waits[1] <= 4

    assert await jobs.run_until_idle() == 1
    (row,) = await Job.all()
    assert row.state is JobState.DEAD
    assert row.attempts == 3
    assert len(await effects()) == 3
    (listed,) = await queue.jobs(states=(JobState.DEAD,))
    assert listed.id == row.id
    assert "telco did not answer" in (listed.last_error or "")

    # A person retries it: it runs again with its attempts counted afresh.
    assert await queue.retry(row.id)
    assert not await queue.retry(row.id)  # only a dead job can be retried
    await jobs.run_until_idle()
    assert (await Job.get(id=row.id)).attempts == 1


async def test_a_permanent_error_or_an_unknown_kind_is_dead_at_once(queue: JobQueue) -> None:
    async def refuses(_job: JobContext) -> None:
        raise PermanentJobError("order no longer exists")

    await queue.enqueue("test.refuses", {})
    await queue.enqueue("nobody.handles.this", {})
    await runner(queue, test_refuses=refuses).run_until_idle()
    rows = {row.kind: row for row in await Job.all()}
    assert rows["test.refuses"].state is JobState.DEAD
    assert rows["test.refuses"].attempts == 1
    assert rows["nobody.handles.this"].state is JobState.DEAD
    assert "no handler" in (rows["nobody.handles.this"].last_error or "")


async def test_an_expired_lease_hands_the_job_to_another_worker(
    queue: JobQueue, clock: Clock
) -> None:
    await queue.enqueue("test.record", {})
    (first,) = await queue.claim(owner="worker-a", limit=5, lease=LEASE)
    # While the lease holds, nobody else gets it.
    assert await queue.claim(owner="worker-b", limit=5, lease=LEASE) == []
    clock.advance(LEASE.total_seconds() + 1)
    (second,) = await queue.claim(owner="worker-b", limit=5, lease=LEASE)
    assert second.id == first.id
    assert second.attempt == 2
    # The first worker, back from the dead, can no longer settle the job.
    assert not await queue.complete(first, owner="worker-a")
    assert await queue.complete(second, owner="worker-b")
    assert (await Job.get(id=first.id)).state is JobState.DONE


async def test_concurrent_claims_never_take_a_job_twice(queue: JobQueue) -> None:
    for n in range(30):
        await queue.enqueue("test.record", {"n": n})
    ids: list[int] = []
    # On PostgreSQL a claimer skips rows another holds locked, so it may come back with fewer
    # than it asked for: rounds go on until every job is taken.
    for _ in range(30):
        batches = await asyncio.gather(
            *(queue.claim(owner=f"w{n}", limit=3, lease=LEASE) for n in range(20))
        )
        ids += [job.id for batch in batches for job in batch]
        if len(ids) >= 30:
            break
    assert len(ids) == len(set(ids)) == 30


async def test_the_lease_of_a_long_job_is_renewed_while_it_runs(
    queue: JobQueue, clock: Clock
) -> None:
    started = asyncio.Event()
    release = asyncio.Event()

    async def long(_job: JobContext) -> None:
        started.set()
        await release.wait()

    await queue.enqueue("test.long", {})
    jobs = JobRunner(queue=queue, handlers={"test.long": long}, poll_seconds=60, lease_seconds=0.3)
    running = asyncio.create_task(jobs.run())
    await asyncio.wait_for(started.wait(), 10)
    (row,) = await Job.all()
    first_expiry = row.lease_expires_at
    # The test clock stands still; moved on, a renewal writes a later expiry.
    clock.advance(100)
    for _ in range(50):
        await asyncio.sleep(0.05)
        if (await Job.get(id=row.id)).lease_expires_at != first_expiry:
            break
    assert (await Job.get(id=row.id)).lease_expires_at > first_expiry
    release.set()
    jobs.stop()
    await asyncio.wait_for(running, 10)
    assert (await Job.get(id=row.id)).state is JobState.DONE
