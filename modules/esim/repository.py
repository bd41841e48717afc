"""Inventory and provisioning storage: the only code touching the esim models. An ICCID is sold
by one conditional UPDATE (and, on PostgreSQL, picked with SKIP LOCKED so buyers never wait on
each other), so two buyers never get the same card."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from tortoise.connection import connections
from tortoise.exceptions import IntegrityError
from tortoise.functions import Count
from tortoise.transactions import in_transaction

from core.db import CONNECTION_NAME, Database, Dialect
from modules.esim.enums import IccidStatus, InstallState, SimKind
from modules.esim.models import Iccid, InstallEvent, Provision

_ALLOCATION_TRIES = 8
_LOOKUP_BATCH = 1000


@dataclass(frozen=True)
class NewIccid:
    iccid: str
    kind: SimKind
    vendor: str


@dataclass(frozen=True)
class StoredIccid:
    """A SIM card or eSIM of the stock, and whom it was sold to."""

    iccid: str
    kind: SimKind
    vendor: str
    status: IccidStatus
    owner_uid: str | None
    order_id: str | None
    assigned_at: datetime | None
    activated_at: datetime | None
    created_at: datetime
    install_state: InstallState = InstallState.NOT_INSTALLED
    install_state_at: datetime | None = None
    installed_device: str | None = None


@dataclass(frozen=True)
class StoredProvision:
    """One order's provisioning: the ICCID it got, the package sold with it and, once issued,
    its activation code."""

    order_id: str
    uid: str
    iccid: str
    product_type: str
    package_name: str
    package_name_en: str
    product_id: str | None
    validity_days: int
    validity_starts: str
    install_within_days: int
    lpa: str | None
    telco_reference: str | None
    provisioned_at: datetime | None
    created_at: datetime


def _iccid(row: Iccid) -> StoredIccid:
    return StoredIccid(
        iccid=row.iccid,
        kind=row.kind,
        vendor=row.vendor,
        status=row.status,
        owner_uid=row.owner_uid,
        order_id=row.order_id,
        assigned_at=row.assigned_at,
        activated_at=row.activated_at,
        created_at=row.created_at,
        install_state=row.install_state,
        install_state_at=row.install_state_at,
        installed_device=row.installed_device,
    )


def _provision(row: Provision) -> StoredProvision:
    return StoredProvision(
        order_id=row.order_id,
        uid=row.uid,
        iccid=row.iccid,
        product_type=row.product_type,
        package_name=row.package_name,
        package_name_en=row.package_name_en,
        product_id=row.product_id,
        validity_days=row.validity_days,
        validity_starts=row.validity_starts,
        install_within_days=row.install_within_days,
        lpa=row.lpa,
        telco_reference=row.telco_reference,
        provisioned_at=row.provisioned_at,
        created_at=row.created_at,
    )


_IMPORT_LOCK = 0x4B454C49  # an advisory lock key of our own ("KELI")


class SoldOut(Exception):
    pass


class EsimRepository:
    def __init__(self, *, database: Database) -> None:
        self._database = database

    async def lock_imports(self) -> None:
        """Inside an import's transaction: one import at a time, so that two uploads of the
        same file add each ICCID once (SQLite's one writer does this by itself)."""
        if self._database.dialect is Dialect.POSTGRES:
            await connections.get(CONNECTION_NAME).execute_query(
                "SELECT pg_advisory_xact_lock($1)", [_IMPORT_LOCK]
            )

    async def add_iccids(self, rows: Sequence[NewIccid]) -> int:
        known: set[str] = set()
        for start in range(0, len(rows), _LOOKUP_BATCH):  # the databases limit bound parameters
            batch = [row.iccid for row in rows[start : start + _LOOKUP_BATCH]]
            known.update(await Iccid.filter(iccid__in=batch).values_list("iccid", flat=True))
        new = [
            Iccid(iccid=row.iccid, kind=row.kind, vendor=row.vendor)
            for row in rows
            if row.iccid not in known
        ]
        await Iccid.bulk_create(new, batch_size=1000)
        return len(new)

    async def stock(self) -> dict[SimKind, int]:
        return {
            kind: await Iccid.filter(kind=kind, status=IccidStatus.AVAILABLE).count()
            for kind in SimKind
        }

    async def allocate(
        self,
        *,
        kind: SimKind,
        uid: str,
        order_id: str,
        at: datetime,
        status: IccidStatus = IccidStatus.ASSIGNED,
    ) -> str:
        """One available ICCID of `kind`, now the buyer's (`assigned`) or kept for their unpaid
        order (`held`). Call inside a transaction."""
        for _ in range(_ALLOCATION_TRIES):
            candidates = Iccid.filter(kind=kind, status=IccidStatus.AVAILABLE).order_by("iccid")
            if self._database.dialect is Dialect.POSTGRES:
                # Rows another buyer's transaction holds are passed over, so a rush of buyers
                # takes different cards at once. (`.only`, not `.values_list`: Tortoise drops
                # FOR UPDATE from a values_list query, and every buyer then raced for one row.)
                candidates = candidates.select_for_update(skip_locked=True)
            picked = await candidates.limit(1).only("iccid")
            if not picked:
                raise SoldOut
            sold = await Iccid.filter(iccid=picked[0].iccid, status=IccidStatus.AVAILABLE).update(
                status=status, owner_uid=uid, order_id=order_id, assigned_at=at
            )
            if sold == 1:
                return str(picked[0].iccid)
        raise SoldOut  # lost every race: as good as sold out for this buyer, now

    async def take_held(self, *, order_id: str, at: datetime) -> str | None:
        """The ICCID held for this order becomes the buyer's: one conditional UPDATE, so a
        second run of the same job finds nothing held and uses the provision row instead."""
        held = await Iccid.filter(order_id=order_id, status=IccidStatus.HELD).values_list(
            "iccid", flat=True
        )
        for iccid in held:
            taken = await Iccid.filter(iccid=iccid, status=IccidStatus.HELD).update(
                status=IccidStatus.ASSIGNED, assigned_at=at
            )
            if taken == 1:
                return str(iccid)
        return None

    async def release_held(self, *, order_id: str) -> int:
        """What an order that will never be paid held goes back to stock."""
        return await Iccid.filter(order_id=order_id, status=IccidStatus.HELD).update(
            status=IccidStatus.AVAILABLE, owner_uid=None, order_id=None, assigned_at=None
        )

    async def provision(self, order_id: str) -> StoredProvision | None:
        row = await Provision.get_or_none(order_id=order_id)
        return _provision(row) if row else None

    async def start_provision(
        self,
        *,
        order_id: str,
        uid: str,
        iccid: str,
        product_type: str,
        package_name: str,
        validity_days: int = 0,
        package_name_en: str = "",
        product_id: str | None = None,
        validity_starts: str = "first_connection",
        install_within_days: int = 30,
    ) -> StoredProvision:
        row = await Provision.create(
            order_id=order_id,
            uid=uid,
            iccid=iccid,
            product_type=product_type,
            package_name=package_name,
            validity_days=validity_days,
            package_name_en=package_name_en,
            product_id=product_id,
            validity_starts=validity_starts,
            install_within_days=install_within_days,
        )
        return _provision(row)

    async def provisions(self, order_ids: Sequence[str]) -> dict[str, StoredProvision]:
        """The provisions of these orders, by order id (an order not provisioned yet: absent)."""
        if not order_ids:
            return {}
        rows = await Provision.filter(order_id__in=list(order_ids))
        return {row.order_id: _provision(row) for row in rows}

    async def finish_provision(
        self, order_id: str, *, lpa: str | None, reference: str | None, at: datetime
    ) -> bool:
        done = await Provision.filter(order_id=order_id, provisioned_at__isnull=True).update(
            lpa=lpa, telco_reference=reference, provisioned_at=at
        )
        return done == 1

    async def iccid(self, iccid: str) -> StoredIccid | None:
        row = await Iccid.get_or_none(iccid=iccid)
        return _iccid(row) if row else None

    async def iccids(self, numbers: Sequence[str]) -> dict[str, StoredIccid]:
        """These ICCIDs, by number, in one query (an unknown number is absent)."""
        if not numbers:
            return {}
        return {row.iccid: _iccid(row) for row in await Iccid.filter(iccid__in=list(numbers))}

    async def counts(self) -> dict[tuple[SimKind, IccidStatus], int]:
        rows = (
            await Iccid.annotate(total=Count("iccid"))
            .group_by("kind", "status")
            .values_list("kind", "status", "total")
        )
        return {(SimKind(kind), IccidStatus(status)): int(total) for kind, status, total in rows}

    async def listing(
        self,
        *,
        kind: SimKind | None,
        status: IccidStatus | None,
        starting: str,
        after: str,
        limit: int,
    ) -> list[StoredIccid]:
        """ICCIDs in number order from `after`, filtered by kind, status and leading digits."""
        query = Iccid.all()
        if kind is not None:
            query = query.filter(kind=kind)
        if status is not None:
            query = query.filter(status=status)
        if starting:
            query = query.filter(iccid__startswith=starting)
        if after:
            query = query.filter(iccid__gt=after)
        return [_iccid(row) for row in await query.order_by("iccid").limit(limit)]

    async def orders_with_iccid(self, iccid: str) -> tuple[str, ...]:
        sold = await Iccid.filter(iccid=iccid, order_id__isnull=False).values_list(
            "order_id", flat=True
        )
        provisioned = await Provision.filter(iccid=iccid).values_list("order_id", flat=True)
        return tuple(sorted({str(order_id) for order_id in (*sold, *provisioned)}))

    async def iccids_of(self, uid: str) -> list[StoredIccid]:
        """The buyer's SIMs and eSIMs: what is held for an unpaid order is not theirs yet."""
        rows = (
            await Iccid.filter(owner_uid=uid)
            .exclude(status=IccidStatus.HELD)
            .order_by("-assigned_at", "iccid")
        )
        return [_iccid(row) for row in rows]

    async def owned(self, *, after: str | None, limit: int) -> list[StoredIccid]:
        """Every buyer's sold SIMs and eSIMs (assigned or active), by ICCID, a page at a time."""
        query = Iccid.filter(
            owner_uid__isnull=False, status__in=(IccidStatus.ASSIGNED, IccidStatus.ACTIVE)
        )
        if after:
            query = query.filter(iccid__gt=after)
        return [_iccid(row) for row in await query.order_by("iccid").limit(limit)]

    async def mark_active(self, iccid: str, *, at: datetime) -> bool:
        moved = await Iccid.filter(iccid=iccid, status=IccidStatus.ASSIGNED).update(
            status=IccidStatus.ACTIVE, activated_at=at
        )
        return moved == 1

    async def record_install_event(
        self,
        *,
        event_id: str,
        iccid: str,
        state: InstallState,
        device: str | None,
        occurred_at: datetime,
    ) -> bool | None:
        """Keep one telco event and move the eSIM's install state forward by it: one
        conditional UPDATE (only from a lower rank), so a repeat or a late event changes
        nothing, even twenty at once. True: moved; False: kept, not moved; None: this event
        id was received before (nothing written)."""
        try:
            async with in_transaction():
                changes: dict[str, object] = {
                    "install_state": state,
                    "install_rank": state.rank,
                    "install_state_at": occurred_at,
                }
                if device:
                    changes["installed_device"] = device
                moved = await Iccid.filter(
                    iccid=iccid, kind=SimKind.ESIM, install_rank__lt=state.rank
                ).update(**changes)
                await InstallEvent.create(
                    event_id=event_id,
                    iccid=iccid,
                    state=state,
                    device=device,
                    occurred_at=occurred_at,
                    moved=moved == 1,
                )
        except IntegrityError:
            return None  # the same event again: its first copy is kept, the state unchanged
        return moved == 1

    async def void(self, iccid: str, *, at: datetime) -> bool:
        """A refunded eSIM: removed for good (the highest state) and out of the stock."""
        moved = await Iccid.filter(iccid=iccid, kind=SimKind.ESIM).update(
            install_state=InstallState.REMOVED,
            install_rank=InstallState.REMOVED.rank,
            install_state_at=at,
            status=IccidStatus.RETIRED,
        )
        return moved == 1

    async def install_events(self, iccid: str) -> list[tuple[InstallState, str | None, bool]]:
        """The events received about one ICCID, oldest first: state, device, whether it moved."""
        rows = await InstallEvent.filter(iccid=iccid).order_by("id")
        return [(row.state, row.device, row.moved) for row in rows]

    def transaction(self):  # type: ignore[no-untyped-def]
        return in_transaction()
