"""Which alert a package is due, from its figures and the time: no I/O, so tests state the rule."""

from datetime import datetime, timedelta

from modules.alerts.enums import AlertKind
from modules.esim.schemas import Package

DATA_THRESHOLDS = ((90, AlertKind.DATA_90), (75, AlertKind.DATA_75))  # furthest first
END_THRESHOLDS = ((1, AlertKind.ENDS_1D), (3, AlertKind.ENDS_3D))  # nearest first


def data_alert(*, used_mb: int, total_mb: int | None) -> AlertKind | None:
    """The furthest data threshold reached; none for an unlimited package (no total)."""
    if not total_mb or total_mb <= 0:
        return None
    for percent, kind in DATA_THRESHOLDS:
        if used_mb * 100 >= percent * total_mb:  # whole numbers: 74.99 % is not 75 %
            return kind
    return None


def end_alert(
    *, end_time: datetime | None, now: datetime, validity_days: int | None
) -> AlertKind | None:
    """The nearest end threshold reached. A package that lasts no longer than a threshold is
    not told it at its start (a 3-day package gets the 1-day alert, not the 3-day one)."""
    if end_time is None or end_time <= now:
        return None
    left = end_time - now
    for days, kind in END_THRESHOLDS:
        if left <= timedelta(days=days):
            if validity_days is not None and validity_days <= days:
                return None
            return kind
    return None


def due_alerts(package: Package, *, now: datetime) -> list[AlertKind]:
    """What an active package is due now (at most one of each family)."""
    if package.status.upper() != "ACTIVE":
        return []
    due = [
        data_alert(used_mb=package.usedMb, total_mb=package.totalMb),
        end_alert(end_time=package.endTime, now=now, validity_days=package.validityDays),
    ]
    return [kind for kind in due if kind is not None]
