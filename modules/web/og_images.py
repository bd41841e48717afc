"""Link-preview pictures (1200x630 PNG, what WhatsApp and Facebook show): one per destination and
region, with its name and starting price in the store's colours and typeface, and one for the
store. Drawn with Pillow on first request, then kept in memory."""

import asyncio
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from io import BytesIO
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from core.brand import STORE_NAME

WIDTH, HEIGHT = 1200, 630
# The store's theme (runtime/src/ui/tokens.css): deep teal, teal, sand and the amber accent.
_TOP, _BOTTOM = (11, 68, 71), (20, 135, 141)
_SAND, _AMBER, _WHITE = (230, 244, 243), (251, 191, 36), (255, 255, 255)
_FONT_FILES = "runtime/node_modules/@fontsource/plus-jakarta-sans/files"
# Every picture there is fits: about 250 countries and 10 regions, in two languages, and the store.
MAX_CACHED = 1024


@dataclass(frozen=True)
class Card:
    """What one picture says."""

    eyebrow: str
    title: str
    price_line: str
    footer: str


@cache
def _font(web_root: Path, weight: int, size: int) -> ImageFont.FreeTypeFont:
    path = web_root / _FONT_FILES / f"plus-jakarta-sans-latin-{weight}-normal.woff"
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:  # fonts not installed (no `make install`): Pillow's own typeface
        return ImageFont.load_default(size=size)


_SMALLEST = 24


def _fitting(
    web_root: Path, text: str, weight: int, size: int, width: int
) -> ImageFont.FreeTypeFont:
    """The largest font up to `size` in which `text` fits `width` pixels."""
    while size > _SMALLEST:
        font = _font(web_root, weight, size)
        if font.getlength(text) <= width:
            return font
        size -= 6
    return _font(web_root, weight, size)


def _background() -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT))
    draw = ImageDraw.Draw(image)
    for y in range(HEIGHT):
        share = y / (HEIGHT - 1)
        colour = tuple(round(a + (b - a) * share) for a, b in zip(_TOP, _BOTTOM, strict=True))
        draw.line([(0, y), (WIDTH, y)], fill=colour)
    # A skyline and a sun, as on the store's banners.
    draw.ellipse((1010, 70, 1110, 170), fill=_AMBER)
    skyline = [
        (0, 630), (0, 540), (60, 540), (60, 470), (110, 470), (110, 540), (150, 540), (150, 400),
        (210, 400), (210, 540), (250, 540), (250, 450), (300, 450), (300, 540), (960, 540),
        (960, 430), (1010, 430), (1010, 540), (1050, 540), (1050, 360), (1075, 360), (1090, 320),
        (1105, 360), (1130, 360), (1130, 540), (1200, 540), (1200, 630),
    ]  # fmt: skip
    draw.polygon(skyline, fill=(8, 52, 55))
    return image


def render_card(card: Card, *, web_root: Path) -> bytes:
    image = _background()
    draw = ImageDraw.Draw(image)
    left, width = 80, WIDTH - 160
    draw.text((left, 70), STORE_NAME, font=_font(web_root, 800, 40), fill=_WHITE)
    draw.text((left, 150), card.eyebrow, font=_font(web_root, 600, 34), fill=_SAND)
    title = _fitting(web_root, card.title, 800, 112, width - 160)
    draw.text((left, 200), card.title, font=title, fill=_WHITE)
    price_top = 200 + round(title.size * 1.3) + 10  # under the title, however large it is
    draw.text((left, price_top), card.price_line, font=_font(web_root, 700, 56), fill=_AMBER)
    draw.text((left, 560), card.footer, font=_font(web_root, 600, 30), fill=_SAND)
    out = BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


class PreviewImages:
    """Rendered pictures by card and catalog version, the most recent MAX_CACHED kept. Only the
    event loop touches the cache; rendering (about 50 ms of CPU) runs in a thread, once per
    picture however many requests ask for it at the same time."""

    def __init__(
        self,
        *,
        web_root: Path,
        max_cached: int = MAX_CACHED,
        render: Callable[..., bytes] = render_card,
    ) -> None:
        self._web_root = web_root
        self._max_cached = max_cached
        self._render = render
        self._cached: OrderedDict[tuple[object, Card], bytes] = OrderedDict()
        self._rendering: dict[tuple[object, Card], asyncio.Future[bytes]] = {}

    async def png(self, card: Card, *, version: object) -> bytes:
        key = (version, card)
        if (found := self._cached.get(key)) is not None:
            self._cached.move_to_end(key)
            return found
        if (pending := self._rendering.get(key)) is not None:
            return await asyncio.shield(pending)
        pending = asyncio.ensure_future(
            asyncio.to_thread(self._render, card, web_root=self._web_root)
        )
        self._rendering[key] = pending
        try:
            rendered = await asyncio.shield(pending)
        finally:
            self._rendering.pop(key, None)
        self._cached[key] = rendered
        while len(self._cached) > self._max_cached:
            self._cached.popitem(last=False)
        return rendered
