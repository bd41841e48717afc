"""The root container: composes the platform and every module of the table (composition root).

The platform's providers (settings, database, job queue and runner) are declared here; each
module of core.modules.MODULES becomes a sub-container named after it (`container.catalog`),
its Dependency slots filled as core.module describes. The faces every module may offer (routes,
seeders, job handlers, error shapes, background tasks) are gathered into providers of their own.
"""

from collections.abc import Callable, Sequence
from typing import Any

from dependency_injector import containers, providers

from core.db import Database, resolve_database_url
from core.front_cache import FrontCache
from core.jobs import JobQueue, JobRunner
from core.metrics import Metrics
from core.module import Module, Need
from core.modules import MODEL_APPS, MODULES, TOKEN_VERIFIER
from core.settings import PROJECT_ROOT, Settings

# Slots every module may declare by these names; the platform fills them.
PLATFORM_SLOTS = ("settings", "database", "jobs", "metrics")


class Container(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)

    database = providers.Singleton(
        Database,
        url=providers.Callable(
            resolve_database_url, settings.provided.database_url, base=PROJECT_ROOT
        ),
        model_apps=MODEL_APPS,
    )
    jobs = providers.Singleton(JobQueue, database=database)
    metrics = providers.Singleton(Metrics)  # Prometheus figures, served at /metrics
    # Public answers the server gives before routing (core.front_cache, core.serving).
    front_cache = providers.Singleton(FrontCache)


class ModuleWiringError(RuntimeError):
    """A module's slot that nothing fills, or a need that names nothing."""


def _provider_at(root: containers.Container, path: str, *, module: str) -> providers.Provider:
    owner, _, rest = path.partition(".")
    name, _, attribute = rest.partition(".")
    sub = getattr(root, owner, None)
    if sub is None or name not in sub.providers:
        raise ModuleWiringError(f"module {module!r} needs {path!r}, which no module provides")
    provider = sub.providers[name]
    for part in filter(None, attribute.split(".")):
        provider = getattr(provider.provided, part)
    return provider


def _wire(root: containers.Container, module: Module) -> dict[str, Any]:
    wiring: dict[str, Any] = {}
    for slot, dependency in module.container.dependencies.items():
        need: Need | None = module.needs.get(slot)
        if need is None and slot in PLATFORM_SLOTS:
            wiring[slot] = getattr(root, slot)
        elif isinstance(need, str):
            wiring[slot] = _provider_at(root, need, module=module.name)
        elif need is not None:
            wiring[slot] = providers.List(
                *(_provider_at(root, path, module=module.name) for path in need)
            )
        elif not getattr(dependency, "default", None) and not isinstance(
            dependency, providers.DependenciesContainer
        ):
            raise ModuleWiringError(f"module {module.name!r}: nothing fills its slot {slot!r}")
    unknown = set(module.needs) - set(module.container.dependencies)
    if unknown:
        raise ModuleWiringError(f"module {module.name!r} names unknown slots {sorted(unknown)}")
    return wiring


def _faces(root: containers.Container, modules: Sequence[Module], face: str) -> dict[str, Any]:
    """The `face` provider of each module that has one, by module name, in table order."""
    return {
        module.name: getattr(root, module.name).providers[face]
        for module in modules
        if face in module.container.providers
    }


def _merged_handlers(*handler_maps: dict[str, Callable[..., Any]]) -> dict[str, Callable[..., Any]]:
    merged: dict[str, Callable[..., Any]] = {}
    for handlers in handler_maps:
        for kind, handler in handlers.items():
            if kind in merged:
                raise ModuleWiringError(f"two modules handle the job kind {kind!r}")
            merged[kind] = handler
    return merged


def _chained(*lists: Sequence[Any]) -> list[Any]:
    return [item for items in lists for item in items]


def compose(root: Container, modules: Sequence[Module] = MODULES) -> Container:
    for module in modules:
        setattr(root, module.name, providers.Container(module.container, **_wire(root, module)))
    root.routes = providers.Callable(_chained, *_faces(root, modules, "routes").values())
    root.seeders = providers.Dict(**_faces(root, modules, "seed"))
    root.error_shapes = providers.List(*_faces(root, modules, "error_shape").values())
    root.background_tasks = providers.Callable(
        _chained, *_faces(root, modules, "background_tasks").values()
    )
    root.scrape_hooks = providers.Callable(
        _chained, *_faces(root, modules, "scrape_hooks").values()
    )
    root.job_handlers = providers.Callable(
        _merged_handlers, *_faces(root, modules, "job_handlers").values()
    )
    root.job_runner = providers.Singleton(
        JobRunner,
        queue=root.jobs,
        handlers=root.job_handlers,
        poll_seconds=root.settings.provided.jobs_poll_seconds,
        concurrency=root.settings.provided.jobs_concurrency,
        lease_seconds=root.settings.provided.jobs_lease_seconds,
        listen_url=root.database.provided.url,
        observers=providers.List(root.metrics.provided.observe_job_run),
        heartbeats=providers.List(root.metrics.provided.beat),
    )
    # core.auth verifies bearer tokens with the provider the table names.
    root.token_verifier = providers.Callable(
        lambda verifier: verifier, _provider_at(root, TOKEN_VERIFIER, module="core")
    )
    return root


def build_container(settings: Settings) -> Container:
    return compose(Container(settings=providers.Object(settings)))
