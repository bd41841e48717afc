"""What a module tells the composition root about itself: its face (`modules/<name>/module.py`).

A module's container may offer these providers; the root (core.container.compose) collects each
from every module of the table in core.modules, in the table's order:

- `routes`: a list of aiohttp route definitions (the app factory adds them);
- `job_handlers`: a mapping of job kind to `async def handler(job: JobContext)` (core.jobs);
  a kind two modules handle stops the app at start-up;
- `seed`: `async def seed() -> int`, rows added by `kelana seed`;
- `error_shape`: a core.http.ErrorShape for some path prefixes (the error middleware);
- `background_tasks`: objects with `async run()` and `stop()` (the app's lifetime; alerts
  offers one, the usage alerts' sweep scheduler);
- `scrape_hooks`: a list of `async def hook(metrics)`, run before each `/metrics` answer.

A container's `providers.Dependency()` slots are filled by name: the platform's own providers
(`settings`, `database`, `jobs`, `metrics`: core.container.PLATFORM_SLOTS) go to every slot of
that name; any other slot must be named in `needs`, which points at another module's provider
(`"catalog.service"`, or with an attribute of what it provides, `"accounts.service.forget"`), or
at a list of them. A slot nobody fills keeps its default, or stops the app at start-up with the
module and slot named.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from dependency_injector import containers

# A need is one provider path, or a list of them (the slot then receives a list).
Need = str | Sequence[str]


@dataclass(frozen=True)
class Module:
    name: str
    container: type[containers.DeclarativeContainer]
    # Dotted paths of the module's Tortoise model files; a module with none owns no tables.
    models: tuple[str, ...] = ()
    needs: Mapping[str, Need] = field(default_factory=lambda: MappingProxyType({}))
