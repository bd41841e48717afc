"""Durable jobs: deferred work as rows beside the business data (see queue.py and runner.py)."""

from core.jobs.models import JobState
from core.jobs.queue import ClaimedJob, JobQueue, JobRow, backoff_seconds
from core.jobs.runner import JobContext, JobHandler, JobRunner, PermanentJobError

# The platform's Tortoise app; core.modules puts it first in the migration order.
JOBS_MODEL_APP = {"jobs": ("core.jobs.models",)}

__all__ = [
    "JOBS_MODEL_APP",
    "ClaimedJob",
    "JobContext",
    "JobHandler",
    "JobQueue",
    "JobRow",
    "JobRunner",
    "JobState",
    "PermanentJobError",
    "backoff_seconds",
]
