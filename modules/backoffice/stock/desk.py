"""The back office's ICCID stock: the levels per kind against their threshold, the list staff
filter (esim's staff service), and a CSV uploaded by an admin (esim's stock service: the rules
of `kelana iccids import`), audited."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from modules.backoffice.numbers import ascii_digits
from modules.backoffice.service import Record
from modules.esim.schemas import IccidRecord, IccidStatus, SimKind
from modules.esim.service import ImportProblem, ImportProblems, StockImport, StockLevel

PAGE_SIZE = 50


class StockViews(Protocol):
    """What the stock desk reads of esim (its StaffService): the levels and the list."""

    async def stock_levels(self) -> list[StockLevel]: ...
    async def stock_page(
        self,
        *,
        kind: SimKind | None = None,
        status: IccidStatus | None = None,
        starting: str = "",
        after: str = "",
        limit: int = 50,
    ) -> list[IccidRecord]: ...


class StockImports(Protocol):
    """What the stock desk hands esim (its StockService): an uploaded CSV."""

    async def import_text(self, text: str) -> StockImport: ...


@dataclass(frozen=True)
class StockFilters:
    kind: str = ""
    status: str = ""
    starting: str = ""

    @classmethod
    def from_query(cls, query: Mapping[str, str]) -> "StockFilters":
        kind, status = query.get("kind", ""), query.get("status", "")
        return cls(
            kind=kind if kind in {value.value for value in SimKind} else "",
            status=status if status in {value.value for value in IccidStatus} else "",
            starting=ascii_digits(query.get("q", "")[:64])[:20],
        )

    def as_query(self) -> dict[str, str]:
        values = {"kind": self.kind, "status": self.status, "q": self.starting}
        return {name: value for name, value in values.items() if value}


class StockDesk:
    def __init__(self, *, esim: StockViews, imports: StockImports, record: Record) -> None:
        self._esim = esim
        self._imports = imports
        self._record = record

    async def levels(self) -> list[StockLevel]:
        return list(await self._esim.stock_levels())

    async def page(self, filters: StockFilters, *, after: str) -> tuple[list[IccidRecord], str]:
        """A page of ICCIDs and the last one shown when more follow ("" when none)."""
        rows = await self._esim.stock_page(
            kind=SimKind(filters.kind) if filters.kind else None,
            status=IccidStatus(filters.status) if filters.status else None,
            starting=filters.starting,
            after=after,
            limit=PAGE_SIZE + 1,
        )
        shown = rows[:PAGE_SIZE]
        return shown, shown[-1].iccid if len(rows) > PAGE_SIZE else ""

    async def upload(self, *, filename: str, content: bytes, by: str) -> StockImport:
        """Raises ImportProblems (nothing imported) naming each bad line."""
        try:
            text = content.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ImportProblems([ImportProblem(0, "not_utf8", "")]) from None
        result: StockImport = await self._imports.import_text(text)
        await self._record(
            by,
            "stock.import",
            filename or "upload.csv",
            None,
            {"added": result.added, "already": result.already},
        )
        return result
