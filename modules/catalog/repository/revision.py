"""The catalog's revision: one row whose number moves with every write, so that every process
knows when its snapshot of the catalog is stale."""

from datetime import UTC, datetime

from tortoise.expressions import F

from modules.catalog.models import CatalogRevision

_REVISION_ROW = 1


class CatalogRevisions:
    async def revision(self) -> int:
        row = await CatalogRevision.get_or_none(id=_REVISION_ROW)
        return row.revision if row else 0

    async def _bump_revision(self) -> None:
        updated = await CatalogRevision.filter(id=_REVISION_ROW).update(
            revision=F("revision") + 1, changed_at=datetime.now(UTC)
        )
        if not updated:
            await CatalogRevision.create(id=_REVISION_ROW, revision=1)
