"""Midtrans' notification signature: SHA512 over order_id + status_code + gross_amount + the
merchant's server key, as lowercase hex. The built-in sandbox signs the same way."""

import hashlib
import hmac


def notification_signature(
    *, order_id: str, status_code: str, gross_amount: str, server_key: str
) -> str:
    text = f"{order_id}{status_code}{gross_amount}{server_key}"
    return hashlib.sha512(text.encode()).hexdigest()


def signature_matches(
    signature: str, *, order_id: str, status_code: str, gross_amount: str, server_key: str
) -> bool:
    expected = notification_signature(
        order_id=order_id, status_code=status_code, gross_amount=gross_amount, server_key=server_key
    )
    return hmac.compare_digest(expected.encode(), signature.strip().lower().encode())
