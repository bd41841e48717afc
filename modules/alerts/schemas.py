from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from modules.alerts.enums import AlertKind

SWEEP_JOB = "alerts.sweep"  # reads usage at the telco, enqueues the alerts due
SEND_JOB = "alerts.send"  # one alert e-mail (its key names the ICCID, package and threshold)


class AlertJob(BaseModel):
    """The payload of SEND_JOB: the package as the sweep found it."""

    model_config = ConfigDict(extra="ignore")

    uid: str = Field(min_length=1, max_length=128)
    iccid: str = Field(pattern=r"^\d{1,20}$")
    package_id: str = Field(min_length=1, max_length=100)
    kind: AlertKind
    package_name: str = Field(max_length=200)
    package_name_en: str | None = Field(default=None, max_length=200)
    used_mb: int = Field(ge=0)
    total_mb: int | None = Field(default=None, ge=0)
    end_time: datetime | None = None
    product_id: str | None = Field(default=None, max_length=64)


class SweepReport(BaseModel):
    """What one sweep did (logged; tests read it)."""

    iccids: int = 0
    packages: int = 0
    due: int = 0  # alerts due (each enqueued once: a key already queued adds nothing)
    unreachable: int = 0
