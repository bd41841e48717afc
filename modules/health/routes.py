from http import HTTPStatus

from aiohttp import web

from core.http import envelope
from core.openapi import documented
from modules.health.schemas import HealthReport, Liveness
from modules.health.service import HealthService


def health_routes(*, service: HealthService) -> list[web.RouteDef]:
    async def readiness(_request: web.Request) -> web.Response:
        report = await service.check()
        if report.healthy:
            return envelope(report.model_dump(mode="json"), message="ok")
        return envelope(
            report.model_dump(mode="json"),
            message="database unreachable",
            status=HTTPStatus.SERVICE_UNAVAILABLE,
        )

    @documented(
        summary="Whether the server can reach its database (the same answer as /api/health/ready)",
        tag="health",
        operation_id="health",
        response=HealthReport,
        other_responses={HTTPStatus.SERVICE_UNAVAILABLE: HealthReport},
    )
    async def health(request: web.Request) -> web.Response:
        return await readiness(request)

    @documented(
        summary="Readiness: 200 while the database answers, 503 while it does not; a proxy or "
        "load balancer sends shoppers only to a process that is ready",
        tag="health",
        operation_id="health_ready",
        response=HealthReport,
        other_responses={HTTPStatus.SERVICE_UNAVAILABLE: HealthReport},
    )
    async def ready(request: web.Request) -> web.Response:
        return await readiness(request)

    @documented(
        summary="Liveness: 200 whenever the process's event loop answers, whatever the "
        "database does; a supervisor restarts a process only when this fails",
        tag="health",
        operation_id="health_live",
        response=Liveness,
    )
    async def live(_request: web.Request) -> web.Response:
        return envelope(Liveness(alive=True).model_dump(mode="json"), message="ok")

    return [
        web.get("/api/health", health),
        web.get("/api/health/ready", ready),
        web.get("/api/health/live", live),
    ]
