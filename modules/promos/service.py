"""Promo use cases: list, validate, products and countries of a promo, usage per user."""

from collections.abc import Callable
from datetime import UTC, datetime

from core.errors import Conflict, Invalid, NotFound
from modules.catalog.schemas import ProductType
from modules.catalog.service import CatalogService
from modules.promos.arithmetic import discount_for, rupiah
from modules.promos.repository import (
    AlreadyUsed,
    CodeTaken,
    Exhausted,
    PromoRepository,
    StoredPromo,
)
from modules.promos.schemas import (
    Promo,
    PromoCountry,
    PromoDraft,
    PromoErrorCode,
    PromoForStaff,
    PromoProducts,
    PromoSummary,
    PromoUse,
    PromoValidation,
)
from modules.promos.seed_data import seed_promos


def utc_now() -> datetime:
    return datetime.now(UTC)


def _normalised(code: str) -> str:
    return code.strip().upper()


def _is_running(stored: StoredPromo, now: datetime) -> bool:
    promo = stored.promo
    return promo.start_date <= now and (promo.expiry_date is None or now <= promo.expiry_date)


class PromoService:
    def __init__(
        self,
        *,
        repository: PromoRepository,
        catalog: CatalogService,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._catalog = catalog
        self._clock = clock

    async def _promo(self, code: str) -> StoredPromo:
        stored = await self._repository.get(_normalised(code))
        if stored is None:
            raise NotFound("Kode promo tidak valid", code=PromoErrorCode.NOT_FOUND)
        return stored

    async def public_promos(self) -> list[Promo]:
        """Every listed promo with its dates; the client shows a banner only inside its window
        (SPEC §4), so the list does not change with the clock."""
        return [stored.promo for stored in await self._repository.public()]

    async def countries(self, *, code: str | None = None) -> list[PromoCountry]:
        """Countries the promo page may offer: the code's own, or those of every running
        listed promo when no code is given; in the catalog's country order."""
        if code is not None:
            allowed = set((await self._promo(code)).country_codes)
        else:
            now = self._clock()
            allowed = {
                country
                for stored in await self._repository.public()
                if _is_running(stored, now)
                for country in stored.country_codes
            }
        return [
            PromoCountry(code=c.code, name_id=c.name_id, name_en=c.name_en)
            for c in await self._catalog.countries()
            if c.code in allowed
        ]

    async def products(self, *, code: str, country: str) -> PromoProducts:
        stored = await self._promo(code)
        # An unknown country is the catalog's 404; a known one outside the promo has nothing.
        listed = await self._catalog.products_for_location(code=country)
        if country.upper() not in stored.country_codes:
            listed = []
        eligible = set(stored.product_ids)
        products = tuple(p for p in listed if not eligible or p.product_id in eligible)
        return PromoProducts(promo_code=stored.promo.code, products=products)

    async def has_used(self, *, code: str, user_id: str) -> bool:
        stored = await self._promo(code)
        return await self._repository.has_used(code=stored.promo.code, user_id=user_id)

    async def validate(
        self,
        *,
        code: str,
        total_amount: int,
        user_id: str | None = None,
        product_id: str | None = None,
    ) -> PromoValidation:
        """Every rule of the promo against this total (and user and product when known)."""
        stored = await self._promo(code)
        promo, now = stored.promo, self._clock()
        if stored.paused:
            raise Invalid(f"Promo {promo.code} sedang tidak berlaku", code=PromoErrorCode.PAUSED)
        if now < promo.start_date:
            raise Invalid(f"Promo {promo.code} belum dimulai", code=PromoErrorCode.NOT_STARTED)
        if promo.expiry_date is not None and now > promo.expiry_date:
            raise Invalid(f"Promo {promo.code} sudah berakhir", code=PromoErrorCode.EXPIRED)
        if total_amount < promo.min_total_amount:
            raise Invalid(
                f"Promo {promo.code} berlaku untuk transaksi minimal "
                f"{rupiah(promo.min_total_amount)}",
                code=PromoErrorCode.MINIMUM_NOT_MET,
            )
        if stored.usage_limit is not None and stored.used_count >= stored.usage_limit:
            raise Conflict(f"Kuota promo {promo.code} sudah habis", code=PromoErrorCode.EXHAUSTED)
        if (
            promo.once_per_user
            and user_id is not None
            and await self._repository.has_used(code=promo.code, user_id=user_id)
        ):
            raise Conflict(
                f"Promo {promo.code} sudah pernah Anda gunakan", code=PromoErrorCode.ALREADY_USED
            )
        if product_id is not None and stored.product_ids and product_id not in stored.product_ids:
            raise Invalid(
                f"Promo {promo.code} tidak berlaku untuk produk ini",
                code=PromoErrorCode.NOT_APPLICABLE,
            )
        discount = discount_for(
            promo_type=promo.type,
            amount=promo.amount,
            total=total_amount,
            max_discount=promo.max_discount,
        )
        return PromoValidation(promo=promo, discount=discount, final_amount=total_amount - discount)

    async def redeem(
        self, *, code: str, user_id: str, order_id: str, total_amount: int, product_id: str
    ) -> PromoValidation:
        """For the orders module: validate and record one use in one step. A lost race for the
        last use or a second use by the same user is refused, not double-counted."""
        result = await self.validate(
            code=code, total_amount=total_amount, user_id=user_id, product_id=product_id
        )
        try:
            await self._repository.record_usage(
                code=result.promo.code,
                user_id=user_id,
                order_id=order_id,
                discount=result.discount,
                once=result.promo.once_per_user,
            )
        except Exhausted:
            raise Conflict(
                f"Kuota promo {result.promo.code} sudah habis", code=PromoErrorCode.EXHAUSTED
            ) from None
        except AlreadyUsed:
            raise Conflict(
                f"Promo {result.promo.code} sudah pernah Anda gunakan",
                code=PromoErrorCode.ALREADY_USED,
            ) from None
        return result

    async def release(self, *, code: str, order_id: str) -> bool:
        """For the orders module: an order that will never be paid gives its use back (a
        once-per-user promo may be used again). False when the order held no use."""
        return await self._repository.release_usage(code=_normalised(code), order_id=order_id)

    async def seed(self) -> int:
        """Add the store's launch promos where missing. HUTRI80 applies to each seeded
        country's cheapest eSIM, read from the catalog (seed the catalog first)."""
        free_esims = {}
        for country in await self._catalog.countries():
            esims = await self._catalog.products_for_location(
                code=country.code, product_type=ProductType.ESIM_BUNDLE
            )
            if esims:
                free_esims[country.code] = esims[0].product_id
        special = [p.product_id for p in await self._catalog.special_products()]
        return await self._repository.add_missing(
            seed_promos(now=self._clock(), free_esims=free_esims, special_products=special)
        )

    # --- the back office ------------------------------------------------------------------------

    async def summaries(self) -> list[PromoSummary]:
        """Every promo, listed or not, paused or not, with how often it was used."""
        return await self._repository.summaries()

    async def draft(self, *, code: str) -> PromoForStaff:
        draft = await self._repository.draft(_normalised(code))
        if draft is None:
            raise NotFound("Kode promo tidak ditemukan", code=PromoErrorCode.NOT_FOUND)
        return draft

    async def _check_catalog(self, draft: PromoDraft) -> None:
        known = {country.code for country in await self._catalog.countries()}
        unknown = [code for code in draft.country_codes if code not in known]
        if unknown:
            raise Invalid(f"Negara tidak dikenal: {', '.join(unknown)}", field="country_codes")
        for product_id in draft.product_ids:
            try:
                await self._catalog.product(product_id=product_id)
            except NotFound:
                raise Invalid(f"Produk tidak dikenal: {product_id}", field="product_ids") from None

    async def create_promo(self, draft: PromoDraft) -> None:
        await self._check_catalog(draft)
        try:
            await self._repository.create(draft)
        except CodeTaken:
            raise Conflict(
                f"Kode promo {draft.code} sudah dipakai", code=PromoErrorCode.CODE_TAKEN
            ) from None

    async def update_promo(self, draft: PromoDraft, *, version: int) -> PromoForStaff:
        """Save a promo edited from `version` (the one its form was opened at); the promo as it
        was before (for the audit log); its code and use stay. A save from an older version is
        refused, nothing written: Conflict CHANGED_MEANWHILE, its details' "current" the promo
        as stored now (a PromoForStaff as JSON)."""
        before = await self.draft(code=draft.code)
        await self._check_catalog(draft)
        # The conditional UPDATE decides; the check above only spares a doomed write. When it
        # passes, `before` is what it replaced: every staff change moves the version.
        if before.version != version or not await self._repository.update(draft, version=version):
            current = await self.draft(code=draft.code)
            raise Conflict(
                f"Promo {draft.code} sudah diubah orang lain",
                code=PromoErrorCode.CHANGED_MEANWHILE,
                details={"current": current.model_dump(mode="json")},
            )
        return before

    async def set_paused(self, *, code: str, paused: bool) -> bool:
        await self.draft(code=code)
        return await self._repository.set_paused(_normalised(code), paused=paused)

    async def uses(self, *, code: str, limit: int = 100) -> list[PromoUse]:
        return await self._repository.uses(_normalised(code), limit=limit)
