"""The API contract: one declaration per route, shared by the handler and the OpenAPI document.

`@documented(...)` names a route's query and body models, its answer, who may call it and the
errors it may answer with. The same declaration parses the request (the handler reads the result
with `query_of` / `body_of`) and applies the auth guard, so the document cannot say one thing
while the handler validates another. `openapi_document(app)` walks the router and writes
OpenAPI 3.1 from those declarations and the pydantic models' own JSON schemas."""

import functools
import re
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from http import HTTPStatus
from typing import Any, Literal, TypeVar

from aiohttp import web
from pydantic import BaseModel, ConfigDict, create_model
from pydantic.json_schema import models_json_schema

from core.auth import RouteHandler, accepts_user, requires_user
from core.errors import Invalid, NotFound
from core.validation import parse_json, parse_query, refuse_unstorable, validate

Model = TypeVar("Model", bound=BaseModel)
BodyReader = Callable[[web.Request, type[Any]], Awaitable[Any]]

DOCUMENT_PATH = "/api/openapi.json"
BEARER_SCHEME = "bearerIdToken"
_PARSED_PATH = web.RequestKey("openapi_path", BaseModel)
_PARSED_QUERY = web.RequestKey("openapi_query", BaseModel)
_PARSED_BODY = web.RequestKey("openapi_body", BaseModel)
_DECLARATION = "__openapi_operation__"
# aiohttp's `{name:regex}` placeholders become OpenAPI's `{name}`.
_PLACEHOLDER = re.compile(r"\{(\w+)(?::[^}]*)?\}")


class Auth(StrEnum):
    """Who may call: anyone, anyone (a signed-in caller changes the answer), a signed-in user,
    a signed-in user with a verified e-mail (the store's default)."""

    PUBLIC = "public"
    OPTIONAL = "optional"
    USER = "user"
    VERIFIED = "verified"


class ErrorData(BaseModel):
    """`data` of an error envelope: a stable code, the field at fault, and details by kind."""

    model_config = ConfigDict(extra="allow")

    code: str
    field: str | None = None


class ErrorEnvelope(BaseModel):
    """The SPEC envelope of every /api failure."""

    success: Literal[False]
    message: str
    data: ErrorData


@dataclass(frozen=True)
class Operation:
    summary: str
    tag: str
    operation_id: str
    # The path's placeholders as a model; without one each is documented as a plain string.
    path: type[BaseModel] | None = None
    query: type[BaseModel] | None = None
    body: type[BaseModel] | None = None
    # The model (or type, e.g. list[Region]) of `data`; None documents `data: null`.
    response: Any = None
    auth: Auth = Auth.PUBLIC
    errors: tuple[int, ...] = ()
    # False: the answer is the model itself, not an envelope (the Firebase contract, raw files).
    envelope: bool = True
    error_model: type[BaseModel] = ErrorEnvelope
    media_type: str = "application/json"
    body_media_types: tuple[str, ...] = ("application/json",)
    # Answers other than 200 that carry a body of their own model (health's 503).
    other_responses: Mapping[int, Any] = field(default_factory=dict)
    description: str | None = None


def documented(
    *,
    summary: str,
    tag: str,
    operation_id: str,
    path: type[BaseModel] | None = None,
    query: type[BaseModel] | None = None,
    body: type[BaseModel] | None = None,
    response: Any = None,
    auth: Auth = Auth.PUBLIC,
    errors: Iterable[int] = (),
    envelope: bool = True,
    error_model: type[BaseModel] = ErrorEnvelope,
    media_type: str = "application/json",
    body_reader: BodyReader = parse_json,
    body_media_types: Iterable[str] = ("application/json",),
    other_responses: Mapping[int, Any] | None = None,
    description: str | None = None,
) -> Callable[[RouteHandler], RouteHandler]:
    """Declare a route for the document, parse its query and body, and guard it by `auth`."""
    operation = Operation(
        summary=summary,
        tag=tag,
        operation_id=operation_id,
        path=path,
        query=query,
        body=body,
        response=response,
        auth=auth,
        errors=tuple(sorted(set(errors))),
        envelope=envelope,
        error_model=error_model,
        media_type=media_type,
        body_media_types=tuple(body_media_types),
        other_responses=dict(other_responses or {}),
        description=description,
    )

    def declare(handler: RouteHandler) -> RouteHandler:
        @functools.wraps(handler)
        async def parsed(request: web.Request) -> web.StreamResponse:
            _refuse_unstorable_path(request)
            if path is not None:
                request[_PARSED_PATH] = _parse_path(request, path)
            if query is not None:
                request[_PARSED_QUERY] = parse_query(request, query)
            if body is not None:
                request[_PARSED_BODY] = await body_reader(request, body)
            return await handler(request)

        guarded = _guard(parsed, auth)
        setattr(guarded, _DECLARATION, operation)
        return guarded

    return declare


