"""Each page's <head> as the server sends it: title, description, canonical and hreflang links, and
the Open Graph tags a link previewer (WhatsApp, Telegram, Facebook) reads without running
JavaScript. Destination names and prices come from the catalog."""

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from core.brand import SHORT_NAME, STORE_NAME
from core.language import Language
from core.templating import rupiah


@dataclass(frozen=True)
class Place:
    """A destination or region as a head names it."""

    code: str
    name_id: str
    name_en: str
    starting_price: int
    countries: int = 0  # a region's country count
    own_page: bool = False  # a country with its own packages (not only regional ones)

    def name(self, language: Language) -> str:
        return self.name_en if language == "en" else self.name_id


@dataclass(frozen=True)
class PageHead:
    title: str
    description: str
    path: str
    image: str  # the preview picture below /og/{language}/
    indexable: bool = True


_CONTENT: Mapping[str, tuple[tuple[str, str], tuple[str, str]]] = {
    # path: ((Indonesian title, description), (English title, description))
    "/tentang": (
        (
            f"Tentang {SHORT_NAME}",
            f"{SHORT_NAME} menjual eSIM, SIM dan paket data untuk ke luar negeri.",
        ),
        (
            f"About {SHORT_NAME}",
            f"{SHORT_NAME} sells travel eSIMs, SIM cards and data plans for trips abroad.",
        ),
    ),
    "/panduan": (
        (
            "Panduan pasang eSIM",
            f"Cara memasang eSIM dari kode QR dan mengaktifkan SIM {SHORT_NAME}.",
        ),
        ("How to install an eSIM", "How to install an eSIM from its QR code and activate a SIM."),
    ),
    "/faq-page": (
        ("Pertanyaan umum", "Jawaban tentang perangkat yang didukung, aktivasi, kuota dan bayar."),
        ("Frequently asked questions", "Supported phones, activation, data quota and payment."),
    ),
    "/kontak": (
        ("Hubungi kami", f"Tanya tim {SHORT_NAME} lewat formulir kontak; kami balas lewat e-mail."),
        ("Contact us", f"Ask the {SHORT_NAME} team through the contact form; we answer by e-mail."),
    ),
    "/privacy-policy": (
        ("Kebijakan privasi", f"Data apa yang {SHORT_NAME} simpan dan untuk apa."),
        ("Privacy policy", f"What data {SHORT_NAME} keeps, and why."),
    ),
    "/terms": (
        ("Syarat dan ketentuan", f"Syarat pembelian dan pemakaian produk {SHORT_NAME}."),
        ("Terms and conditions", f"The terms of buying and using {SHORT_NAME} products."),
    ),
    "/privacy": (
        ("Privasi", f"Cara {SHORT_NAME} menjaga data pribadimu."),
        ("Privacy", f"How {SHORT_NAME} protects your personal data."),
    ),
    "/security": (
        ("Keamanan", f"Cara {SHORT_NAME} menjaga akun dan pembayaranmu tetap aman."),
        ("Security", f"How {SHORT_NAME} keeps your account and payments safe."),
    ),
}
_HOME = (
    (
        f"{STORE_NAME}: eSIM dan SIM untuk perjalanan ke 150+ negara",
        "Internet di lebih dari 150 negara dengan harga Rupiah. Pilih paket, bayar, pindai kode "
        "QR dan langsung online saat mendarat.",
    ),
    (
        f"{STORE_NAME}: travel eSIMs and SIMs for 150+ countries",
        "Stay online in more than 150 countries with prices in Rupiah. Pick a plan, pay, scan the "
        "QR code and go online the moment you land.",
    ),
)
_SPECIAL = (
    ("eSIM Umrah dan Haji", "Paket data untuk Arab Saudi dengan bonus transit, harga Rupiah."),
    ("Umrah and Hajj eSIM", "Data plans for Saudi Arabia with transit data, priced in Rupiah."),
)
COUNTRY_PATH = re.compile(r"^/orders/([A-Za-z]{2,8})$")
REGION_PATH = re.compile(r"^/region-orders/([A-Za-z]{2,8})$")
_PROMO_PATH = re.compile(r"^/special-promo(?:/([A-Za-z0-9]{1,32}))?$")


def _pick(texts: tuple[tuple[str, str], tuple[str, str]], language: Language) -> tuple[str, str]:
    return texts[1] if language == "en" else texts[0]


def _with_brand(title: str) -> str:
    return title if STORE_NAME in title else f"{title} | {STORE_NAME}"


def _country_head(place: Place | None, code: str, path: str, language: Language) -> PageHead:
    en = language == "en"
    if place is None:
        title = "Destination not found" if en else "Destinasi tidak ditemukan"
        return PageHead(_with_brand(title), "", path, "store.png", indexable=False)
    name = place.name(language)
    image = f"destination/{place.code}.png"
    if place.starting_price == 0:
        title = f"{name} is not available yet" if en else f"{name} belum tersedia"
        text = (
            f"No {SHORT_NAME} plan covers {name} yet. Tell us where you are going."
            if en
            else f"Belum ada paket {SHORT_NAME} untuk {name}. Beri tahu kami tujuan Anda."
        )
        return PageHead(_with_brand(title), text, path, image, indexable=False)
    price = rupiah(place.starting_price)
    title = f"{name} eSIM from {price}" if en else f"eSIM {name} mulai {price}"
    text = (
        f"eSIM, SIM card and data plans for {name}, priced in Rupiah. The QR code arrives right "
        "after payment; online in 3 minutes."
        if en
        else f"Paket eSIM, kartu SIM dan kuota data untuk {name}, harga Rupiah. Kode QR dikirim "
        "setelah bayar; online dalam 3 menit."
    )
    return PageHead(_with_brand(title), text, path, image)


