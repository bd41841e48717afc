"""Parse a request's JSON body or query string with a pydantic model; failures become Invalid."""

import codecs
import json
import re
from enum import StrEnum
from typing import Any, TypeVar

from aiohttp import web
from pydantic import BaseModel, ValidationError

from core.errors import Invalid

Model = TypeVar("Model", bound=BaseModel)
_NOTHING: Any = object()
# No database stores these in text: PostgreSQL refuses NUL, and UTF-8 has no lone surrogates.
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


class BodyProblem(StrEnum):
    """Why a request body could not be read (the `code` of its 400)."""

    CHARSET = "unknown_charset"
    ENCODING = "invalid_encoding"
    JSON = "invalid_json"
    CHARACTER = "invalid_character"
    TOO_DEEP = "json_too_deep"
    NUMBER = "number_too_long"


async def parse_json(request: web.Request, model: type[Model]) -> Model:
    return validate(model, await read_json(request))


# Parsed queries of frozen models, by model and raw query string: a catalog page asks the same
# few queries over and over. Bounded, since query strings are the caller's to invent.
_PARSED_QUERIES: dict[tuple[type[BaseModel], str], BaseModel] = {}
MAX_PARSED_QUERIES = 1024


def parse_query(request: web.Request, model: type[Model]) -> Model:
    """The query string as `model`. A frozen model's parse is kept and handed out again for the
    same query string (it cannot be changed by whoever receives it); a refused one is not kept."""
    frozen = model.model_config.get("frozen", False)
    if frozen:
        key = (model, request.query_string)
        known = _PARSED_QUERIES.get(key)
        if known is not None:
            return known  # type: ignore[return-value] - keyed by its model
    query = dict(request.query)
    refuse_unstorable(query, where="Query string")
    parsed = validate(model, query)
    if frozen:
        if len(_PARSED_QUERIES) >= MAX_PARSED_QUERIES:
            _PARSED_QUERIES.clear()
        _PARSED_QUERIES[key] = parsed
    return parsed


async def read_json(request: web.Request, *, empty: Any = _NOTHING) -> Any:
    """The body as JSON, or Invalid naming what is wrong with it: an unknown charset, bytes that
    are not UTF-8 (or the charset named), JSON that does not parse, nests too deep, has an
    integer too long to read, or a string no database can store (refuse_unstorable).
    `empty` is the value of an empty body; without it an empty body is invalid JSON."""
    text = await read_text(request)
    if not text.strip() and empty is not _NOTHING:
        return empty
    try:
        payload = json.loads(text)
    except json.JSONDecodeError:
        raise Invalid("Request body must be valid JSON", code=BodyProblem.JSON) from None
    except RecursionError:
        raise Invalid("Request body nests too deep", code=BodyProblem.TOO_DEEP) from None
    except ValueError:  # int() refuses a number of more than sys.get_int_max_str_digits()
        raise Invalid("Request body has a number too long", code=BodyProblem.NUMBER) from None
    refuse_unstorable(payload, where="Request body")
    return payload


async def read_text(request: web.Request) -> str:
    """The body decoded by its declared charset (UTF-8 when none), or Invalid."""
    charset = request.charset or "utf-8"
    try:
        codecs.lookup(charset)
    except LookupError:
        raise Invalid(f"Unknown charset {charset[:40]!r}", code=BodyProblem.CHARSET) from None
    body = await request.read()
    try:
        return body.decode(charset)
    except UnicodeDecodeError:
        raise Invalid(f"Request body is not {charset[:40]}", code=BodyProblem.ENCODING) from None


def refuse_unstorable(payload: Any, *, where: str) -> None:
    """Invalid when a string of `payload` (keys included) holds a NUL character or a lone
    surrogate: no database can store either, so no input may bring one in."""
    pending = [payload]  # iterative: the payload may nest as deep as the JSON parser allowed
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            # ASCII without NUL, the usual case, needs no regular expression.
            if item.isascii() and "\x00" not in item:
                continue
            if found := _UNSTORABLE.search(item):
                what = "a NUL character" if found.group() == "\x00" else "a lone surrogate"
                raise Invalid(f"{where} has {what}", code=BodyProblem.CHARACTER)
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)


def validate(model: type[Model], payload: Any) -> Model:
    try:
        return model.model_validate(payload)
    except ValidationError as error:
        problems = [
            {"field": _field_name(problem["loc"]), "message": problem["msg"]}
            for problem in error.errors(include_url=False)
        ]
        first = problems[0]
        message = f"{first['field']}: {first['message']}" if first["field"] else first["message"]
        raise Invalid(message, field=first["field"], details={"errors": problems}) from None


def _field_name(location: tuple[int | str, ...]) -> str | None:
    return ".".join(str(part) for part in location) or None
