"""A clock tests set by hand; services take `clock` as a provider and tests override it with this.

Separate from core.testing because modules' tests may not import that (it reaches the container)."""

from datetime import datetime


class FakeClock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now
