"""The receipt page's words in both languages, its language and what its template is given."""

from typing import Any
from zoneinfo import ZoneInfo

from aiohttp import web

from core.brand import STORE_NAME
from core.language import request_language
from core.templating import rupiah
from modules.orders.payment_contract import PaymentMethod
from modules.orders.schemas import Receipt

RECEIPT_COOKIE = "kelana_receipt"
WIB = ZoneInfo("Asia/Jakarta")

_MONTHS = {
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember",
    "en": "January February March April May June July August September October November December",
}

TEXTS: dict[str, dict[str, str]] = {
    "id": {
        "title": "Struk pembayaran",
        "order_number": "Nomor order",
        "paid_at": "Dibayar",
        "method": "Metode pembayaran",
        "item": "Produk",
        "quantity": "Jml",
        "amount": "Jumlah",
        "subtotal": "Subtotal",
        "discount": "Diskon",
        "delivery": "Ongkos kirim",
        "total": "Total dibayar",
        "print": "Cetak struk",
        "back": "Kembali ke riwayat order",
        "thanks": f"Terima kasih telah berbelanja di {STORE_NAME}.",
        "missing_title": "Struk tidak ditemukan",
        "missing": "Struk hanya tersedia untuk order Anda yang sudah dibayar. Pastikan Anda masuk "
        "dengan akun yang membuat order ini.",
        "gateway": "Pembayaran online",
        "cash": "Tunai di lokasi pengambilan",
        "transfer": "Transfer bank",
        "free": "Promo (gratis)",
    },
    "en": {
        "title": "Payment receipt",
        "order_number": "Order number",
        "paid_at": "Paid",
        "method": "Payment method",
        "item": "Product",
        "quantity": "Qty",
        "amount": "Amount",
        "subtotal": "Subtotal",
        "discount": "Discount",
        "delivery": "Delivery",
        "total": "Total paid",
        "print": "Print receipt",
        "back": "Back to order history",
        "thanks": f"Thank you for shopping at {STORE_NAME}.",
        "missing_title": "Receipt not found",
        "missing": "A receipt is available only for your own paid orders. Make sure you are "
        "signed in with the account that placed this order.",
        "gateway": "Online payment",
        "cash": "Cash at the pickup point",
        "transfer": "Bank transfer",
        "free": "Promo (free)",
    },
}


def receipt_language(request: web.Request) -> str:
    """The store's one rule (core.language): `?lng=`, the cookie, Accept-Language."""
    return request_language(request)


def wib_time(receipt: Receipt, language: str) -> str:
    """The paid time in Jakarta's clock, e.g. `10 Agustus 2026, 12.00 WIB`."""
    local = receipt.paid_at.astimezone(WIB)
    month = _MONTHS[language].split()[local.month - 1]
    separator = "." if language == "id" else ":"
    return f"{local.day} {month} {local.year}, {local:%H}{separator}{local:%M} WIB"


def receipt_context(receipt: Receipt | None, language: str) -> dict[str, Any]:
    words = TEXTS[language]
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
