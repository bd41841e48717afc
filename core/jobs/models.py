"""The job table: deferred work beside the business data, enqueued in the caller's transaction."""

from enum import StrEnum

from tortoise import fields
from tortoise.models import Model


class JobState(StrEnum):
    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    DEAD = "dead"


class Job(Model):
    id = fields.BigIntField(primary_key=True)
    kind = fields.CharField(max_length=100)
    payload = fields.JSONField()
    # Unique when given: enqueueing the same key twice leaves one job.
    key = fields.CharField(max_length=200, unique=True, null=True)
    state = fields.CharEnumField(JobState, max_length=16, default=JobState.QUEUED)
    run_after = fields.DatetimeField()
    attempts = fields.IntField(default=0)
    max_attempts = fields.IntField(default=10)
    # The worker that holds the job, and until when; a lease that runs out hands it to another.
    lease_owner = fields.CharField(max_length=100, null=True)
    lease_expires_at = fields.DatetimeField(null=True)
    last_error = fields.TextField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    finished_at = fields.DatetimeField(null=True)

    class Meta:
        table = "jobs"
        indexes = (("state", "run_after"), ("kind", "state"))
