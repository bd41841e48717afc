from enum import StrEnum

from pydantic import BaseModel


class DatabaseState(StrEnum):
    REACHABLE = "reachable"
    UNREACHABLE = "unreachable"


class HealthReport(BaseModel):
    database: DatabaseState

    @property
    def healthy(self) -> bool:
        return self.database is DatabaseState.REACHABLE


class Liveness(BaseModel):
    alive: bool
