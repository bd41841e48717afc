"""Promo storage: the only code touching the promo models."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from tortoise.exceptions import IntegrityError
from tortoise.expressions import F, Q
from tortoise.functions import Sum
from tortoise.transactions import in_transaction

from modules.promos.models import PromoRecord, PromoUsage
from modules.promos.schemas import (
    BannerSlide,
    Promo,
    PromoBanner,
    PromoDraft,
    PromoForStaff,
    PromoSummary,
    PromoType,
    PromoUse,
)


@dataclass(frozen=True)
class PromoRow:
    code: str
    name: str
    type: PromoType
    amount: int
    start_date: datetime
    expiry_date: datetime | None
    min_total_idr: int = 0
    max_discount_idr: int | None = None
    usage_limit: int | None = None
    once_per_user: bool = False
    public: bool = True
    country_codes: tuple[str, ...] = ()
    product_ids: tuple[str, ...] = ()
    banner_desktop_url: str | None = None
    banner_mobile_url: str | None = None
    banner_link: str | None = None


@dataclass(frozen=True)
class StoredPromo:
    promo: Promo
    usage_limit: int | None
    used_count: int
    public: bool
    country_codes: tuple[str, ...]
    product_ids: tuple[str, ...]
    paused: bool = False


class CodeTaken(Exception):
    """Another promo has this code."""


class AlreadyUsed(Exception):
    """The user has used this once-per-user promo already."""


class Exhausted(Exception):
    """The promo's usage limit is reached."""


def _stored(record: PromoRecord) -> StoredPromo:
    banner = None
    if record.banner_desktop_url and record.banner_mobile_url:
        link = record.banner_link or f"/special-promo/{record.code}"
        banner = PromoBanner(
            desktop=BannerSlide(url=record.banner_desktop_url, link=link),
            mobile=BannerSlide(url=record.banner_mobile_url, link=link),
        )
    promo = Promo(
        code=record.code,
        name=record.name,
        type=PromoType(record.type),
        amount=record.amount,
        start_date=record.start_date,
        expiry_date=record.expiry_date,
        min_total_amount=record.min_total_idr,
        max_discount=record.max_discount_idr,
        once_per_user=record.once_per_user,
        banner=banner,
    )
    return StoredPromo(
        promo=promo,
        usage_limit=record.usage_limit,
        used_count=record.used_count,
        public=record.public,
        country_codes=tuple(record.country_codes),
        product_ids=tuple(record.product_ids),
        paused=record.paused,
    )


