"""How the back office writes moments: in Jakarta time (WIB), to the minute."""

from datetime import datetime, timedelta, timezone

WIB = timezone(timedelta(hours=7), "WIB")


def wib(moment: datetime | None) -> str:
    return moment.astimezone(WIB).strftime("%Y-%m-%d %H:%M") if moment else ""
