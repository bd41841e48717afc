"""Public answers served before routing: the store's own small shared cache, in the process.

A route whose answer depends only on the request's path, query, Accept-Encoding and
Accept-Language, and on data it can name a version for (the catalog), marks its answer as
shareable (`share_answer`). Once every layer is done with it (the app's response hook), a 200
to a plain GET is kept here. The next GET with the same path, query and those two headers is
answered by the front door (core.serving) from memory, before the router, the middlewares and
the route run. It still gets what every answer gets: its own X-Request-ID, the security
headers, the request line in the log and its count in /metrics (under the route that made it).
A request with If-None-Match, or any other method, takes the normal path.

An entry holds its version and a way to read the current one. When they differ, or the source
cannot say without asking its database (`version_of()` returns None), the request takes the
normal path, whose route reads the data again and shares the new answer. So no entry outlives
the data it was made from by longer than the route itself would serve it.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from http import HTTPStatus

from aiohttp import web
from aiohttp.web_urldispatcher import AbstractResource

# Names, paths and header values typed by hand must not grow the cache without bound.
MAX_ENTRIES = 4096
MAX_BYTES = 32 * 1024 * 1024

# Headers that belong to one request, never to a kept answer: the front door writes its own.
PER_REQUEST_HEADERS = frozenset(
    {"x-request-id", "strict-transport-security", "date", "content-length"}
)

VersionOf = Callable[[], object | None]
_Key = tuple[str, str | None, str | None]


@dataclass(frozen=True, slots=True)
class _Shareable:
    version: object
    version_of: VersionOf


_SHAREABLE = web.RequestKey("shareable_answer", _Shareable)


def share_answer(request: web.Request, *, version: object, version_of: VersionOf) -> None:
    """Called by a route: its answer to this request may be given to the next identical one
    while `version_of()` returns `version`. The route must not vary it by anything but the
    path, the query, Accept-Encoding and Accept-Language (no user, no cookie)."""
    request[_SHAREABLE] = _Shareable(version, version_of)


@dataclass(frozen=True, slots=True)
class SharedAnswer:
    """One answer as the front door sends it: status, final body, headers (security headers
    included), the route it counts under, and the version of the data it was made from."""

    status: int
    body: bytes
    headers: Mapping[str, str]
    resource: AbstractResource | None
    version: object
    version_of: VersionOf

    def is_current(self) -> bool:
        current = self.version_of()
        return current is not None and current == self.version


def _key(request: web.BaseRequest) -> _Key:
    headers = request.headers
    return (request.raw_path, headers.get("Accept-Encoding"), headers.get("Accept-Language"))


def _shareable(request: web.BaseRequest) -> bool:
    return request.method == "GET" and "If-None-Match" not in request.headers


class FrontCache:
    def __init__(self, *, max_entries: int = MAX_ENTRIES, max_bytes: int = MAX_BYTES) -> None:
        self._max_entries = max_entries
        self._max_bytes = max_bytes
        self._entries: dict[_Key, SharedAnswer] = {}
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._entries)

    def offer(self, request: web.Request, response: web.StreamResponse) -> None:
        """Part of the app's one response hook (core.app), after every other part: keeps the
        finished answer when its route shared it and it is a 200 with its body to a plain GET."""
        shareable = request.get(_SHAREABLE)
        if shareable is None:
            return
        body = response.body if isinstance(response, web.Response) else None
        if (
            response.status != HTTPStatus.OK
            or not isinstance(body, bytes)
            or not _shareable(request)
            or "Set-Cookie" in response.headers
            or shareable.version is None
        ):
            return
        if len(self._entries) >= self._max_entries or self._bytes + len(body) > self._max_bytes:
            self.clear()
        key = _key(request)
        if (previous := self._entries.get(key)) is not None:
            self._bytes -= len(previous.body)
        self._entries[key] = SharedAnswer(
            status=response.status,
            body=body,
            headers={
                name: value
                for name, value in response.headers.items()
                if name.lower() not in PER_REQUEST_HEADERS
            },
            resource=request.match_info.route.resource,
            version=shareable.version,
            version_of=shareable.version_of,
        )
        self._bytes += len(body)

    def answer_for(self, request: web.BaseRequest) -> SharedAnswer | None:
        """The kept answer to this request while its data is current, else None."""
        if not _shareable(request):
            return None
        answer = self._entries.get(_key(request))
        if answer is None or answer.is_current():
            return answer
        return None

    def clear(self) -> None:
        self._entries = {}
        self._bytes = 0


FRONT_CACHE = web.AppKey("front_cache", FrontCache)
