"""The ICCID stock: the seed, CSV imports, the figures and the check orders makes."""

import asyncio
import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from core.errors import Conflict
from modules.esim.enums import EsimErrorCode, IccidStatus, SimKind
from modules.esim.iccids import is_valid_iccid, normalise, with_check_digit
from modules.esim.repository import NewIccid, SoldOut
from modules.esim.schemas import StockAvailability
from modules.esim.service.base import (
    SEED_COUNT,
    SEED_STOCK,
    TOP_UP_STATUSES,
    VENDOR_MAX,
    EsimServiceBase,
    ImportProblem,
    ImportProblems,
    StockFigures,
    log,
)

MAX_IMPORT_ROWS = 50_000
SOLD_OUT = "Maaf, stok produk ini sedang habis. Silakan pilih produk lain atau coba lagi nanti."
# What a product type takes from the stock; a data package tops up a SIM the buyer has.
_KIND_OF = {"sim_bundle": SimKind.PHYSICAL, "esim_bundle": SimKind.ESIM}


@dataclass(frozen=True)
class StockImport:
    added: int
    already: int  # rows whose ICCID was in stock before: left as they were


def _problem(line: int, fields: list[str], seen: set[str]) -> ImportProblem | None:
    iccid = normalise(fields[0])
    kind_text = fields[1].strip() if len(fields) > 1 else ""
    vendor = fields[2].strip() if len(fields) > 2 else ""  # noqa: PLR2004
    if not is_valid_iccid(iccid):
        return ImportProblem(line, "not_iccid", fields[0][:40])
    if kind_text not in {kind.value for kind in SimKind}:
        return ImportProblem(line, "bad_type", kind_text[:40])
    if len(vendor) > VENDOR_MAX:
        return ImportProblem(line, "vendor_too_long", vendor[:40])
    if iccid in seen:
        return ImportProblem(line, "twice", iccid)
    return None


def _csv_rows(text: str) -> Iterator[list[str]]:
    """The file's rows; a file CSV cannot read (a field over 131,072 characters, a NUL) is
    refused as a whole, at the line where reading stopped."""
    if "\x00" in text:  # no database stores it
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise ImportProblems([ImportProblem(line, "not_csv", "")])
    reader = csv.reader(io.StringIO(text))
    try:
        yield from reader
    except csv.Error:
        raise ImportProblems([ImportProblem(reader.line_num, "not_csv", "")]) from None


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
        try:
            text = (await asyncio.to_thread(path.read_bytes)).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ImportProblems([ImportProblem(0, "not_utf8", "")]) from None
        return (await self.import_text(text)).added

    async def import_text(self, text: str) -> StockImport:
        """The CSV's text (a file staff uploaded): every row checked first, then all of them
        added in one transaction, or none when a row is bad (ImportProblems names each)."""
        rows: list[NewIccid] = []
        problems: list[ImportProblem] = []
        seen: set[str] = set()
        for line, fields in enumerate(_csv_rows(text), start=1):
            if line == 1 and fields and fields[0].strip().lower().lstrip("\ufeff") == "iccid":
                continue
            if not fields or not any(field.strip() for field in fields):
                continue
            if len(rows) + len(problems) >= MAX_IMPORT_ROWS:
                problems.append(ImportProblem(line, "too_many", str(MAX_IMPORT_ROWS)))
                break
            problem = _problem(line, fields, seen)
            if problem is not None:
                problems.append(problem)
                continue
            iccid = normalise(fields[0])
            seen.add(iccid)
            vendor = fields[2].strip() if len(fields) > 2 else ""  # noqa: PLR2004
            rows.append(NewIccid(iccid, SimKind(fields[1].strip()), vendor or "Kelana"))
        if problems:
            raise ImportProblems(problems)
        async with self._repository.transaction():
            await self._repository.lock_imports()
            added = await self._repository.add_iccids(rows)
        await self.report_stock()
        log.info("iccids_imported", rows=len(rows), added=added)
        return StockImport(added=added, already=len(rows) - added)

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

    async def hold_stock(self, *, product_type: str, uid: str, order_id: str) -> str | None:
        """Asked by orders inside the transaction that creates an unpaid order: one unit of what
        it sells is kept for it (one conditional UPDATE), so no two orders are sold the same
        card and none is sold a card the store does not have. A 409 when none is left; None
        for a data package, which takes no unit."""
        kind = _KIND_OF.get(product_type)
        if kind is None:
            return None
        try:
            iccid = await self._repository.allocate(
                kind=kind,
                uid=uid,
                order_id=order_id,
                at=self._clock(),
                status=IccidStatus.HELD,
            )
        except SoldOut:
            log.warning("stock_sold_out", kind=kind.value, order_id=order_id)
            raise Conflict(SOLD_OUT, code=EsimErrorCode.SOLD_OUT) from None
        return iccid

    async def release_stock(self, *, order_id: str) -> int:
        """Asked by orders when an unpaid order expires or is cancelled: its unit goes back."""
        released = await self._repository.release_held(order_id=order_id)
        if released:
            log.info("stock_released", order_id=order_id, units=released)
        return released

    async def availability(self) -> StockAvailability:
        """Whether each kind of card can be bought now (not how many: that stays in-house)."""
        stock = await self._repository.stock()
        return StockAvailability(
            esim=stock.get(SimKind.ESIM, 0) > 0,
            physical_sim=stock.get(SimKind.PHYSICAL, 0) > 0,
        )

    async def iccid_usable(self, *, uid: str, iccid: str) -> bool:
        """Asked by orders for a data package: is this ICCID the buyer's own SIM or eSIM."""
        record = await self._repository.iccid(normalise(iccid))
        return record is not None and record.owner_uid == uid and record.status in TOP_UP_STATUSES

    @staticmethod
    def normalised_iccid(text: str) -> str | None:
        """Asked by orders where an ICCID enters: the ICCID as the store keeps it (spaces and
        dashes gone, 19-20 ASCII digits starting 89, Luhn checked), None when it is not one."""
        iccid = normalise(text)
        return iccid if is_valid_iccid(iccid) else None