class PromoRepository:
    async def get(self, code: str) -> StoredPromo | None:
        record = await PromoRecord.get_or_none(code=code)
        return _stored(record) if record else None

    async def public(self) -> list[StoredPromo]:
        records = await PromoRecord.filter(public=True, paused=False).order_by("position", "code")
        return [_stored(record) for record in records]

    async def has_used(self, *, code: str, user_id: str) -> bool:
        return await PromoUsage.filter(promo_id=code, user_id=user_id).exists()

    async def record_usage(
        self, *, code: str, user_id: str, order_id: str | None, discount: int, once: bool
    ) -> None:
        """Count one use and store who used it, atomically; raises Exhausted or AlreadyUsed."""
        try:
            async with in_transaction():
                # A conditional UPDATE, not read-then-write: two racing orders cannot both take
                # the last use (works the same on SQLite and PostgreSQL).
                claimed = (
                    await PromoRecord.filter(code=code)
                    .filter(Q(usage_limit__isnull=True) | Q(used_count__lt=F("usage_limit")))
                    .update(used_count=F("used_count") + 1)
                )
                if not claimed:
                    raise Exhausted
                await PromoUsage.create(
                    promo_id=code,
                    user_id=user_id,
                    order_id=order_id,
                    discount_idr=discount,
                    once_key=f"{code}:{user_id}" if once else None,
                )
        except IntegrityError:
            raise AlreadyUsed from None

    async def release_usage(self, *, code: str, order_id: str) -> bool:
        """Give back the use an order made (the order expired unpaid): the usage row goes and
        the count drops by what was deleted, so a second release changes nothing."""
        async with in_transaction():
            deleted = await PromoUsage.filter(promo_id=code, order_id=order_id).delete()
            if deleted:
                await PromoRecord.filter(code=code).update(used_count=F("used_count") - deleted)
        return bool(deleted)

    async def add_missing(self, promos: Sequence[PromoRow]) -> int:
        added = 0
        async with in_transaction():
            for position, row in enumerate(promos):
                _, created = await PromoRecord.get_or_create(
                    code=row.code,
                    defaults={
                        "name": row.name,
                        "type": row.type,
                        "amount": row.amount,
                        "start_date": row.start_date,
                        "expiry_date": row.expiry_date,
                        "min_total_idr": row.min_total_idr,
                        "max_discount_idr": row.max_discount_idr,
                        "usage_limit": row.usage_limit,
                        "once_per_user": row.once_per_user,
                        "public": row.public,
                        "country_codes": list(row.country_codes),
                        "product_ids": list(row.product_ids),
                        "banner_desktop_url": row.banner_desktop_url,
                        "banner_mobile_url": row.banner_mobile_url,
                        "banner_link": row.banner_link,
                        "position": position,
                    },
                )
                added += created
        return added

    # --- the back office ------------------------------------------------------------------------

    async def summaries(self) -> list[PromoSummary]:
        given = {
            row["promo_id"]: int(row["total"] or 0)
            for row in await PromoUsage.annotate(total=Sum("discount_idr"))
            .group_by("promo_id")
            .values("promo_id", "total")
        }
        return [
            PromoSummary(
                code=record.code,
                name=record.name,
                type=PromoType(record.type),
                amount=record.amount,
                start_date=record.start_date,
                expiry_date=record.expiry_date,
                usage_limit=record.usage_limit,
                used_count=record.used_count,
                discount_given_idr=given.get(record.code, 0),
                paused=record.paused,
                public=record.public,
            )
            for record in await PromoRecord.all().order_by("position", "code")
        ]

    async def draft(self, code: str) -> PromoForStaff | None:
        record = await PromoRecord.get_or_none(code=code)
        return PromoForStaff.model_validate(record, from_attributes=True) if record else None

    async def create(self, draft: PromoDraft) -> None:
        """Raises CodeTaken when the code exists (the primary key decides a race)."""
        values = draft.model_dump()
        values["country_codes"] = list(draft.country_codes)
        values["product_ids"] = list(draft.product_ids)
        try:
            async with in_transaction():
                position = await PromoRecord.all().count()
                await PromoRecord.create(**values, position=position)
        except IntegrityError:
            raise CodeTaken from None

    async def update(self, draft: PromoDraft, *, version: int) -> bool:
        """One conditional UPDATE, only while the promo is still at `version`, which it moves
        on: of two saves from one version, only the first writes; False for the other."""
        values = draft.model_dump(exclude={"code"})
        values["country_codes"] = list(draft.country_codes)
        values["product_ids"] = list(draft.product_ids)
        updated = await PromoRecord.filter(code=draft.code, version=version).update(
            **values, version=F("version") + 1
        )
        return bool(updated)

    async def set_paused(self, code: str, *, paused: bool) -> bool:
        """One conditional UPDATE: True only for the call that changed it (the version moves,
        so a form opened before the pause cannot save over it unseen)."""
        updated = await PromoRecord.filter(code=code, paused=not paused).update(
            paused=paused, version=F("version") + 1
        )
        return bool(updated)

    async def uses(self, code: str, *, limit: int) -> list[PromoUse]:
        rows = await PromoUsage.filter(promo_id=code).order_by("-id").limit(limit)
        return [
            PromoUse(
                user_id=row.user_id,
                order_id=row.order_id,
                discount_idr=row.discount_idr,
                used_at=row.used_at,
            )
            for row in rows
        ]
