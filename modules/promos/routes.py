from aiohttp import web

from core.auth import current_user, optional_user
from core.errors import Forbidden
from core.http import envelope
from core.openapi import Auth, documented, query_of
from modules.promos.schemas import (
    CodeQuery,
    CountryQuery,
    PromoCountries,
    PromoErrorCode,
    PromoList,
    PromoProducts,
    PromoUsage,
    PromoValidation,
    TotalQuery,
)
from modules.promos.service import PromoService

TAG = "promos"


def promo_routes(*, service: PromoService) -> list[web.RouteDef]:
    @documented(
        summary="The promos shown to everyone",
        tag=TAG,
        operation_id="list_promos",
        response=PromoList,
    )
    async def promos(_request: web.Request) -> web.Response:
        listed = await service.public_promos()
        return envelope(PromoList(promos=tuple(listed)).model_dump(mode="json"))

    @documented(
        summary="The destinations a promo applies to (every promo's without `code`)",
        tag=TAG,
        operation_id="promo_countries",
        query=CodeQuery,
        response=PromoCountries,
        errors=[404],
    )
    async def countries(request: web.Request) -> web.Response:
        allowed = await service.countries(code=query_of(request, CodeQuery).code)
        return envelope(PromoCountries(countries=tuple(allowed)).model_dump(mode="json"))

    @documented(
        summary="The products a promo applies to in one destination",
        tag=TAG,
        operation_id="promo_products",
        query=CountryQuery,
        response=PromoProducts,
        errors=[404],
    )
    async def products(request: web.Request) -> web.Response:
        offer = await service.products(
            code=request.match_info["code"], country=query_of(request, CountryQuery).country
        )
        return envelope(offer.model_dump(mode="json"))

    @documented(
        summary="Whether the signed-in user has used a promo",
        tag=TAG,
        operation_id="promo_usage",
        response=PromoUsage,
        auth=Auth.VERIFIED,
        errors=[404],
    )
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
        return envelope(PromoUsage(has_used=used).model_dump(mode="json"))

    # Anyone may validate; a signed-in caller also meets the once-per-user rule.
    @documented(
        summary="Apply a promo code to an order total",
        tag=TAG,
        operation_id="validate_promo",
        query=TotalQuery,
        response=PromoValidation,
        auth=Auth.OPTIONAL,
        errors=[404, 409],
    )
    async def validate(request: web.Request) -> web.Response:
        query = query_of(request, TotalQuery)
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
