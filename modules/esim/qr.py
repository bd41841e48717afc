"""The eSIM's QR code (segno) and the one-tap install links of iOS 17.4+ and Android."""

import base64
import io
from urllib.parse import quote

import segno

IOS_INSTALL = "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata="
ANDROID_INSTALL = "https://esimsetup.android.com/esim_qrcode_provisioning?carddata="


def qr_png(text: str, *, scale: int = 8) -> bytes:
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=4)
    return buffer.getvalue()


def qr_base64_png(text: str) -> str:
    return base64.b64encode(qr_png(text)).decode("ascii")


def install_links(activation_code: str) -> tuple[str, str]:
    data = quote(activation_code, safe="")
    return IOS_INSTALL + data, ANDROID_INSTALL + data
