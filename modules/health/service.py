from typing import Protocol

from modules.health.schemas import DatabaseState, HealthReport


class DatabaseProbe(Protocol):
    async def is_reachable(self) -> bool: ...


class HealthService:
    def __init__(self, *, database: DatabaseProbe) -> None:
        self._database = database

    async def check(self) -> HealthReport:
        reachable = await self._database.is_reachable()
        state = DatabaseState.REACHABLE if reachable else DatabaseState.UNREACHABLE
        return HealthReport(database=state)
