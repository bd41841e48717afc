"""The content pages' heroes as the server draws them (modules/web/first_screen.py): where each
page's texts are and what stands beside them, as mfe-catalog's pages pass them to ContentHero
(about, guide, FAQ, contact and the legal pages)."""

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class ContentHero:
    """Where a content page's hero texts are, as mfe-catalog's page passes them to ContentHero."""

    namespace: str
    eyebrow: str
    title: str
    lead: str
    # The hero's picture beside the text: its drawing's viewBox, an empty drawing of that size
    # keeping its place (the drawing comes with the page), or "steps" for the guide's card of
    # three steps, drawn here from the same texts.
    art: str | None = None
    # The legal pages' "in force since" line, under the lead.
    updated: str | None = None
    title_namespace: str = "catalog"
    # The catalog's stylesheets the hero needs, by their built names.
    sheets: tuple[str, ...] = ("content",)


_LEGAL = "catalog-legal"
CONTENT_HEROES: Mapping[str, ContentHero] = {
    # The drawings' viewBox: about/globe-illustration.tsx, components/phone-illustration.tsx.
    "/tentang": ContentHero(
        "catalog", "about.eyebrow", "about.title", "about.lead", art="0 0 240 240"
    ),
    "/panduan": ContentHero(
        "catalog",
        "guide.eyebrow",
        "guide.title",
        "guide.lead",
        art="steps",
        sheets=("content", "guide"),
    ),
    "/faq-page": ContentHero("catalog", "faq.eyebrow", "faq.title", "faq.lead", art="0 0 240 300"),
    "/kontak": ContentHero(
        "catalog", "contactPage.eyebrow", "contactPage.title", "contactPage.lead"
    ),
    "/privacy-policy": ContentHero(
        _LEGAL,
        "privacyPolicy.eyebrow",
        "privacyPolicy.title",
        "privacyPolicy.lead",
        updated="privacyPolicy.updated",
        sheets=("content", "legal"),
    ),
    **{
        f"/{topic}": ContentHero(
            _LEGAL,
            "legalPages.eyebrow",
            f"legal.{topic}.title",
            f"legalPages.{topic}.lead",
            updated="legalPages.updated",
            sheets=("content", "legal"),
        )
        for topic in ("terms", "privacy", "security")
    },
}
