from aiohttp import web

from core.http import envelope
from core.openapi import documented, path_of, query_of
from modules.locations.schemas import (
    CountryPath,
    DeliveryQuote,
    DistrictPath,
    Districts,
    NearbyQuery,
    PickupLocations,
    ProductTypeQuery,
    ProvincePath,
    Provinces,
    Regencies,
    RegencyPath,
    Villages,
)
from modules.locations.service import LocationService

TAG = "locations"
# The areas change only with a new data release: browsers and proxies may keep them a day.
AREAS_CACHE = "public, max-age=86400"


def _cached(response: web.Response) -> web.Response:
    response.headers["Cache-Control"] = AREAS_CACHE
    return response


def location_routes(*, service: LocationService) -> list[web.RouteDef]:
    @documented(
        summary="Provinces of a country, by name (only ID has areas)",
        tag=TAG,
        operation_id="list_provinces",
        path=CountryPath,
        response=Provinces,
        errors=[404],
    )
    async def provinces(request: web.Request) -> web.Response:
        found = await service.provinces(country=path_of(request, CountryPath).country)
        return _cached(envelope(Provinces(provinces=found).model_dump(mode="json")))

    @documented(
        summary="Regencies and cities of a province, by name",
        tag=TAG,
        operation_id="list_regencies",
        path=ProvincePath,
        response=Regencies,
        errors=[404],
    )
    async def regencies(request: web.Request) -> web.Response:
        found = await service.regencies(province=path_of(request, ProvincePath).id)
        return _cached(envelope(Regencies(regencies=found).model_dump(mode="json")))

    @documented(
        summary="Districts of a regency, by name",
        tag=TAG,
        operation_id="list_districts",
        path=RegencyPath,
        response=Districts,
        errors=[404],
    )
    async def districts(request: web.Request) -> web.Response:
        found = await service.districts(regency=path_of(request, RegencyPath).id)
        return _cached(envelope(Districts(districts=found).model_dump(mode="json")))

    @documented(
        summary="Villages of a district, by name",
        tag=TAG,
        operation_id="list_villages",
        path=DistrictPath,
        response=Villages,
        errors=[404],
    )
    async def villages(request: web.Request) -> web.Response:
        found = await service.villages(district=path_of(request, DistrictPath).id)
        return _cached(envelope(Villages(villages=found).model_dump(mode="json")))

    @documented(
        summary="Pickup points that hand out a product type, by name",
        tag=TAG,
        operation_id="pickup_locations_by_product",
        query=ProductTypeQuery,
        response=PickupLocations,
        errors=[400],
    )
    async def by_product(request: web.Request) -> web.Response:
        query = query_of(request, ProductTypeQuery)
        found = await service.pickup_locations(product_type=query.product_type)
        return envelope(PickupLocations(pickup_locations=found).model_dump(mode="json"))

    @documented(
        summary="Pickup points within a radius (km) of a position, nearest first",
        tag=TAG,
        operation_id="pickup_locations_nearby",
        query=NearbyQuery,
        response=PickupLocations,
        errors=[400],
    )
    async def nearby(request: web.Request) -> web.Response:
        query = query_of(request, NearbyQuery)
        found = await service.nearby(
            latitude=query.latitude,
            longitude=query.longitude,
            radius_km=query.radius,
            limit=query.limit,
        )
        return envelope(PickupLocations(pickup_locations=found).model_dump(mode="json"))

    @documented(
        summary="What sending a SIM card to a province costs, and the days it takes",
        tag=TAG,
        operation_id="delivery_quote",
        path=ProvincePath,
        response=DeliveryQuote,
        errors=[400],
        description="The checkout shows it before the buyer pays; the order's total adds the "
        "same fee, computed on the server when the order is made. Pickup and eSIMs cost nothing.",
    )
    async def delivery_quote(request: web.Request) -> web.Response:
        quote = service.delivery_quote(province=path_of(request, ProvincePath).id)
        return envelope(quote.model_dump(mode="json"))

    return [
        web.get("/api/delivery-quote/province/{id}", delivery_quote),
        web.get("/api/provinces/country/{country}", provinces),
        web.get("/api/regencies/province/{id}", regencies),
        web.get("/api/districts/regency/{id}", districts),
        web.get("/api/villages/district/{id}", villages),
        web.get("/api/pickup-locations/product", by_product),
        web.get("/api/pickup-locations/nearby", nearby),
    ]
