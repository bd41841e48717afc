"""The cached-envelope helper: entries per version, bounded, and conditional GETs."""

from aiohttp.test_utils import make_mocked_request

from core.http_cache import JsonResponseCache, cached_json_response, render_envelope


def test_a_new_version_drops_every_entry() -> None:
    cache = JsonResponseCache()
    rendered = render_envelope({"n": 1}, cache_control="public, max-age=60")
    cache.put("a", version=1, rendered=rendered)

    assert cache.get("a", version=1) is rendered
    assert cache.get("a", version=2) is None
    assert cache.get("a", version=1) is None  # gone for good, not kept per version


def test_the_cache_never_grows_past_its_bound() -> None:
    cache = JsonResponseCache(max_entries=2)
    cache.get("probe", version=1)
    for key in ("a", "b", "c"):
        cache.put(key, version=1, rendered=render_envelope(key, cache_control="no-cache"))

    assert [key for key in ("a", "b", "c") if cache.get(key, version=1)] == ["c"]


def test_if_none_match_accepts_lists_and_weak_tags() -> None:
    rendered = render_envelope([1, 2, 3], cache_control="public, max-age=60")
    for header in (rendered.etag, f'"other", W/{rendered.etag}', "*"):
        request = make_mocked_request("GET", "/api/x", headers={"If-None-Match": header})
        assert cached_json_response(request, rendered).status == 304, header

    other = make_mocked_request("GET", "/api/x", headers={"If-None-Match": '"other"'})
    response = cached_json_response(other, rendered)
    assert response.status == 200
    assert response.body == rendered.body
    assert response.headers["ETag"] == rendered.etag