def _refuse_unstorable_path(request: web.Request) -> None:
    # `%00` in a placeholder: no stored thing has such a name (and PostgreSQL refuses to look).
    try:
        refuse_unstorable(dict(request.match_info), where="Path")
    except Invalid as invalid:
        raise NotFound(invalid.message) from None


def _parse_path(request: web.Request, model: type[Model]) -> Model:
    # A path its model refuses names nothing: a 404, as for any other unknown address.
    try:
        return validate(model, dict(request.match_info))
    except Invalid as invalid:
        raise NotFound(invalid.message, field=invalid.field) from None


def _guard(handler: RouteHandler, auth: Auth) -> RouteHandler:
    if auth is Auth.VERIFIED:
        return requires_user()(handler)
    if auth is Auth.USER:
        return requires_user(verified=False)(handler)
    if auth is Auth.OPTIONAL:
        return accepts_user(handler)
    return handler


def path_of(request: web.Request, model: type[Model]) -> Model:
    """The path placeholders its route's declaration parsed; `model` must be the declared one."""
    return _parsed(request, _PARSED_PATH, model)


def query_of(request: web.Request, model: type[Model]) -> Model:
    """The query its route's declaration parsed; `model` must be the declared one."""
    return _parsed(request, _PARSED_QUERY, model)


def body_of(request: web.Request, model: type[Model]) -> Model:
    """The body its route's declaration parsed; `model` must be the declared one."""
    return _parsed(request, _PARSED_BODY, model)


def _parsed(request: web.Request, key: web.RequestKey[BaseModel], model: type[Model]) -> Model:
    value = request.get(key)
    if not isinstance(value, model):
        raise TypeError(f"{model.__name__} is not what this route's @documented parses")
    return value


def operation_of(handler: Any) -> Operation | None:
    return getattr(handler, _DECLARATION, None)


def openapi_path(resource: web.AbstractResource) -> str:
    return _PLACEHOLDER.sub(r"{\1}", resource.canonical)


def documented_routes(app: web.Application) -> list[tuple[str, str, Operation | None]]:
    """(method, OpenAPI path, declaration or None) of every route the app serves, except HEAD
    (aiohttp adds one beside each GET) and the catch-all `*` routes."""
    found = []
    for route in app.router.routes():
        if route.method in {"HEAD", "*"} or route.resource is None:
            continue
        found.append((route.method, openapi_path(route.resource), operation_of(route.handler)))
    return found


def _pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\W]+", name) if part)


def _success_model(operation: Operation) -> type[BaseModel] | None:
    if not operation.envelope:
        return operation.response
    return create_model(
        f"{_pascal(operation.operation_id)}Response",
        success=(Literal[True], ...),
        message=(str, ...),
        data=(operation.response, ...),
    )


def _other_model(operation: Operation, status: int, data: Any) -> type[BaseModel]:
    return create_model(
        f"{_pascal(operation.operation_id)}Response{status}",
        success=(bool, ...),
        message=(str, ...),
        data=(data, ...),
    )


def _parameters(
    operation: Operation, path: str, refs: Mapping[Any, str], schemas: dict[str, Any]
) -> list[dict[str, Any]]:
    declared = _properties(operation.path, refs, schemas)
    parameters = [
        {"name": name, "in": "path", "required": True, "schema": declared.get(name, _STRING)}
        for name in re.findall(r"\{(\w+)\}", path)
    ]
    if operation.query is not None:
        schema = schemas[refs[operation.query].rsplit("/", 1)[-1]]
        required = set(schema.get("required", ()))
        parameters += [
            {"name": name, "in": "query", "required": name in required, "schema": prop}
            for name, prop in _properties(operation.query, refs, schemas).items()
        ]
    return parameters


_STRING = {"type": "string"}


def _properties(
    model: type[BaseModel] | None, refs: Mapping[Any, str], schemas: dict[str, Any]
) -> dict[str, Any]:
    if model is None:
        return {}
    return schemas[refs[model].rsplit("/", 1)[-1]].get("properties", {})


