"""The yardstick for `make bench`: the least an aiohttp JSON endpoint can do on this machine
(one handler, no middleware, no logging, no database), served the same way as the store."""

import os

from aiohttp import web

BODY = {"success": True, "message": "ok", "data": {"code": "JP", "name": "Jepang"}}


async def bare(_request: web.Request) -> web.Response:
    return web.json_response(BODY)


app = web.Application()
app.router.add_get("/bare", bare)
web.run_app(app, host="127.0.0.1", port=int(os.environ["PORT"]), access_log=None, print=None)
