"""The API contract: every /api route is declared, the document is served with its reference
page, and the declaration is what the handler parses."""

import json
import re
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient
from click.testing import CliRunner
from pydantic import BaseModel
from pytest_aiohttp import AiohttpClient

from core.api_docs import ASSETS
from core.app import create_app
from core.cli import main
from core.container import build_container
from core.http import envelope, error_middleware
from core.openapi import Auth, body_of, documented, documented_routes
from core.testing import MakeSettings

IDENTITY_PREFIXES = ("/identitytoolkit.googleapis.com/", "/securetoken.googleapis.com/")


def _every_route_app(make_settings: MakeSettings) -> web.Application:
    # The development mailbox on: its /api route must be declared too.
    return create_app(build_container(make_settings(dev_mailbox=True)))


def test_every_api_route_is_declared_for_the_document(make_settings: MakeSettings) -> None:
    routes = documented_routes(_every_route_app(make_settings))

    undeclared = [
        f"{method} {path}"
        for method, path, operation in routes
        if operation is None and (path.startswith("/api/") or path.startswith(IDENTITY_PREFIXES))
    ]

    assert [path for _, path, _ in routes if path.startswith("/api/")], "no /api routes found"
    assert undeclared == [], "declare these routes with core.openapi.documented"


async def test_the_document_lists_every_declared_route(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings
) -> None:
    app = _every_route_app(make_settings)
    declared = {(method.lower(), path) for method, path, op in documented_routes(app) if op}
    client = await aiohttp_client(app)

    response = await client.get("/api/openapi.json")
    document = await response.json()

    assert response.status == 200
    assert document["openapi"] == "3.1.0"
    listed = {(method, path) for path, item in document["paths"].items() for method in item}
    assert listed == declared
    me = document["paths"]["/api/auth/me"]["get"]
    assert me["security"] == [{"bearerIdToken": []}]
    assert {"200", "401"} <= set(me["responses"])
    envelope_ref = me["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    wrapped = document["components"]["schemas"][envelope_ref.rsplit("/", 1)[-1]]
    assert wrapped["required"] == ["success", "message", "data"]
    assert wrapped["properties"]["data"] == {"$ref": "#/components/schemas/Profile"}
    sign_up = document["paths"]["/identitytoolkit.googleapis.com/v1/accounts:signUp"]["post"]
    error = sign_up["responses"]["400"]["content"]["application/json"]["schema"]
    assert error == {"$ref": "#/components/schemas/FirebaseError"}


def test_kelana_openapi_prints_the_same_sorted_document_every_time() -> None:
    runner = CliRunner()

    first = runner.invoke(main, ["openapi"])
    second = runner.invoke(main, ["openapi"])

    assert first.exit_code == 0, first.output
    document = json.loads(first.stdout)
    assert first.stdout == second.stdout
    assert list(document["paths"]) == sorted(document["paths"])
    assert "/api/dev/mailbox" not in document["paths"]  # development only


async def test_reference_page_loads_its_own_assets_and_no_inline_script(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings, tmp_path: Path
) -> None:
    assets = tmp_path / "swagger-ui-dist"
    assets.mkdir()
    for name in ASSETS:
        (assets / name).write_text(f"/* {name} */")
    client = await aiohttp_client(create_app(build_container(make_settings(swagger_ui_dir=assets))))

    page = await client.get("/api/docs")
    html = await page.text()
    sources = re.findall(r'<script src="([^"]+)"></script>', html)

    assert page.status == 200
    assert "script-src" not in page.headers["Content-Security-Policy"]  # default-src 'self'
    assert "<script>" not in html
    assert sources[-1] == "/api/docs/initializer.js"
    for source in sources:
        answer = await client.get(source)
        assert answer.status == 200, source
        assert "javascript" in answer.content_type
    initializer = await (await client.get("/api/docs/initializer.js")).text()
    assert '"/api/openapi.json"' in initializer
    assert (await client.get("/api/docs/package.json")).status == 404


async def test_reference_page_says_what_is_missing_without_its_assets(
    aiohttp_client: AiohttpClient, make_settings: MakeSettings, tmp_path: Path
) -> None:
    settings = make_settings(swagger_ui_dir=tmp_path / "absent")
    client = await aiohttp_client(create_app(build_container(settings)))

    page = await client.get("/api/docs")
    asset = await client.get("/api/docs/swagger-ui-bundle.js")

    assert page.status == 200
    assert "make install" in await page.text()
    assert asset.status == 404


class Greeting(BaseModel):
    name: str


class Other(BaseModel):
    name: str


@pytest.fixture
async def greeting_client(aiohttp_client: AiohttpClient) -> TestClient:
    @documented(summary="greet", tag="test", operation_id="greet", body=Greeting)
    async def greet(request: web.Request) -> web.Response:
        return envelope({"hello": body_of(request, Greeting).name})

    @documented(summary="mismatch", tag="test", operation_id="mismatch", body=Greeting)
    async def mismatch(request: web.Request) -> web.Response:
        return envelope({"hello": body_of(request, Other).name})

    @documented(summary="private", tag="test", operation_id="private", auth=Auth.VERIFIED)
    async def private(_request: web.Request) -> web.Response:
        return envelope()

    app = web.Application(middlewares=[error_middleware])
    app.add_routes(
        [
            web.post("/api/t/greet", greet),
            web.post("/api/t/mismatch", mismatch),
            web.get("/api/t/private", private),
        ]
    )
    return await aiohttp_client(app)


async def test_the_declared_model_is_the_one_parsed(greeting_client: TestClient) -> None:
    answer = await greeting_client.post("/api/t/greet", json={"name": "Ayu"})
    invalid = await greeting_client.post("/api/t/greet", json={"name": 7})
    # A handler reading another model than its declaration names fails loudly.
    mismatch = await greeting_client.post("/api/t/mismatch", json={"name": "Ayu"})

    assert (await answer.json())["data"] == {"hello": "Ayu"}
    assert invalid.status == 400
    assert (await invalid.json())["data"]["field"] == "name"
    assert mismatch.status == 500


async def test_the_declared_auth_guards_the_route(greeting_client: TestClient) -> None:
    answer = await greeting_client.get("/api/t/private")

    assert answer.status == 401
    assert (await answer.json())["data"] == {"code": "missing_token"}
