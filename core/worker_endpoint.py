"""What a `kelana worker` process answers on WORKER_METRICS_PORT: its own /metrics (the job runs,
e-mail failures, provisioning times and the runner's heartbeat live in the worker's registry,
which no web process can see) and /api/health/live. The same readers as a web process's /metrics
(core.metrics_endpoint); nothing else is served."""

from aiohttp import web

from core.http import envelope
from core.metrics import Metrics
from core.metrics_endpoint import install_metrics
from core.settings import Settings

LIVE_PATH = "/api/health/live"


async def _live(_request: web.Request) -> web.Response:
    response = envelope({"alive": True}, message="ok")
    response.headers["Cache-Control"] = "no-store"
    return response


def worker_app(metrics: Metrics, settings: Settings) -> web.Application:
    app = web.Application()
    install_metrics(app, metrics, settings)
    app.router.add_get(LIVE_PATH, _live)
    return app


async def start_worker_endpoint(
    metrics: Metrics, settings: Settings, *, host: str, port: int
) -> web.AppRunner:
    """Serves until `runner.cleanup()`; port 0 picks a free one (`runner.addresses[0]`)."""
    runner = web.AppRunner(worker_app(metrics, settings), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner
