"""The back office's words in Indonesian and English; the language is `?lng=`, then the store's
language cookie, then Accept-Language (Indonesian by default)."""

from aiohttp import web

from core.language import Language, request_language
from modules.backoffice.texts_catalog import CATALOG_TEXTS
from modules.backoffice.texts_inbox import INBOX_TEXTS
from modules.backoffice.texts_orders import ORDER_TEXTS
from modules.backoffice.texts_pickups import PICKUP_TEXTS
from modules.backoffice.texts_promos import PROMO_TEXTS
from modules.backoffice.texts_stock import STOCK_TEXTS

TEXTS: dict[Language, dict[str, str]] = {
    "id": {
        "title": "Back office",
        "sign_in": "Masuk ke back office",
        "sign_in_lead": "Untuk staf toko: masuk dengan e-mail dan kata sandi akun toko Anda.",
        "email": "E-mail",
        "password": "Kata sandi",
        "submit_sign_in": "Masuk",
        "sign_out": "Keluar",
        "wrong_login": "E-mail atau kata sandi salah.",
        "not_staff": "Akun ini tidak punya akses ke back office.",
        "throttled": "Terlalu banyak percobaan. Coba lagi beberapa menit lagi.",
        "missing_login": "Isi e-mail dan kata sandi.",
        "expired_form": "Formulir ini kedaluwarsa. Muat ulang halaman lalu coba lagi.",
        "forbidden": "Anda tidak punya akses ke halaman ini.",
        "dashboard": "Hari ini",
        "signed_in_as": "Masuk sebagai {email} ({role})",
        "awaiting": "Pembayaran menunggu konfirmasi",
        "awaiting_none": "Tidak ada pembayaran tunai atau transfer yang menunggu.",
        "order": "Order",
        "method": "Cara bayar",
        "amount": "Jumlah",
        "created": "Dibuat",
        "reference": "Referensi transfer atau no. kuitansi",
        "confirm": "Konfirmasi pembayaran",
        "confirmed": "Pembayaran order {order} dikonfirmasi; pengiriman eSIM/SIM dimulai.",
        "already": "Order {order} sudah dibayar; tidak ada yang berubah.",
        "reference_missing": "Tulis referensi transfer atau nomor kuitansi untuk order {order}.",
        "not_found": "Pembayaran order {order} tidak ditemukan.",
        "dead_jobs": "Tugas latar yang gagal total",
        "mismatches": "Notifikasi pembayaran yang ditolak",
        "mismatch_lead": (
            "Penyedia pembayaran menyebut jumlah atau status yang tidak sesuai dengan order. "
            "Order tetap belum dibayar; periksa di dasbor penyedia pembayaran."
        ),
        "reason_amount_mismatch": "jumlah tidak sesuai",
        "reason_status_mismatch": "status tidak sesuai kode statusnya",
        "source_notification": "notifikasi",
        "source_status_check": "dicek ke penyedia",
        "raw_notification": "Isi notifikasi",
        "audit": "Log audit",
        "audit_lead": "Setiap perubahan dari back office dan perintahnya. Tidak bisa diubah.",
        "actor": "Siapa",
        "action": "Apa",
        "subject": "Pada",
        "when": "Kapan",
        "before": "Sebelum",
        "after": "Sesudah",
        "filter": "Saring",
        "audit_none": "Belum ada catatan.",
        "people": "Orang",
        "people_lead": "Siapa yang boleh masuk ke back office. Akun toko harus sudah ada.",
        "role": "Peran",
        "add_person": "Tambah atau ubah peran",
        "remove": "Cabut akses",
        "you": "Anda",
        "person_added": "{person} sekarang punya akses ke back office.",
        "person_removed": "Akses {person} dicabut.",
        "person_unknown": "Tidak ada akun toko dengan e-mail {person}.",
        "person_unverified": (
            "Akun {person} belum memverifikasi e-mail-nya (atau dinonaktifkan): hanya akun "
            "terverifikasi yang bisa diberi peran."
        ),
        "cash": "Tunai",
        "transfer": "Transfer bank",
        "staff": "staf",
        "admin": "admin",
        "changed_list": "Yang berubah sejak formulir dibuka (nilai sekarang):",
        "changed_again": (
            "Isian Anda tetap di formulir di bawah. Periksa, lalu simpan lagi bila isian Anda "
            "yang harus berlaku."
        ),
        "changed_yes": "ya",
        "changed_no": "tidak",
        "changed_empty": "(kosong)",
        "changed_removed": "(dihapus)",
        "changed_days": "hari",
    },
    "en": {
        "title": "Back office",
        "sign_in": "Sign in to the back office",
        "sign_in_lead": "For the store's staff: your store account's e-mail and password.",
        "email": "E-mail",
        "password": "Password",
        "submit_sign_in": "Sign in",
        "sign_out": "Sign out",
        "wrong_login": "Wrong e-mail or password.",
        "not_staff": "This account has no access to the back office.",
        "throttled": "Too many attempts. Try again in a few minutes.",
        "missing_login": "Fill in your e-mail and password.",
        "expired_form": "This form has expired. Reload the page and try again.",
        "forbidden": "You have no access to this page.",
        "dashboard": "Today",
        "signed_in_as": "Signed in as {email} ({role})",
        "awaiting": "Payments awaiting confirmation",
        "awaiting_none": "No cash or transfer payment is waiting.",
        "order": "Order",
        "method": "Method",
        "amount": "Amount",
        "created": "Created",
        "reference": "Transfer reference or receipt no.",
        "confirm": "Confirm payment",
        "confirmed": "Payment of order {order} confirmed; the eSIM/SIM is on its way.",
        "already": "Order {order} was already paid; nothing changed.",
        "reference_missing": "Write the transfer reference or receipt number for order {order}.",
        "not_found": "No payment found for order {order}.",
        "dead_jobs": "Background jobs that gave up",
        "mismatches": "Refused payment notifications",
        "mismatch_lead": (
            "The payment provider named an amount or status that does not match the order. "
            "The order stays unpaid; check it in the provider's dashboard."
        ),
        "reason_amount_mismatch": "amount does not match",
        "reason_status_mismatch": "status does not match its status code",
        "source_notification": "notification",
        "source_status_check": "asked of the provider",
        "raw_notification": "Notification as received",
        "audit": "Audit log",
        "audit_lead": "Every change made in the back office or its commands; never edited.",
        "actor": "Who",
        "action": "What",
        "subject": "On",
        "when": "When",
        "before": "Before",
        "after": "After",
        "filter": "Filter",
        "audit_none": "Nothing recorded yet.",
        "people": "People",
        "people_lead": "Who may enter the back office. The store account must exist already.",
        "role": "Role",
        "add_person": "Add or change role",
        "remove": "Remove access",
        "you": "you",
        "person_added": "{person} may now enter the back office.",
        "person_removed": "{person} no longer has access.",
        "person_unknown": "No store account has the e-mail {person}.",
        "person_unverified": (
            "The account {person} has not verified its e-mail (or is disabled): only verified "
            "accounts can be given a role."
        ),
        "cash": "Cash",
        "transfer": "Bank transfer",
        "staff": "staff",
        "admin": "admin",
        "changed_list": "Changed since the form was opened (the value now):",
        "changed_again": (
            "Your entries are still in the form below. Check them, then save again if yours "
            "should stand."
        ),
        "changed_yes": "yes",
        "changed_no": "no",
        "changed_empty": "(empty)",
        "changed_removed": "(removed)",
        "changed_days": "days",
    },
}
for _language, _words in TEXTS.items():
    _words.update(ORDER_TEXTS[_language])
    _words.update(STOCK_TEXTS[_language])
    _words.update(INBOX_TEXTS[_language])
    _words.update(PROMO_TEXTS[_language])
    _words.update(PICKUP_TEXTS[_language])
    _words.update(CATALOG_TEXTS[_language])


def language_of(request: web.Request) -> Language:
    """The back office speaks the store's one rule (core.language)."""
    return request_language(request)
