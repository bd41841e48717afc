"""The order list's filters as staff set them (the page's form and its links) and the paging key;
dates typed by staff are days in Jakarta time (formats.WIB)."""

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime

from modules.catalog.schemas import ProductType
from modules.orders.schemas import OrderCursor, OrderStatus
from modules.payments.schemas import PaymentMethod

MAX_SEARCH = 254
ORDER_ID = re.compile(r"^[A-Z0-9]{10}$")
# The days the list is filtered by: every day the store may have orders on, each a day in WIB
# and in UTC alike (0001-01-01 in WIB is no moment in UTC; 9999-12-31 has no day after it).
FIRST_DAY = date(2000, 1, 1)
LAST_DAY = date(2099, 12, 31)


def _choice(value: str, allowed: Sequence[str]) -> str:
    return value if value in allowed else ""


def _day(value: str) -> date | None:
    try:
        return date.fromisoformat(value.strip()) if value.strip() else None
    except ValueError:
        return None


def _in_range(day: date | None) -> bool:
    return day is None or FIRST_DAY <= day <= LAST_DAY


@dataclass(frozen=True)
class OrderFilters:
    """The list's filters as staff set them in the page's form (and its links keep them)."""

    text: str = ""
    status: str = ""
    method: str = ""
    product_type: str = ""
    date_from: date | None = None
    date_to: date | None = None
    problems: tuple[str, ...] = field(default=(), compare=False)

    @classmethod
    def from_query(cls, query: Mapping[str, str]) -> "OrderFilters":
        problems = []
        days: dict[str, date | None] = {}
        for name in ("from", "to"):
            typed = query.get(name, "")[:32]
            days[name] = _day(typed)
            if typed.strip() and days[name] is None:
                problems.append("bad_date")
            elif not _in_range(days[name]):
                days[name] = None
                problems.append("date_out_of_range")
        return cls(
            text=query.get("q", "").strip()[:MAX_SEARCH],
            status=_choice(query.get("status", ""), [status.value for status in OrderStatus]),
            method=_choice(query.get("method", ""), [method.value for method in PaymentMethod]),
            product_type=_choice(query.get("type", ""), [kind.value for kind in ProductType]),
            date_from=days["from"],
            date_to=days["to"],
            problems=tuple(dict.fromkeys(problems)),
        )

    def as_query(self) -> dict[str, str]:
        values = {
            "q": self.text,
            "status": self.status,
            "method": self.method,
            "type": self.product_type,
            "from": self.date_from.isoformat() if self.date_from else "",
            "to": self.date_to.isoformat() if self.date_to else "",
        }
        return {name: value for name, value in values.items() if value}


def cursor_text(cursor: OrderCursor) -> str:
    return f"{cursor.created_at.astimezone(UTC).isoformat()}~{cursor.order_id}"


def parse_cursor(text: str) -> OrderCursor | None:
    moment, _, order_id = text[:80].partition("~")
    try:
        at = datetime.fromisoformat(moment)
        day = at.astimezone(UTC).date() if at.tzinfo else None
    except (ValueError, OverflowError):  # OverflowError: a moment with no UTC time
        return None
    if day is None or not _in_range(day) or not ORDER_ID.match(order_id):
        return None
    return OrderCursor(created_at=at, order_id=order_id)
