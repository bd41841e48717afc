"""Location use cases: the address cascade's lists and the pickup points, by product or nearby."""

import math
import time
from pathlib import Path

import structlog

from core.errors import Conflict, NotFound
from modules.catalog.schemas import ProductType
from modules.locations.delivery_rates import DeliveryRates
from modules.locations.repository import LocationRepository, StoredPickupPoint, read_areas
from modules.locations.schemas import (
    Area,
    DeliveryQuote,
    PickupDraft,
    PickupForStaff,
    PickupLocationView,
)
from modules.locations.seed_data import PICKUP_POINTS

log = structlog.get_logger(__name__)

EARTH_RADIUS_KM = 6371.0088
KM_PER_DEGREE = math.pi * EARTH_RADIUS_KM / 180
COUNTRY_WITH_AREAS = "ID"
MAX_LONGITUDE = 180.0
# Closer to a pole than this, a longitude box says nothing: only latitude is boxed.
MIN_COS_LATITUDE = 1e-6
PICKUP_ID_MAX = 32


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle distance (haversine)."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    d_phi, d_lambda = math.radians(lat2 - lat1), math.radians(lon2 - lon1)
    a = math.sin(d_phi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(d_lambda / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))


def _areas(pairs: list[tuple[str, str]]) -> list[Area]:
    return [Area(id=code, name=name) for code, name in pairs]


def _view(point: StoredPickupPoint, distance: float | None = None) -> PickupLocationView:
    return PickupLocationView(
        id=point.id,
        name=point.name,
        address=point.address,
        city=point.city,
        latitude=point.latitude,
        longitude=point.longitude,
        product_types=[ProductType(kind) for kind in point.product_types],
        opening_hours=point.opening_hours,
        distance_km=None if distance is None else round(distance, 1),
    )


class AreasMissing(Exception):
    pass


