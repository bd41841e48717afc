"""Link-preview pictures cost CPU: each one is drawn once, however many previewers ask at once."""

import asyncio
from pathlib import Path

from modules.web.og_images import Card, PreviewImages, render_card


async def test_twenty_requests_at_once_for_a_new_picture_draw_it_once(tmp_path: Path) -> None:
    drawn: list[Card] = []

    def counting(card: Card, *, web_root: Path) -> bytes:
        drawn.append(card)
        return render_card(card, web_root=web_root)

    images = PreviewImages(web_root=tmp_path, render=counting)
    card = Card("eSIM", "Jepang", "mulai Rp. 80.000", "150+ negara")

    pictures = await asyncio.gather(*(images.png(card, version=1) for _ in range(20)))
    again = await images.png(card, version=1)
    newer = await images.png(card, version=2)

    assert drawn == [card, card]  # version 1 once, version 2 once
    assert len(set(pictures)) == 1
    assert again == pictures[0]
    assert newer.startswith(b"\x89PNG")
