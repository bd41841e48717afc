from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.settings import Settings

AREAS = Path(__file__).parent / "areas"  # a slice of idn-area-data: Aceh and Bali


@pytest.fixture
def settings(make_settings: Callable[..., Settings], migrated_database_url: str) -> Settings:
    return make_settings(database_url=migrated_database_url, seed_areas=True, areas_data_dir=AREAS)


@pytest.fixture
def seeded_container(container: Any) -> Any:
    """The app's container on this module's settings: `seeded_client` serves it on a copy seeded
    with the areas slice."""
    return container
