"""The store's name is written once for the server (core/brand.py), and it is the name the
frontend shows (runtime/src/config/brand.json)."""

import json

from core.brand import SHORT_NAME, STORE_NAME
from core.locales import LOCALES, read_namespace
from core.settings import PROJECT_ROOT
from core.templating import ENVIRONMENT


def test_the_server_and_the_frontend_name_the_store_alike() -> None:
    brand = json.loads((PROJECT_ROOT / "runtime/src/config/brand.json").read_text("utf-8"))

    assert (brand["name"], brand["product"]) == (SHORT_NAME, STORE_NAME)


def test_server_pages_carry_the_store_name_in_their_title_and_bar() -> None:
    html = ENVIRONMENT.from_string(
        '{% extends "base.html" %}{% block content %}x{% endblock %}'
    ).render()

    assert f"<title>{STORE_NAME}</title>" in html
    assert f'<span class="brand">{STORE_NAME}</span>' in html


def test_a_namespace_that_is_missing_or_not_an_object_reads_as_empty(tmp_path) -> None:
    (tmp_path / "id").mkdir()
    (tmp_path / "id" / "list.json").write_text("[1, 2]")
    (tmp_path / "id" / "broken.json").write_text("{")

    assert read_namespace("id", "list", root=tmp_path) == {}
    assert read_namespace("id", "broken", root=tmp_path) == {}
    assert read_namespace("id", "missing", root=tmp_path) == {}
    assert read_namespace("id", "common")["skipToContent"]  # the project's own files by default
    assert LOCALES == PROJECT_ROOT / "locales"
