from pathlib import Path

from dependency_injector import containers, providers

from core.settings import Settings
from modules.locations.delivery_rates import DeliveryRates, Rate, parse_overrides
from modules.locations.repository import LocationRepository
from modules.locations.routes import location_routes
from modules.locations.service import LocationService


def _areas_dir(settings: Settings) -> Path:
    return settings.areas_data_dir or settings.web_root / "node_modules/idn-area-data/data"


def _delivery_rates(settings: Settings) -> DeliveryRates:
    # A malformed DELIVERY_RATES stops start-up (ValueError), never prices an order wrong.
    return DeliveryRates(
        overrides=parse_overrides(settings.delivery_rates),
        default=Rate(settings.delivery_default_fee_idr, settings.delivery_default_days),
    )


class LocationsContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)  # filled by the platform

    repository = providers.Singleton(LocationRepository)
    service = providers.Singleton(
        LocationService,
        repository=repository,
        areas_dir=providers.Callable(_areas_dir, settings),
        seed_areas=settings.provided.seed_areas,
        delivery_rates=providers.Callable(_delivery_rates, settings),
    )
    routes = providers.Callable(location_routes, service=service)
    seed = service.provided.seed
