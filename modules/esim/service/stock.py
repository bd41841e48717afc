"""The ICCID stock: the seed, CSV imports, the figures and the check orders makes."""

import csv
from pathlib import Path

from modules.esim.enums import IccidStatus, SimKind
from modules.esim.iccids import is_valid_iccid, normalise, with_check_digit
from modules.esim.repository import NewIccid
from modules.esim.service.base import (
    SEED_COUNT,
    SEED_STOCK,
    VENDOR_MAX,
    EsimServiceBase,
    ImportProblems,
    StockFigures,
    log,
)


class StockUseCases(EsimServiceBase):
    async def seed(self) -> int:
        rows = [
            NewIccid(with_check_digit(f"{prefix}{serial:012d}"), kind, vendor)
            for kind, (prefix, vendor) in SEED_STOCK.items()
            for serial in range(1, SEED_COUNT + 1)
        ]
        return await self._repository.add_iccids(rows)

    async def import_csv(self, path: Path) -> int:
        """Rows of iccid,type[,vendor]; any bad row and nothing is imported."""
        rows: list[NewIccid] = []
        problems: list[str] = []
        seen: set[str] = set()
        with path.open(newline="", encoding="utf-8") as handle:
            for line, fields in enumerate(csv.reader(handle), start=1):
                if line == 1 and fields and fields[0].strip().lower() == "iccid":
                    continue
                if not fields or not any(field.strip() for field in fields):
                    continue
                iccid = normalise(fields[0])
                kind_text = fields[1].strip() if len(fields) > 1 else ""
                vendor = fields[2].strip() if len(fields) > 2 else "Kelana"  # noqa: PLR2004
                if not is_valid_iccid(iccid):
                    problems.append(
                        f"line {line}: {fields[0]!r} is not an ICCID (19-20 digits, 89…, Luhn)"
                    )
                elif kind_text not in {kind.value for kind in SimKind}:
                    problems.append(f"line {line}: type {kind_text!r} is not physical_sim or esim")
                elif len(vendor) > VENDOR_MAX:
                    problems.append(f"line {line}: vendor longer than {VENDOR_MAX} characters")
                elif iccid in seen:
                    problems.append(f"line {line}: {iccid} is in the file twice")
                else:
                    seen.add(iccid)
                    rows.append(NewIccid(iccid, SimKind(kind_text), vendor or "Kelana"))
        if problems:
            raise ImportProblems(problems)
        async with self._repository.transaction():
            added = await self._repository.add_iccids(rows)
        await self.report_stock()
        return added

    async def report_stock(self) -> dict[SimKind, int]:
        stock = await self._repository.stock()
        for kind, count in stock.items():
            if count < self._low_stock:
                log.warning(
                    "iccid_stock_low", kind=kind.value, available=count, threshold=self._low_stock
                )
        return stock

    async def count_stock(self, metrics: StockFigures) -> None:
        """A /metrics scrape hook: the stock by kind, and the warning when it runs low."""
        stock = await self.report_stock()
        metrics.set_iccid_stock({kind.value: count for kind, count in stock.items()})

    async def iccid_usable(self, *, uid: str, iccid: str) -> bool:
        """Asked by orders for a data package: is this ICCID the buyer's own SIM or eSIM."""
        record = await self._repository.iccid(normalise(iccid))
        return (
            record is not None
            and record.owner_uid == uid
            and record.status in {IccidStatus.ASSIGNED, IccidStatus.ACTIVE}
        )
