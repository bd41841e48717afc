"""What sending a SIM card to an address costs, and how long it takes, by province.

The table below is the store's default, in zones (Java; Bali and Sumatra; Nusa Tenggara Barat,
Kalimantan and Sulawesi; the far east). Settings override it without a release:
`DELIVERY_RATES` (`31=12000:1,91=60000:8`: province code, fee in Rupiah, days) and, for a
province the table does not know, `DELIVERY_DEFAULT_FEE_IDR` and `DELIVERY_DEFAULT_DAYS`
(docs/delivery.md)."""

from dataclasses import dataclass

JAVA = (15_000, 2)
BALI_SUMATRA = (25_000, 3)
CENTRAL = (35_000, 4)
FAR_EAST = (55_000, 7)

# Province code (as the Ministry of Home Affairs writes it) → its name, and its zone.
PROVINCES: dict[str, tuple[str, tuple[int, int]]] = {
    "11": ("Aceh", BALI_SUMATRA),
    "12": ("Sumatera Utara", BALI_SUMATRA),
    "13": ("Sumatera Barat", BALI_SUMATRA),
    "14": ("Riau", BALI_SUMATRA),
    "15": ("Jambi", BALI_SUMATRA),
    "16": ("Sumatera Selatan", BALI_SUMATRA),
    "17": ("Bengkulu", BALI_SUMATRA),
    "18": ("Lampung", BALI_SUMATRA),
    "19": ("Kepulauan Bangka Belitung", BALI_SUMATRA),
    "21": ("Kepulauan Riau", BALI_SUMATRA),
    "31": ("Daerah Khusus Ibukota Jakarta", JAVA),
    "32": ("Jawa Barat", JAVA),
    "33": ("Jawa Tengah", JAVA),
    "34": ("Daerah Istimewa Yogyakarta", JAVA),
    "35": ("Jawa Timur", JAVA),
    "36": ("Banten", JAVA),
    "51": ("Bali", BALI_SUMATRA),
    "52": ("Nusa Tenggara Barat", CENTRAL),
    "53": ("Nusa Tenggara Timur", FAR_EAST),
    "61": ("Kalimantan Barat", CENTRAL),
    "62": ("Kalimantan Tengah", CENTRAL),
    "63": ("Kalimantan Selatan", CENTRAL),
    "64": ("Kalimantan Timur", CENTRAL),
    "65": ("Kalimantan Utara", CENTRAL),
    "71": ("Sulawesi Utara", CENTRAL),
    "72": ("Sulawesi Tengah", CENTRAL),
    "73": ("Sulawesi Selatan", CENTRAL),
    "74": ("Sulawesi Tenggara", CENTRAL),
    "75": ("Gorontalo", CENTRAL),
    "76": ("Sulawesi Barat", CENTRAL),
    "81": ("Maluku", FAR_EAST),
    "82": ("Maluku Utara", FAR_EAST),
    "91": ("Papua", FAR_EAST),
    "92": ("Papua Barat", FAR_EAST),
    "93": ("Papua Selatan", FAR_EAST),
    "94": ("Papua Tengah", FAR_EAST),
    "95": ("Papua Pegunungan", FAR_EAST),
    "96": ("Papua Barat Daya", FAR_EAST),
}
# Names people (and older address books) write for the same provinces.
ALIASES = {"dki jakarta": "31", "jakarta": "31", "di yogyakarta": "34", "yogyakarta": "34"}


@dataclass(frozen=True)
class Rate:
    fee_idr: int
    days: int


def parse_overrides(text: str) -> dict[str, Rate]:
    """`31=12000:1,91=60000:8` → {"31": Rate(12000, 1), ...}; raises ValueError when a part is
    not code=fee:days with a known province, a fee of 0 or more and days of 1 or more."""
    rates: dict[str, Rate] = {}
    for part in (piece.strip() for piece in text.replace(";", ",").split(",")):
        if not part:
            continue
        code, _, rest = part.partition("=")
        fee, _, days = rest.partition(":")
        code = code.strip()
        if code not in PROVINCES or not fee.strip().isdigit() or not days.strip().isdigit():
            raise ValueError(f"DELIVERY_RATES: {part!r} is not <province code>=<fee>:<days>")
        if int(days) < 1:
            raise ValueError(f"DELIVERY_RATES: {part!r} needs at least one day")
        rates[code] = Rate(int(fee), int(days))
    return rates


class DeliveryRates:
    """The fee and days for a province, given by its code or its name (any case)."""

    def __init__(self, *, overrides: dict[str, Rate], default: Rate) -> None:
        self._overrides = overrides
        self._default = default
        self._by_name = {name.lower(): code for code, (name, _) in PROVINCES.items()}
        self._by_name.update(ALIASES)

    def province_code(self, province: str) -> str | None:
        text = " ".join(province.split()).lower()
        if text in PROVINCES:
            return text
        return self._by_name.get(text)

    def rate(self, province: str) -> tuple[str | None, Rate]:
        """The province's code (None when unknown) and its rate (the default when unknown)."""
        code = self.province_code(province)
        if code is None:
            return None, self._default
        if code in self._overrides:
            return code, self._overrides[code]
        fee, days = PROVINCES[code][1]
        return code, Rate(fee, days)
