from aiohttp import web
from pydantic import BaseModel, Field

from core.auth import accepts_user, current_user, optional_user, requires_user
from core.errors import Forbidden
from core.http import envelope
from core.validation import parse_query
from modules.promos.schemas import PromoErrorCode
from modules.promos.service import PromoService


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

    @requires_user()
    async def check_usage(request: web.Request) -> web.Response:
        # Checked before the promo: a user never learns anything about another user's uid.
        if request.match_info["uid"] != current_user(request).uid:
            raise Forbidden(
                "Anda hanya dapat memeriksa penggunaan promo akun Anda sendiri",
                code=PromoErrorCode.NOT_YOUR_ACCOUNT,
            )
        used = await service.has_used(
            code=request.match_info["code"], user_id=current_user(request).uid
        )
        return envelope({"has_used": used})

    # Anyone may validate; a signed-in caller also meets the once-per-user rule.
    @accepts_user
    async def validate(request: web.Request) -> web.Response:
        query = parse_query(request, TotalQuery)
        user = optional_user(request)
        result = await service.validate(
            code=request.match_info["code"],
            total_amount=query.total_amount,
            user_id=user.uid if user else None,
            product_id=query.product_id,
        )
        return envelope(result.model_dump(mode="json"), message="Kode promo berhasil diterapkan")

    return [
        web.get("/api/promos", promos),
        web.get("/api/promos/countries", countries),
        web.get("/api/promos/{code}/products", products),
        web.get("/api/promos/{code}/check-usage/{uid}", check_usage),
        web.get("/api/promos/{code}/validate", validate),
    ]
