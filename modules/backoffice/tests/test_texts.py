"""Every word of the back office exists in both languages, so no page falls back to a missing
key in one of them."""

import re
from pathlib import Path

from modules.backoffice.texts import TEXTS

TEMPLATES = Path(__file__).parents[1] / "templates" / "backoffice"


def test_indonesian_and_english_have_the_same_words() -> None:
    assert set(TEXTS["id"]) - set(TEXTS["en"]) == set()
    assert set(TEXTS["en"]) - set(TEXTS["id"]) == set()


def test_every_plain_key_a_template_names_exists() -> None:
    named = {
        key
        for template in TEMPLATES.glob("*.html")
        for key in re.findall(r"\bt\.([a-z_]+)\b", template.read_text(encoding="utf-8"))
        if key not in {"format"}
    }

    assert named - set(TEXTS["id"]) == set()