def _content(media_type: str, model: Any, refs: Mapping[Any, str]) -> dict[str, Any]:
    schema = {"$ref": refs[model]} if model in refs else {}
    return {media_type: {"schema": schema}}


def _operation(
    operation: Operation, path: str, refs: Mapping[Any, str], schemas: dict[str, Any]
) -> dict[str, Any]:
    responses: dict[str, Any] = {
        "200": {
            "description": "OK",
            "content": _content(operation.media_type, _answer_key(operation, 200), refs),
        }
    }
    for status in operation.other_responses:
        responses[str(status)] = {
            "description": HTTPStatus(status).phrase,
            "content": _content("application/json", _answer_key(operation, status), refs),
        }
    for status in _error_statuses(operation, path):
        responses[str(status)] = {
            "description": HTTPStatus(status).phrase,
            "content": _content("application/json", operation.error_model, refs),
        }
    document: dict[str, Any] = {
        "operationId": operation.operation_id,
        "summary": operation.summary,
        "tags": [operation.tag],
        "parameters": _parameters(operation, path, refs, schemas),
        "responses": responses,
    }
    if operation.description:
        document["description"] = operation.description
    if operation.body is not None:
        document["requestBody"] = {
            "required": True,
            "content": {
                media: {"schema": {"$ref": refs[operation.body]}}
                for media in operation.body_media_types
            },
        }
    if operation.auth in {Auth.USER, Auth.VERIFIED}:
        document["security"] = [{BEARER_SCHEME: []}]
    elif operation.auth is Auth.OPTIONAL:
        document["security"] = [{}, {BEARER_SCHEME: []}]
    return document


def _answer_key(operation: Operation, status: int) -> tuple[str, int]:
    """How an operation's own answer models are keyed among the models of the document."""
    return (operation.operation_id, int(status))


def _error_statuses(operation: Operation, path: str) -> list[int]:
    statuses = set(operation.errors)
    if operation.path is not None or "{" in path:
        statuses.add(HTTPStatus.NOT_FOUND)
    if operation.query is not None or operation.body is not None:
        statuses.add(HTTPStatus.BAD_REQUEST)
    if operation.body is not None:
        statuses.add(HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
    if operation.auth in {Auth.USER, Auth.VERIFIED}:
        statuses.add(HTTPStatus.UNAUTHORIZED)
    if operation.auth is Auth.VERIFIED:
        statuses.add(HTTPStatus.FORBIDDEN)
    return sorted(int(status) for status in statuses - set(operation.other_responses))


def openapi_document(app: web.Application, *, title: str, version: str) -> dict[str, Any]:
    """The OpenAPI 3.1 document of every declared route of `app`, sorted for stable output."""
    operations = [
        (method, path, operation)
        for method, path, operation in documented_routes(app)
        if operation is not None
    ]
    # Every model in one pass, so shared models become one entry under components/schemas.
    keyed: dict[Any, tuple[type[BaseModel], Literal["validation", "serialization"]]] = {}
    for _, _, operation in operations:
        for model in (operation.path, operation.query, operation.body):
            if model is not None:
                keyed[model] = (model, "validation")
        success = _success_model(operation)
        if success is not None:
            keyed[_answer_key(operation, 200)] = (success, "serialization")
        for status, data in operation.other_responses.items():
            model = _other_model(operation, status, data)
            keyed[_answer_key(operation, status)] = (model, "serialization")
        keyed[operation.error_model] = (operation.error_model, "serialization")
    key_order = list(keyed)
    refs_by_model, definitions = models_json_schema(
        [keyed[key] for key in key_order], ref_template="#/components/schemas/{model}"
    )
    refs = {key: refs_by_model[keyed[key]]["$ref"] for key in key_order}
    schemas = definitions.get("$defs", {})

    paths: dict[str, dict[str, Any]] = {}
    for method, path, operation in operations:
        paths.setdefault(path, {})[method.lower()] = _operation(operation, path, refs, schemas)
    return {
        "openapi": "3.1.0",
        "info": {"title": title, "version": version},
        "paths": dict(sorted(paths.items())),
        "components": {
            "schemas": dict(sorted(schemas.items())),
            "securitySchemes": {
                BEARER_SCHEME: {
                    "type": "http",
                    "scheme": "bearer",
                    "bearerFormat": "JWT",
                    "description": "The ID token the identity endpoints issue (Firebase's).",
                }
            },
        },
    }
