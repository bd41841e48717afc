"""Parse a request's JSON body or query string with a pydantic model; failures become Invalid."""

import json
from typing import Any, TypeVar

from aiohttp import web
from pydantic import BaseModel, ValidationError

from core.errors import Invalid

Model = TypeVar("Model", bound=BaseModel)


async def parse_json(request: web.Request, model: type[Model]) -> Model:
    try:
        payload = await request.json()
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise Invalid("Request body must be valid JSON") from None
    return validate(model, payload)


def parse_query(request: web.Request, model: type[Model]) -> Model:
    return validate(model, dict(request.query))


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
