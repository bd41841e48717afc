"""The order list as CSV for spreadsheets: the header (with a BOM, so spreadsheets read UTF-8)
and a batch of rows, every cell a spreadsheet would run as a formula written as text."""

import csv
import io

from modules.backoffice.formats import wib
from modules.backoffice.orders.views import OrderRow

COLUMNS = (
    "order_id",
    "created_at_wib",
    "status",
    "payment_method",
    "product_type",
    "products",
    "subtotal_idr",
    "discount_idr",
    "total_idr",
    "promo_code",
    "email",
)
# A spreadsheet runs a cell starting with one of these as a formula: such cells get a quote.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_header() -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(list(COLUMNS))
    return ("\ufeff" + buffer.getvalue()).encode()


def csv_rows(rows: list[OrderRow]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for row in rows:
        order = row.order
        writer.writerow(
            [
                _cell(value)
                for value in (
                    order.order_id,
                    wib(order.created_at),
                    order.status.value,
                    order.payment_method.value,
                    row.product_type,
                    row.products,
                    order.subtotal_idr,
                    order.discount_idr,
                    order.total_idr,
                    order.promo_code or "",
                    row.email,
                )
            ]
        )
    return buffer.getvalue().encode()


def _cell(value: object) -> object:
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value
