"""Query strings parsed once per frozen model and raw query, and never a refused one."""

import pytest
from aiohttp.test_utils import make_mocked_request
from pydantic import BaseModel, ConfigDict, Field

from core import validation
from core.errors import Invalid
from core.validation import parse_query


class Filter(BaseModel):
    model_config = ConfigDict(frozen=True)

    page: int = Field(default=1, ge=1)


class Draft(BaseModel):
    page: int = Field(default=1, ge=1)


def ask(query: str, model: type[BaseModel]) -> BaseModel:
    return parse_query(make_mocked_request("GET", f"/api/list?{query}"), model)


def test_a_frozen_parse_is_handed_out_again_for_the_same_query() -> None:
    first = ask("page=2", Filter)
    assert ask("page=2", Filter) is first
    assert first == Filter(page=2)
    assert ask("page=3", Filter) == Filter(page=3)


def test_a_model_that_can_be_changed_is_parsed_for_every_request() -> None:
    first = ask("page=2", Draft)
    first.page = 9
    assert ask("page=2", Draft) == Draft(page=2)


def test_a_refused_query_is_refused_every_time() -> None:
    for _ in range(2):
        with pytest.raises(Invalid):
            ask("page=0", Filter)
        with pytest.raises(Invalid):
            ask("page=%00", Filter)


def test_invented_query_strings_cannot_grow_the_store_without_bound() -> None:
    for page in range(1, validation.MAX_PARSED_QUERIES * 2):
        ask(f"page={page}", Filter)
    assert len(validation._PARSED_QUERIES) <= validation.MAX_PARSED_QUERIES
