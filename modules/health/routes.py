from http import HTTPStatus

from aiohttp import web

from core.http import envelope
from core.openapi import documented
from modules.health.schemas import HealthReport
from modules.health.service import HealthService


def health_routes(*, service: HealthService) -> list[web.RouteDef]:
    @documented(
        summary="Whether the server can reach its database",
        tag="health",
        operation_id="health",
        response=HealthReport,
        other_responses={HTTPStatus.SERVICE_UNAVAILABLE: HealthReport},
    )
    async def health(_request: web.Request) -> web.Response:
        report = await service.check()
        if report.healthy:
            return envelope(report.model_dump(mode="json"), message="ok")
        return envelope(
            report.model_dump(mode="json"),
            message="database unreachable",
            status=HTTPStatus.SERVICE_UNAVAILABLE,
        )

    return [web.get("/api/health", health)]