class LocationService:
    def __init__(
        self,
        *,
        repository: LocationRepository,
        areas_dir: Path,
        seed_areas: bool,
        delivery_rates: DeliveryRates,
    ) -> None:
        self._repository = repository
        self._delivery_rates = delivery_rates
        self._areas_dir = areas_dir
        self._seed_areas = seed_areas

    # --- seed -------------------------------------------------------------------------------

    async def seed(self) -> int:
        added = await self._repository.add_pickup_points(PICKUP_POINTS)
        if self._seed_areas:
            added += await self.import_areas()
        return added

    async def import_areas(self) -> int:
        """Every area of idn-area-data, once: nothing when the tables already hold them."""
        if not (self._areas_dir / "villages.csv").is_file():
            raise AreasMissing(
                f"the area data is not at {self._areas_dir}: run `make install` "
                "(npm package idn-area-data) or set AREAS_DATA_DIR"
            )
        started = time.perf_counter()
        rows = read_areas(self._areas_dir)
        wanted = tuple(len(level) for level in rows.values())
        if await self._repository.area_counts() == wanted:
            return 0
        added = await self._repository.replace_areas(rows)
        log.info(
            "areas_imported",
            provinces=wanted[0],
            regencies=wanted[1],
            districts=wanted[2],
            villages=wanted[3],
            seconds=round(time.perf_counter() - started, 2),
        )
        return added

    # --- the address cascade ------------------------------------------------------------------

    async def provinces(self, *, country: str) -> list[Area]:
        if country.upper() != COUNTRY_WITH_AREAS:
            raise NotFound("Negara tidak ditemukan", field="country")
        return _areas(await self._repository.provinces())

    async def regencies(self, *, province: str) -> list[Area]:
        found = await self._repository.regencies(province)
        if not found and not await self._repository.area_exists("province", province):
            raise NotFound("Provinsi tidak ditemukan", field="id")
        return _areas(found)

    async def districts(self, *, regency: str) -> list[Area]:
        found = await self._repository.districts(regency)
        if not found and not await self._repository.area_exists("regency", regency):
            raise NotFound("Kabupaten/kota tidak ditemukan", field="id")
        return _areas(found)

    async def villages(self, *, district: str) -> list[Area]:
        found = await self._repository.villages(district)
        if not found and not await self._repository.area_exists("district", district):
            raise NotFound("Kecamatan tidak ditemukan", field="id")
        return _areas(found)

    # --- pickup points ------------------------------------------------------------------------

    async def pickup_locations(self, *, product_type: ProductType) -> list[PickupLocationView]:
        points = await self._repository.pickup_points()
        return [_view(point) for point in points if product_type in point.product_types]

    async def nearby(
        self, *, latitude: float, longitude: float, radius_km: float, limit: int
    ) -> list[PickupLocationView]:
        """Within radius_km, nearest first: a latitude/longitude box in SQL (the same on both
        databases), then the exact great-circle distance."""
        d_lat = radius_km / KM_PER_DEGREE
        cos_lat = math.cos(math.radians(latitude))
        d_lon = radius_km / (KM_PER_DEGREE * cos_lat) if cos_lat > MIN_COS_LATITUDE else None
        west = east = None
        if d_lon is not None and abs(longitude) + d_lon <= MAX_LONGITUDE:
            west, east = longitude - d_lon, longitude + d_lon
        candidates = await self._repository.pickup_points_within(
            south=latitude - d_lat, north=latitude + d_lat, west=west, east=east
        )
        measured = sorted(
            (
                (distance_km(latitude, longitude, point.latitude, point.longitude), point.id, point)
                for point in candidates
            ),
            key=lambda entry: (entry[0], entry[1]),
        )
        return [_view(point, distance) for distance, _, point in measured if distance <= radius_km][
            :limit
        ]

    async def pickup_location_exists(self, *, location_id: str) -> bool:
        """Asked by orders: is this a pickup point the store has and offers today (not paused)."""
        if len(location_id) > PICKUP_ID_MAX:
            return False
        return await self._repository.pickup_point_exists(location_id)

    async def pickup_point(self, *, location_id: str) -> PickupLocationView | None:
        """Asked by orders for an order's result page: the point as it is now, paused or not
        (the order was made while it served)."""
        if len(location_id) > PICKUP_ID_MAX:
            return None
        point = await self._repository.pickup_point(location_id)
        return None if point is None else _view(point)

    # --- delivery to an address ---------------------------------------------------------------

    def delivery_quote(self, *, province: str) -> DeliveryQuote:
        """The fee and days for sending a SIM card to a province, named by its code or its
        name; a province the table does not know gets the default rate."""
        code, rate = self._delivery_rates.rate(province[:120])
        return DeliveryQuote(province_id=code, fee=rate.fee_idr, days=rate.days)

    # --- the back office ----------------------------------------------------------------------

    async def pickup_points_for_staff(self) -> list[PickupForStaff]:
        """Every pickup point, paused ones too."""
        return [
            _for_staff(point) for point in await self._repository.pickup_points(with_paused=True)
        ]

    async def pickup_point_for_staff(self, *, location_id: str) -> PickupForStaff:
        point = (
            await self._repository.pickup_point(location_id)
            if len(location_id) <= PICKUP_ID_MAX
            else None
        )
        if point is None:
            raise NotFound("Lokasi pengambilan tidak ditemukan", field="id")
        return _for_staff(point)

    async def create_pickup_point(self, draft: PickupDraft) -> None:
        if not await self._repository.create_pickup_point(_values(draft)):
            raise Conflict(f"ID {draft.id} sudah dipakai lokasi lain", field="id")

    async def update_pickup_point(self, draft: PickupDraft) -> PickupForStaff:
        """The point as it was (for the audit log); its id stays."""
        before = await self.pickup_point_for_staff(location_id=draft.id)
        values = _values(draft)
        del values["id"]
        await self._repository.update_pickup_point(draft.id, values)
        return before

    async def set_pickup_paused(self, *, location_id: str, paused: bool) -> bool:
        """True only for the call that changed it; a paused point is offered to nobody and
        new orders cannot name it."""
        await self.pickup_point_for_staff(location_id=location_id)
        return await self._repository.set_pickup_paused(location_id, paused=paused)


def _values(draft: PickupDraft) -> dict[str, object]:
    values = draft.model_dump()
    values["product_types"] = ",".join(kind.value for kind in draft.product_types)
    return values


def _for_staff(point: StoredPickupPoint) -> PickupForStaff:
    return PickupForStaff(**_view(point).model_dump(exclude={"distance_km"}), paused=point.paused)
