"""The only code that reads and writes the sent alerts' table."""

from dataclasses import dataclass
from datetime import datetime

from tortoise.transactions import in_transaction

from modules.alerts.enums import AlertKind
from modules.alerts.models import SentAlert


@dataclass(frozen=True)
class StoredAlert:
    iccid: str
    package_id: str
    kind: AlertKind
    outbox_id: int | None
    created_at: datetime


class AlertRepository:
    def transaction(self):  # type: ignore[no-untyped-def]
        return in_transaction()

    async def claim(self, *, iccid: str, package_id: str, kind: AlertKind) -> int:
        """The alert's row; a second one for the same package and kind raises IntegrityError
        (call it inside the transaction that writes the e-mail, which then rolls back)."""
        row = await SentAlert.create(iccid=iccid, package_id=package_id, kind=kind)
        return row.id

    async def mailed(self, alert_id: int, *, outbox_id: int) -> None:
        await SentAlert.filter(id=alert_id).update(outbox_id=outbox_id)

    async def sent(self, *, iccid: str | None = None, limit: int = 100) -> list[StoredAlert]:
        query = SentAlert.all()
        if iccid:
            query = query.filter(iccid=iccid)
        rows = await query.order_by("id").limit(limit)
        return [
            StoredAlert(
                iccid=row.iccid,
                package_id=row.package_id,
                kind=row.kind,
                outbox_id=row.outbox_id,
                created_at=row.created_at,
            )
            for row in rows
        ]
