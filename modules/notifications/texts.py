"""The e-mails' words: templates in `templates/notifications/email/`, one text and one HTML file
per kind and language (`verify_email.id.txt`, `verify_email.id.html`). A text template's first
line is the subject. HTML templates escape every value; text templates are plain text, and
one-line values (a person's name) are made harmless for both before they are inserted."""

import re
import unicodedata
from collections.abc import Mapping
from typing import NamedTuple

from core.templating import render as render_template
from modules.notifications.schemas import Language, MailKind

NAME_LIMIT = 60
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")
# A zero-width space after these keeps a mail program from turning a name into a link.
_LINK_MARKS = re.compile(r"([.:/@])")
GREETINGS = {
    Language.ID: ("Halo {name},", "Halo,"),
    Language.EN: ("Hello {name},", "Hello,"),
}


class MailText(NamedTuple):
    subject: str
    body: str
    html: str


def one_line(value: object, *, limit: int = NAME_LIMIT) -> str:
    """A single line of at most `limit` characters, without control characters or anything a
    mail program would make a link of."""
    text = _CONTROL.sub(" ", unicodedata.normalize("NFC", str(value or ""))).strip()
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return _LINK_MARKS.sub("\\1\u200b", text)


def render(kind: MailKind, language: Language, values: Mapping[str, object]) -> MailText:
    name = one_line(values.get("recipient_name"))
    named, plain = GREETINGS[language]
    context = {
        **values,
        "recipient_name": name,
        "greeting": named.format(name=name) if name else plain,
        "lang": language.value,
    }
    for field in ("name", "phone_number"):
        if field in context:
            context[field] = one_line(context[field], limit=120)
    text = render_template(f"notifications/email/{kind.value}.{language.value}.txt", context)
    subject, _, body = text.partition("\n")
    html = render_template(
        f"notifications/email/{kind.value}.{language.value}.html", {**context, "subject": subject}
    )
    return MailText(subject=subject.strip(), body=body.lstrip("\n"), html=html)
