"""What work over every sold SIM needs (usage alerts): the sold ICCIDs and their buyers, a page
at a time. Their packages are the buyer's own view (BuyerService.packages)."""

from modules.esim.repository import EsimRepository
from modules.esim.schemas import OwnedIccid

MAX_PAGE = 1000


class UsageService:
    def __init__(self, *, repository: EsimRepository) -> None:
        self._repository = repository

    async def owned_iccids(self, *, after: str | None = None, limit: int = 500) -> list[OwnedIccid]:
        """Sold ICCIDs (assigned or active) after `after`, by ICCID, with their buyer and the
        product they were bought with."""
        rows = await self._repository.owned(after=after, limit=max(1, min(limit, MAX_PAGE)))
        sold = await self._repository.provisions([row.order_id for row in rows if row.order_id])
        return [
            OwnedIccid(
                iccid=row.iccid,
                uid=row.owner_uid or "",
                type=row.kind.value,
                product_id=(
                    sold[row.order_id].product_id if row.order_id and row.order_id in sold else None
                ),
            )
            for row in rows
            if row.owner_uid
        ]