def _region_head(place: Place | None, path: str, language: Language) -> PageHead:
    en = language == "en"
    if place is None:
        title = "Region not found" if en else "Region tidak ditemukan"
        return PageHead(_with_brand(title), "", path, "store.png", indexable=False)
    name = place.name(language)
    image = f"region/{place.code}.png"
    count = f" ({place.countries} {'countries' if en else 'negara'})" if place.countries else ""
    if place.starting_price == 0:
        title = f"{name} eSIM: coming soon" if en else f"eSIM {name}: segera hadir"
        return PageHead(_with_brand(title), "", path, image, indexable=False)
    price = rupiah(place.starting_price)
    title = f"{name} eSIM{count} from {price}" if en else f"eSIM {name}{count} mulai {price}"
    text = (
        f"One plan for every country of {name}, priced in Rupiah."
        if en
        else f"Satu paket untuk semua negara {name}, harga Rupiah."
    )
    return PageHead(_with_brand(title), text, path, image)


def page_head(  # noqa: PLR0911 - one return per kind of page
    path: str,
    language: Language,
    *,
    countries: Mapping[str, Place],
    regions: Mapping[str, Place],
) -> PageHead:
    """The head of a store path (the SPA's routes, SPEC §2)."""
    normalized = path.rstrip("/") or "/"
    if normalized == "/":
        title, text = _pick(_HOME, language)
        return PageHead(title, text, "/", "store.png")
    if normalized in _CONTENT:
        title, text = _pick(_CONTENT[normalized], language)
        return PageHead(_with_brand(title), text, normalized, "store.png")
    if normalized == "/special-paket-orders":
        title, text = _pick(_SPECIAL, language)
        return PageHead(_with_brand(title), text, normalized, "destination/SA.png")
    if match := COUNTRY_PATH.match(normalized):
        code = match.group(1).upper()
        # Always the country: a region code here is redirected to the region's page (pages.py).
        return _country_head(countries.get(code), code, f"/orders/{code}", language)
    if match := REGION_PATH.match(normalized):
        code = match.group(1).upper()
        return _region_head(regions.get(code), f"/region-orders/{code}", language)
    if match := _PROMO_PATH.match(normalized):
        code = (match.group(1) or "").upper()
        title = f"Promo {code}" if code else "Promo"
        _home_title, text = _pick(_HOME, language)
        return PageHead(_with_brand(title), text, normalized, "store.png")
    title, text = _pick(_HOME, language)
    # Signed-in pages, one-time links and unknown paths: a title, and no place in search results.
    return PageHead(title, text, normalized, "store.png", indexable=False)


def _url(public_url: str, path: str, language: Language | None = None) -> str:
    base = public_url.rstrip("/") + quote(path)
    return f"{base}?lng=en" if language == "en" else base


def head_html(head: PageHead, language: Language, *, public_url: str) -> str:
    """The tags that go before </head> (the title replaces the page's own)."""
    canonical = _url(public_url, head.path, language)
    image = f"{public_url.rstrip('/')}/og/{language}/{head.image}"
    locale = "en_US" if language == "en" else "id_ID"
    tags: list[tuple[str, Sequence[tuple[str, str]]]] = [
        ("meta", (("name", "description"), ("content", head.description))),
        ("link", (("rel", "canonical"), ("href", canonical))),
        ("link", (("rel", "alternate"), ("hreflang", "id"), ("href", _url(public_url, head.path)))),
        (
            "link",
            (("rel", "alternate"), ("hreflang", "en"), ("href", _url(public_url, head.path, "en"))),
        ),
        (
            "link",
            (
                ("rel", "alternate"),
                ("hreflang", "x-default"),
                ("href", _url(public_url, head.path)),
            ),
        ),
        ("meta", (("property", "og:type"), ("content", "website"))),
        ("meta", (("property", "og:site_name"), ("content", STORE_NAME))),
        ("meta", (("property", "og:locale"), ("content", locale))),
        ("meta", (("property", "og:title"), ("content", head.title))),
        ("meta", (("property", "og:description"), ("content", head.description))),
        ("meta", (("property", "og:url"), ("content", canonical))),
        ("meta", (("property", "og:image"), ("content", image))),
        ("meta", (("property", "og:image:width"), ("content", "1200"))),
        ("meta", (("property", "og:image:height"), ("content", "630"))),
        ("meta", (("name", "twitter:card"), ("content", "summary_large_image"))),
    ]
    if not head.indexable:
        tags.append(("meta", (("name", "robots"), ("content", "noindex"))))
    rendered = [f"<title>{escape(head.title)}</title>"]
    for name, attributes in tags:
        pairs = " ".join(f'{key}="{escape(value)}"' for key, value in attributes)
        rendered.append(f"<{name} {pairs} />")
    return "\n    ".join(rendered)


_TITLE = re.compile(r"<title>.*?</title>", re.DOTALL)
_DESCRIPTION = re.compile(r'<meta name="description"[^>]*>\s*')
_HTML_LANG = re.compile(r'<html lang="[a-z-]+"')


def with_head(page: str, head: PageHead, language: Language, *, public_url: str) -> str:
    """The built shell page with this path's head: its title, description and links replaced."""
    page = _HTML_LANG.sub(f'<html lang="{language}"', page, count=1)
    page = _DESCRIPTION.sub("", page, count=1)
    page = _TITLE.sub("", page, count=1)
    return page.replace(
        "</head>", f"    {head_html(head, language, public_url=public_url)}\n  </head>", 1
    )
