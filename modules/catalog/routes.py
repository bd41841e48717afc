from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from core.front_cache import share_answer
from core.http_cache import JsonResponseCache, cached_json_response, render_envelope
from core.language import DEFAULT_LANGUAGE, accepted_language
from core.openapi import documented, query_of
from modules.catalog.schemas import (
    CatalogLanguage,
    Country,
    Destination,
    LanguageFilter,
    Product,
    ProductFilter,
    ProductList,
    Region,
)
from modules.catalog.service import CatalogService

# Browsers and CDNs may reuse a catalog answer for a minute, then revalidate it with the ETag
# (a 304 costs no body). Prices are computed again on the server at checkout, so a price that
# is a minute old on screen cannot be charged.
CATALOG_CACHE_CONTROL = "public, max-age=60"


TAG = "catalog"


def _language(request: web.Request, chosen: CatalogLanguage | None) -> str:
    """`?lang=` when given, else Accept-Language by its q-values (the store's pages send their
    chosen language there, core.language); Indonesian by default. Never the cookie: a catalog
    answer is shared between requests with the same path and headers (core.front_cache)."""
    if chosen is not None:
        return chosen.value
    return accepted_language(request.headers.get("Accept-Language")) or DEFAULT_LANGUAGE


def catalog_routes(*, service: CatalogService, cache: JsonResponseCache) -> list[web.RouteDef]:
    async def respond(
        request: web.Request, key: str, data: Callable[[], Awaitable[Any]]
    ) -> web.Response:
        version = await service.revision()
        rendered = cache.get(key, version=version)
        if rendered is None:
            # data() may raise NotFound: the error middleware renders it, nothing is cached.
            rendered = render_envelope(await data(), cache_control=CATALOG_CACHE_CONTROL)
            # Product texts follow Accept-Language when no ?lang= is given.
            rendered.headers["Vary"] = "Accept-Encoding, Accept-Language"
            cache.put(key, version=version, rendered=rendered)
        # The same answer serves the next identical request before routing while the catalog
        # stays at this revision (core.front_cache).
        share_answer(request, version=version, version_of=service.fresh_revision)
        return cached_json_response(request, rendered)

    @documented(
        summary="Every region with its starting price",
        tag=TAG,
        operation_id="list_regions",
        response=list[Region],
    )
    async def regions(request: web.Request) -> web.Response:
        async def data() -> Any:
            return [region.model_dump(mode="json") for region in await service.regions()]

        return await respond(request, "regions", data)

    @documented(
        summary="Every country with its starting price",
        tag=TAG,
        operation_id="list_countries",
        response=list[Country],
    )
    async def countries(request: web.Request) -> web.Response:
        async def data() -> Any:
            return [country.model_dump(mode="json") for country in await service.countries()]

        return await respond(request, "countries", data)

    @documented(
        summary="Every country the search finds: names in both languages, aliases, coverage",
        tag=TAG,
        operation_id="list_destinations",
        response=list[Destination],
    )
    async def destinations(request: web.Request) -> web.Response:
        async def data() -> Any:
            return [entry.model_dump(mode="json") for entry in await service.destinations()]

        return await respond(request, "destinations", data)

    @documented(
        summary="The products of one country (its own, or the regions covering it), or region",
        tag=TAG,
        operation_id="country_products",
        query=ProductFilter,
        response=ProductList,
        errors=[404],
    )
    async def by_country(request: web.Request) -> web.Response:
        query = query_of(request, ProductFilter)
        code, product_type = request.match_info["code"].upper(), query.type
        language = _language(request, query.lang)

        async def data() -> Any:
            found = await service.products_for_location(code=code, product_type=product_type)
            found = await service.in_language(found, language)
            return ProductList(products=tuple(found)).model_dump(mode="json")

        return await respond(request, f"country:{code}:{product_type}:{language}", data)

    @documented(
        summary="The products of one region, optionally of one type",
        tag=TAG,
        operation_id="region_products",
        query=ProductFilter,
        response=ProductList,
        errors=[404],
    )
    async def by_region(request: web.Request) -> web.Response:
        query = query_of(request, ProductFilter)
        code, product_type = request.match_info["code"].upper(), query.type
        language = _language(request, query.lang)

        async def data() -> Any:
            found = await service.products_for_region(code=code, product_type=product_type)
            found = await service.in_language(found, language)
            return ProductList(products=tuple(found)).model_dump(mode="json")

        return await respond(request, f"region:{code}:{product_type}:{language}", data)

    @documented(
        summary="The special products",
        tag=TAG,
        operation_id="special_products",
        query=LanguageFilter,
        response=list[Product],
    )
    async def special(request: web.Request) -> web.Response:
        language = _language(request, query_of(request, LanguageFilter).lang)

        async def data() -> Any:
            found = await service.in_language(await service.special_products(), language)
            return [product.model_dump(mode="json") for product in found]

        return await respond(request, f"special:{language}", data)

    @documented(
        summary="One product",
        tag=TAG,
        operation_id="get_product",
        query=LanguageFilter,
        response=Product,
        errors=[404],
    )
    async def product(request: web.Request) -> web.Response:
        product_id = request.match_info["product_id"]
        language = _language(request, query_of(request, LanguageFilter).lang)

        async def data() -> Any:
            found = await service.product(product_id=product_id)
            (localized,) = await service.in_language([found], language)
            return localized.model_dump(mode="json")

        return await respond(request, f"product:{product_id}:{language}", data)

    return [
        web.get("/api/regions", regions),
        web.get("/api/countries", countries),
        web.get("/api/destinations", destinations),
        web.get("/api/products/country/{code}", by_country),
        web.get("/api/products/region/{code}", by_region),
        # Before /api/products/{product_id}, which would otherwise claim "special".
        web.get("/api/products/special", special),
        web.get("/api/products/{product_id}", product),
    ]
