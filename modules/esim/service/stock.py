"""The ICCID stock: the seed, CSV imports (`kelana iccids import`, the back office's upload)
and the figures /metrics scrapes."""

import asyncio
import csv
import io
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import structlog

from modules.esim.enums import SimKind
from modules.esim.iccids import is_valid_iccid, normalise, with_check_digit
from modules.esim.repository import EsimRepository, NewIccid
from modules.esim.service.shared import StockWatch

log = structlog.get_logger(__name__)

MAX_IMPORT_ROWS = 50_000
# The believable stock `kelana seed` adds: issuer prefix 89 62 (Indonesia) 10 (our issuer id).
SEED_STOCK = {SimKind.PHYSICAL: ("896210", "Kelana SIM"), SimKind.ESIM: ("896211", "Kelana eSIM")}
SEED_COUNT = 200
VENDOR_MAX = 40  # esim_iccid.vendor


class StockFigures(Protocol):
    def set_iccid_stock(self, counts: Mapping[str, int]) -> None: ...


@dataclass(frozen=True)
class ImportProblem:
    """One bad line of an ICCID file: its number, why (a code the back office words in the
    reader's language) and what it held."""

    line: int
    reason: str  # not_iccid, bad_type, vendor_too_long, twice, not_utf8, not_csv, too_many
    value: str

    def __str__(self) -> str:
        return (
            f"line {self.line}: "
            + {
                "not_iccid": f"{self.value!r} is not an ICCID (19-20 digits, 89…, Luhn)",
                "bad_type": f"type {self.value!r} is not physical_sim or esim",
                "vendor_too_long": f"vendor longer than {VENDOR_MAX} characters",
                "twice": f"{self.value} is in the file twice",
                "not_utf8": "the file is not UTF-8 text",
                "not_csv": "not readable as CSV (a field too long, or a NUL character)",
                "too_many": f"more than {self.value} rows in one file",
            }[self.reason]
        )


class ImportProblems(ValueError):
    """A CSV with bad rows: nothing of it was imported."""

    def __init__(self, problems: list[ImportProblem]) -> None:
        super().__init__("\n".join(str(problem) for problem in problems))
        self.details = problems
        self.problems = [str(problem) for problem in problems]


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


class StockService:
    """What fills the stock and counts it: `kelana seed`, `kelana iccids import`, the back
    office's upload, the /metrics scrape."""

    def __init__(self, *, repository: EsimRepository, watch: StockWatch) -> None:
        self._repository = repository
        self._watch = watch

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
        await self._watch.report()
        log.info("iccids_imported", rows=len(rows), added=added)
        return StockImport(added=added, already=len(rows) - added)

    async def report_stock(self) -> dict[SimKind, int]:
        """The stock available by kind (a kind that runs low is logged)."""
        return await self._watch.report()

    async def count_stock(self, metrics: StockFigures) -> None:
        """A /metrics scrape hook: the stock by kind, and the warning when it runs low."""
        stock = await self._watch.report()
        metrics.set_iccid_stock({kind.value: count for kind, count in stock.items()})
