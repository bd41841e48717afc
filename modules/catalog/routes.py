from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from pydantic import BaseModel

from core.http_cache import JsonResponseCache, cached_json_response, render_envelope
from core.validation import parse_query
from modules.catalog.schemas import Product, ProductType
from modules.catalog.service import CatalogService

# Browsers and CDNs may reuse a catalog answer for a minute, then revalidate it with the ETag
# (a 304 costs no body). Prices are computed again on the server at checkout, so a price that
# is a minute old on screen cannot be charged.
CATALOG_CACHE_CONTROL = "public, max-age=60"


class ProductFilter(BaseModel):
    """`?type=esim_bundle`: one tab of an order page (SPEC: lists by country and product type)."""

    type: ProductType | None = None


def _product_type(request: web.Request) -> ProductType | None:
    # Parsed only when there is a query string: the plain page request skips pydantic.
    return parse_query(request, ProductFilter).type if request.query_string else None


def _products(products: list[Product]) -> list[dict[str, Any]]:
    return [product.model_dump(mode="json") for product in products]


def catalog_routes(*, service: CatalogService, cache: JsonResponseCache) -> list[web.RouteDef]:
    async def respond(
        request: web.Request, key: str, data: Callable[[], Awaitable[Any]]
    ) -> web.Response:
        version = await service.revision()
        rendered = cache.get(key, version=version)
        if rendered is None:
            # data() may raise NotFound: the error middleware renders it, nothing is cached.
            rendered = render_envelope(await data(), cache_control=CATALOG_CACHE_CONTROL)
            cache.put(key, version=version, rendered=rendered)
        return cached_json_response(request, rendered)

    async def regions(request: web.Request) -> web.Response:
        async def data() -> Any:
            return [region.model_dump(mode="json") for region in await service.regions()]

        return await respond(request, "regions", data)

    async def countries(request: web.Request) -> web.Response:
        async def data() -> Any:
            return [country.model_dump(mode="json") for country in await service.countries()]

        return await respond(request, "countries", data)

    async def by_country(request: web.Request) -> web.Response:
        code, product_type = request.match_info["code"].upper(), _product_type(request)

        async def data() -> Any:
            found = await service.products_for_location(code=code, product_type=product_type)
            return {"products": _products(found)}

        return await respond(request, f"country:{code}:{product_type}", data)

    async def by_region(request: web.Request) -> web.Response:
        code, product_type = request.match_info["code"].upper(), _product_type(request)

        async def data() -> Any:
            found = await service.products_for_region(code=code, product_type=product_type)
            return {"products": _products(found)}

        return await respond(request, f"region:{code}:{product_type}", data)

    async def special(request: web.Request) -> web.Response:
        async def data() -> Any:
            return _products(await service.special_products())

        return await respond(request, "special", data)

    async def product(request: web.Request) -> web.Response:
        product_id = request.match_info["product_id"]

        async def data() -> Any:
            return (await service.product(product_id=product_id)).model_dump(mode="json")

        return await respond(request, f"product:{product_id}", data)

    return [
        web.get("/api/regions", regions),
        web.get("/api/countries", countries),
        web.get("/api/products/country/{code}", by_country),
        web.get("/api/products/region/{code}", by_region),
        # Before /api/products/{product_id}, which would otherwise claim "special".
        web.get("/api/products/special", special),
        web.get("/api/products/{product_id}", product),
    ]
