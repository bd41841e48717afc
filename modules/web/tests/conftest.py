"""The serving tests run against a fake build in a temporary WEB_ROOT."""

from pathlib import Path

import pytest

from modules.web.tests.helpers import FakeBuild, write_fake_build


@pytest.fixture
def fake_build(web_root: Path) -> FakeBuild:
    return write_fake_build(web_root)
