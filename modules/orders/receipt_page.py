"""The receipt page's language, its words and what its template is given."""

from typing import Any
from zoneinfo import ZoneInfo

from aiohttp import web

from core.brand import STORE_NAME
from core.language import Language, request_language
from core.locales import Phrasebook
from core.templating import rupiah
from modules.orders.payment_contract import PaymentMethod
from modules.orders.schemas import Receipt

RECEIPT_COOKIE = "kelana_receipt"
WIB = ZoneInfo("Asia/Jakarta")

# The page's words, `locales/{id,en}/receipt.json` (served to no browser: web/service.py).
WORDS = Phrasebook("receipt")


def receipt_language(request: web.Request) -> Language:
    """The store's one rule (core.language): `?lng=`, the cookie, Accept-Language."""
    return request_language(request)


def wib_time(receipt: Receipt, language: Language) -> str:
    """The paid time in Jakarta's clock, e.g. `10 Agustus 2026, 12.00 WIB`."""
    local = receipt.paid_at.astimezone(WIB)
    month = WORDS.say("months", language).split()[local.month - 1]
    separator = "." if language == "id" else ":"
    return f"{local.day} {month} {local.year}, {local:%H}{separator}{local:%M} WIB"


def receipt_context(receipt: Receipt | None, language: Language) -> dict[str, Any]:
    words = {**WORDS.words(language), "thanks": WORDS.say("thanks", language, store=STORE_NAME)}
    context: dict[str, Any] = {"lang": language, "t": words, "receipt": receipt}
    if receipt is None:
        return context
    method = words[receipt.payment_method.value]
    if receipt.total_idr == 0:
        method = words["free"]
    context.update(
        paid_at=wib_time(receipt, language),
        method=method,
        lines=[
            {
                "name": line.name_en if language == "en" else line.name,
                "quantity": line.quantity,
                "amount": rupiah(line.price_idr),
            }
            for line in receipt.lines
        ],
        orders_page="/riwayat-order" + ("?lng=en" if language == "en" else ""),
    )
    return context


__all__ = ["RECEIPT_COOKIE", "PaymentMethod", "receipt_context", "receipt_language"]
