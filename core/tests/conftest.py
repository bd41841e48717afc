"""Core's tests use the real app plus a few routes that exist only here, to exercise the
envelope, validation and compression without waiting for a module that needs them."""

import pytest
import structlog
from aiohttp import web
from aiohttp.test_utils import TestClient
from pydantic import BaseModel, Field
from pytest_aiohttp import AiohttpClient

from core.app import create_app
from core.container import Container
from core.errors import Conflict, NotFound, TooManyRequests
from core.http import envelope
from core.validation import parse_json, parse_query

log = structlog.get_logger(__name__)


class NewTraveller(BaseModel):
    name: str = Field(min_length=1)
    age: int = Field(ge=0)


class Page(BaseModel):
    page: int = Field(default=1, ge=1)


async def echo(request: web.Request) -> web.Response:
    traveller = await parse_json(request, NewTraveller)
    return envelope(traveller.model_dump())


async def listing(request: web.Request) -> web.Response:
    page = parse_query(request, Page)
    return envelope({"page": page.page})


async def missing(_request: web.Request) -> web.Response:
    raise NotFound("No such order", code="order_not_found")


async def taken(_request: web.Request) -> web.Response:
    raise Conflict("Email already registered", field="email")


async def busy(_request: web.Request) -> web.Response:
    raise TooManyRequests()


async def broken(_request: web.Request) -> web.Response:
    log.info("about_to_fail")
    raise RuntimeError("secret internals: password=hunter2")


async def large(request: web.Request) -> web.Response:
    size = int(request.query.get("items", "200"))
    return envelope([{"code": f"item-{n}", "price_idr": 50_000 + n} for n in range(size)])


TEST_ROUTES = [
    web.post("/api/test/echo", echo),
    web.get("/api/test/listing", listing),
    web.get("/api/test/missing", missing),
    web.get("/api/test/taken", taken),
    web.get("/api/test/busy", busy),
    web.get("/api/test/broken", broken),
    web.get("/api/test/large", large),
]


@pytest.fixture
async def client(aiohttp_client: AiohttpClient, container: Container) -> TestClient:
    app = create_app(container)
    app.router.add_routes(TEST_ROUTES)
    return await aiohttp_client(app)
