"""Path tricks against the file routes: nothing outside the served folders is ever sent."""

import pytest
from aiohttp.test_utils import TestClient

from modules.web.tests.helpers import SECRET, SHELL_MARK, FakeBuild, raw_get


@pytest.mark.parametrize(
    "raw_path",
    [
        "/locales/id/../secret.json",
        "/locales/id/../../secret.json",
        "/locales/../secret.json",
        "/locales/id/..%2Fsecret.json",
        "/locales/id/..%2F..%2Fsecret.json",
        "/locales/%2e%2e/secret.json",
        "/locales/id/%2e%2e%2fsecret.json",
        "/locales/id/..%5Csecret.json",
        "/locales/id/..\\secret.json",
        "/locales//secret.json",
        "/locales/id//etc/passwd.json",
        "/locales/id/%00common.json",
        "/locales/id/%2Fetc%2Fpasswd.json",
        "/mfe/catalog/../../secret.json",
        "/mfe/catalog/..%2F..%2Fsecret.json",
        "/mfe/catalog/%2e%2e/%2e%2e/secret.json",
        "/mfe/catalog/.env",
        "/mfe/..%2Fshell/secret.txt",
        "/mfe/catalog//etc/passwd",
        "/static/../../secret.json",
        "/static/..%2F..%2Fsecret.json",
    ],
)
async def test_path_tricks_below_served_folders_are_refused(
    client: TestClient, fake_build: FakeBuild, raw_path: str
) -> None:
    status, answer = await raw_get(client, raw_path)

    assert status == 404
    assert SECRET.encode() not in answer


@pytest.mark.parametrize(
    "raw_path",
    ["/../secret.json", "/..%2Fsecret.json", "/%2e%2e/secret.json", "/leak.json", "/.env"],
)
async def test_path_tricks_at_the_root_get_the_page_never_the_file(
    client: TestClient, fake_build: FakeBuild, raw_path: str
) -> None:
    # The root answers every unknown path with the SPA page, so these are page routes;
    # `/leak.json` is a symlink in shell/dist pointing out of it.
    status, answer = await raw_get(client, raw_path)

    assert status == 200
    assert SECRET.encode() not in answer
    assert SHELL_MARK.encode() in answer
