"""What every `kelana` command shares: the settings read from the environment, and the database
opened for the length of one command."""

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import click
from pydantic import ValidationError

from core.container import Container
from core.logging import configure_logging
from core.settings import Settings


def load_settings() -> Settings:
    try:
        settings = Settings()
    except ValidationError as error:
        # Each problem by setting name and reason: pydantic's own text would quote the value,
        # which may be a secret.
        problems = "\n".join(
            f"  {'.'.join(map(str, problem['loc'])) or 'settings'}: {problem['msg']}"
            for problem in error.errors(include_input=False, include_url=False)
        )
        raise click.ClickException(
            f"invalid settings from the environment:\n{problems}{_environment_hint()}"
        ) from None
    configure_logging(log_format=settings.log_format, level=settings.log_level)
    return settings


def _environment_hint() -> str:
    """Said when ENVIRONMENT is unset: the production checks then refused a developer's values."""
    if any(name.upper() == "ENVIRONMENT" for name in os.environ):
        return ""
    return (
        "\nkelana runs as production unless ENVIRONMENT says otherwise: a server fixes the "
        "settings above. On a developer's machine the make targets say development: "
        "`make run`, `make staff-add EMAIL=... ROLE=admin`, `make staff-list` (or "
        "ENVIRONMENT=development kelana ...)."
    )


@asynccontextmanager
async def opened(container: Container) -> AsyncIterator[Container]:
    """The container with its database open, closed again when the command's work is done."""
    database = container.database()
    await database.open()
    try:
        yield container
    finally:
        await database.close()
