from aiohttp import web
from pydantic import BaseModel, Field

from core.http import envelope
from core.validation import parse_query
from modules.promos.service import PromoService

# GET /promos/{code}/check-usage/{uid} is not here yet: it must answer only for the signed-in
# user's own uid, which needs the identity module's auth middleware. PromoService.has_used is
# ready for it.


class TotalQuery(BaseModel):
    total_amount: int = Field(ge=0, description="order total in whole Rupiah")
    product_id: str | None = None


class CountryQuery(BaseModel):
    country: str = Field(min_length=2, max_length=16)


class CodeQuery(BaseModel):
    code: str | None = Field(default=None, min_length=1, max_length=32)


def promo_routes(*, service: PromoService) -> list[web.RouteDef]:
    async def promos(_request: web.Request) -> web.Response:
        listed = await service.public_promos()
        return envelope({"promos": [promo.model_dump(mode="json") for promo in listed]})

    async def countries(request: web.Request) -> web.Response:
        query = parse_query(request, CodeQuery)
        allowed = await service.countries(code=query.code)
        return envelope({"countries": [country.model_dump(mode="json") for country in allowed]})

    async def products(request: web.Request) -> web.Response:
        query = parse_query(request, CountryQuery)
        offer = await service.products(code=request.match_info["code"], country=query.country)
        return envelope(offer.model_dump(mode="json"))

    async def validate(request: web.Request) -> web.Response:
        query = parse_query(request, TotalQuery)
        result = await service.validate(
            code=request.match_info["code"],
            total_amount=query.total_amount,
            product_id=query.product_id,
        )
        return envelope(result.model_dump(mode="json"), message="Kode promo berhasil diterapkan")

    return [
        web.get("/api/promos", promos),
        web.get("/api/promos/countries", countries),
        web.get("/api/promos/{code}/products", products),
        web.get("/api/promos/{code}/validate", validate),
    ]
