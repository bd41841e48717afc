"""Area and pickup-point storage: the only code touching the location models."""

import csv
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from tortoise.exceptions import IntegrityError
from tortoise.transactions import in_transaction

from modules.locations.models import District, PickupLocation, Province, Regency, Village
from modules.locations.seed_data import PickupPoint

# (CSV file, model, the parent-code column) from the top of the tree down.
AREA_FILES: tuple[tuple[str, type, str | None], ...] = (
    ("provinces.csv", Province, None),
    ("regencies.csv", Regency, "province_code"),
    ("districts.csv", District, "regency_code"),
    ("villages.csv", Village, "district_code"),
)
_BATCH = 5000
AreaLevel = Literal["province", "regency", "district"]
_LEVELS: dict[AreaLevel, type] = {"province": Province, "regency": Regency, "district": District}


@dataclass(frozen=True)
class StoredPickupPoint(PickupPoint):
    """A pickup point as stored: staff may have paused it (then it is not offered)."""

    paused: bool = False


def _point(row: PickupLocation) -> StoredPickupPoint:
    return StoredPickupPoint(
        id=row.id,
        name=row.name,
        address=row.address,
        city=row.city,
        latitude=row.latitude,
        longitude=row.longitude,
        product_types=tuple(kind for kind in row.product_types.split(",") if kind),
        opening_hours=row.opening_hours,
        paused=row.paused,
    )


def read_areas(folder: Path) -> dict[str, list[dict[str, str]]]:
    """Each CSV's rows, as idn-area-data writes them (code, [parent code,] name)."""
    rows: dict[str, list[dict[str, str]]] = {}
    for file_name, _, _ in AREA_FILES:
        with (folder / file_name).open(newline="", encoding="utf-8") as handle:
            rows[file_name] = list(csv.DictReader(handle))
    return rows


class LocationRepository:
    async def area_counts(self) -> tuple[int, ...]:
        return tuple([await model.all().count() for _, model, _ in AREA_FILES])

    async def replace_areas(self, rows: dict[str, list[dict[str, str]]]) -> int:
        """All four levels in one transaction: a failed import leaves the old areas."""
        added = 0
        async with in_transaction():
            for _, model, _ in reversed(AREA_FILES):
                await model.all().delete()
            for file_name, model, parent in AREA_FILES:
                objects = [
                    model(
                        code=row["code"],
                        name=row["name"],
                        **({parent: row[parent]} if parent else {}),
                    )
                    for row in rows[file_name]
                ]
                await model.bulk_create(objects, batch_size=_BATCH)
                added += len(objects)
        return added

    async def provinces(self) -> list[tuple[str, str]]:
        return await _pairs(Province.all())

    async def regencies(self, province: str) -> list[tuple[str, str]]:
        return await _pairs(Regency.filter(province_code=province))

    async def districts(self, regency: str) -> list[tuple[str, str]]:
        return await _pairs(District.filter(regency_code=regency))

    async def villages(self, district: str) -> list[tuple[str, str]]:
        return await _pairs(Village.filter(district_code=district))

    async def area_exists(self, level: AreaLevel, code: str) -> bool:
        exists: bool = await _LEVELS[level].filter(code=code).exists()
        return exists

    async def add_pickup_points(self, points: Sequence[PickupPoint]) -> int:
        known = set(await PickupLocation.all().values_list("id", flat=True))
        new = [
            PickupLocation(
                id=point.id,
                name=point.name,
                address=point.address,
                city=point.city,
                latitude=point.latitude,
                longitude=point.longitude,
                product_types=",".join(point.product_types),
                opening_hours=point.opening_hours,
            )
            for point in points
            if point.id not in known
        ]
        await PickupLocation.bulk_create(new)
        return len(new)

    async def pickup_points(self, *, with_paused: bool = False) -> list[StoredPickupPoint]:
        query = PickupLocation.all() if with_paused else PickupLocation.filter(paused=False)
        return [_point(row) for row in await query.order_by("name")]

    async def pickup_point(self, location_id: str) -> StoredPickupPoint | None:
        row = await PickupLocation.get_or_none(id=location_id)
        return None if row is None else _point(row)

    async def create_pickup_point(self, values: dict[str, object]) -> bool:
        """False when the id is taken (the primary key decides a race)."""
        try:
            async with in_transaction():
                await PickupLocation.create(**values)
        except IntegrityError:
            return False
        return True

    async def update_pickup_point(self, location_id: str, values: dict[str, object]) -> bool:
        return bool(await PickupLocation.filter(id=location_id).update(**values))

    async def set_pickup_paused(self, location_id: str, *, paused: bool) -> bool:
        return bool(
            await PickupLocation.filter(id=location_id, paused=not paused).update(paused=paused)
        )

    async def pickup_points_within(
        self, *, south: float, north: float, west: float | None, east: float | None
    ) -> list[StoredPickupPoint]:
        query = PickupLocation.filter(latitude__gte=south, latitude__lte=north, paused=False)
        if west is not None and east is not None:
            query = query.filter(longitude__gte=west, longitude__lte=east)
        return [_point(row) for row in await query]

    async def pickup_point_exists(self, location_id: str) -> bool:
        exists: bool = await PickupLocation.filter(id=location_id, paused=False).exists()
        return exists


async def _pairs(query: object) -> list[tuple[str, str]]:
    rows = await query.order_by("name", "code").values_list("code", "name")  # type: ignore[attr-defined]
    return [(code, name) for code, name in rows]
