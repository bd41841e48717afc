"""The e-mails' words, in every language the store speaks. Placeholders are str.format names."""

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from modules.notifications.schemas import Language, MailKind


class MailText(NamedTuple):
    subject: str
    body: str


TEXTS: Mapping[MailKind, Mapping[Language, MailText]] = MappingProxyType(
    {
        MailKind.VERIFY_EMAIL: {
            Language.ID: MailText(
                "Verifikasi email akun {brand} Anda",
                "Halo {name},\n\n"
                "Terima kasih telah mendaftar di {brand}. Masukkan kode verifikasi ini:\n\n"
                "    {code}\n\n"
                "atau buka tautan berikut untuk memverifikasi email Anda:\n{link}\n\n"
                "Kode berlaku {code_minutes} menit. "
                "Jika Anda tidak mendaftar, abaikan email ini.\n",
            ),
            Language.EN: MailText(
                "Verify the e-mail of your {brand} account",
                "Hello {name},\n\n"
                "Thank you for signing up to {brand}. Enter this verification code:\n\n"
                "    {code}\n\n"
                "or open this link to verify your e-mail:\n{link}\n\n"
                "The code is valid for {code_minutes} minutes. "
                "If you did not sign up, ignore this e-mail.\n",
            ),
        },
        MailKind.PASSWORD_RESET: {
            Language.ID: MailText(
                "Atur ulang password {brand} Anda",
                "Halo {name},\n\n"
                "Kami menerima permintaan untuk mengatur ulang password akun {brand} Anda.\n"
                "Buka tautan berikut untuk membuat password baru (berlaku 1 jam):\n{link}\n\n"
                "Jika Anda tidak memintanya, abaikan email ini; password Anda tidak berubah.\n",
            ),
            Language.EN: MailText(
                "Reset your {brand} password",
                "Hello {name},\n\n"
                "We received a request to reset the password of your {brand} account.\n"
                "Open this link to choose a new password (valid for 1 hour):\n{link}\n\n"
                "If you did not ask for this, ignore this e-mail; your password is unchanged.\n",
            ),
        },
        MailKind.PASSWORD_CHANGED: {
            Language.ID: MailText(
                "Password {brand} Anda telah diubah",
                "Halo {name},\n\n"
                "Password akun {brand} Anda baru saja diubah dan semua sesi lain telah keluar.\n"
                "Jika bukan Anda yang mengubahnya, segera atur ulang password Anda.\n",
            ),
            Language.EN: MailText(
                "Your {brand} password was changed",
                "Hello {name},\n\n"
                "The password of your {brand} account was just changed and every other session "
                "was signed out.\nIf this was not you, reset your password at once.\n",
            ),
        },
        MailKind.CONTACT_MESSAGE: {
            Language.ID: MailText(
                "Pesan baru dari formulir kontak {brand}",
                "Pesan baru masuk melalui formulir kontak {brand} (nomor {message_id}).\n\n"
                "Nama: {name}\n"
                "Email: {email}\n"
                "Telepon: {phone_number}\n"
                "Alamat: {address}\n\n"
                "Pesan:\n{message}\n\n"
                "Balas langsung ke {email}.\n",
            ),
            Language.EN: MailText(
                "New message from the {brand} contact form",
                "A new message came in through the {brand} contact form (number {message_id}).\n\n"
                "Name: {name}\n"
                "E-mail: {email}\n"
                "Phone: {phone_number}\n"
                "Address: {address}\n\n"
                "Message:\n{message}\n\n"
                "Reply to {email} directly.\n",
            ),
        },
    }
)


def render(kind: MailKind, language: Language, values: Mapping[str, object]) -> MailText:
    text = TEXTS[kind][language]
    return MailText(text.subject.format_map(values), text.body.format_map(values))
