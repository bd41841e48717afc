"""The back office: who may enter (staff and admins), their sessions, the audit log, and the first
of the day's work, confirming the cash and transfer payments that wait for someone to see the money.
"""

import hashlib
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

import structlog

from core.errors import DomainError, Forbidden, Invalid, NotFound
from modules.backoffice.enums import StaffRole
from modules.backoffice.repository import AuditLine, BackOfficeRepository
from modules.identity.schemas import AccountView, SignedIn
from modules.payments.schemas import AwaitingPayment, RefusedNotification

# An audit entry: who, what, on which subject, and the JSON payloads before and after.
Record = Callable[[str, str, str, dict[str, Any] | None, dict[str, Any] | None], Awaitable[None]]

log = structlog.get_logger(__name__)

# A back office left alone this long signs out; no session lives longer than a working day.
IDLE_TIMEOUT = timedelta(minutes=30)
MAX_SESSION = timedelta(hours=12)
# last_seen_at is written at most this often, not on every page.
TOUCH_EVERY = timedelta(minutes=1)
REFERENCE_MAX = 64
MAX_TOKEN = 256  # a cookie longer than any token we issue is no session


def utc_now() -> datetime:
    return datetime.now(UTC)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Identity(Protocol):
    """What the back office needs of identity (its service)."""

    async def check_password(
        self, *, email: str | None, password: str | None, address: str, user_agent: str = ""
    ) -> AccountView: ...

    async def account_by_email(self, email: str) -> AccountView | None: ...

    async def account_by_uid(self, uid: str) -> AccountView | None: ...

    async def emails_of(self, *, uids: tuple[str, ...]) -> dict[str, str]: ...

    async def sign_up(
        self, *, email: str | None, password: str | None, display_name: str | None, locale: str
    ) -> SignedIn: ...

    async def vouch_for_address(self, *, email: str) -> AccountView | None: ...


class Payments(Protocol):
    async def awaiting_confirmation(self, *, limit: int = 100) -> Sequence[AwaitingPayment]: ...
    async def refused_notifications(self, *, limit: int = 50) -> Sequence[RefusedNotification]: ...
    async def confirm_offline_payment(self, *, order_id: str) -> bool: ...


@dataclass(frozen=True)
class Staff:
    uid: str  # the account the role belongs to
    email: str
    role: StaffRole

    @property
    def is_admin(self) -> bool:
        return self.role is StaffRole.ADMIN


@dataclass(frozen=True)
class ActiveSession:
    staff: Staff
    csrf_token: str


@dataclass(frozen=True)
class Dashboard:
    awaiting_payments: Sequence[AwaitingPayment]
    dead_jobs: int
    # Provider notifications refused for another amount or status than the order's.
    refused_notifications: Sequence[RefusedNotification] = ()


class NotStaff(Forbidden):
    default_message = "Akun ini tidak punya akses ke back office"


class NotVerified(Invalid):
    """Only an account whose address is proven holds a role: whoever signs up with someone
    else's address never gets into /admin, and cannot keep a role once the address's owner
    takes the account over."""


def _in_good_standing(account: AccountView | None) -> bool:
    """The account still exists, is not disabled, and its address is verified."""
    return account is not None and not account.disabled and account.email_verified


class BackOfficeService:
    def __init__(
        self,
        *,
        repository: BackOfficeRepository,
        identity: Identity,
        payments: Payments,
        dead_jobs: Callable[[], Awaitable[int]],
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._repository = repository
        self._identity = identity
        self._payments = payments
        self._dead_jobs = dead_jobs
        self._clock = clock

    # --- people ---------------------------------------------------------------------------------

    async def add_staff(self, email: str, role: StaffRole | str, *, by: str) -> Staff:
        """Give a store account a role (or change it); the account must exist, be enabled and
        have a verified address. The role belongs to the account (its uid)."""
        role = StaffRole(role)
        account = await self._identity.account_by_email(email)
        if account is None or not account.email:
            raise NotFound(f"Tidak ada akun toko dengan e-mail {email[:254]}", field="email")
        address = account.email
        if not account.email_verified or account.disabled:
            raise NotVerified(
                f"Akun {address} belum memverifikasi e-mail (atau dinonaktifkan); "
                "hanya akun terverifikasi yang bisa diberi peran",
                field="email",
            )
        async with self._repository.transaction():
            existing = await self._repository.role_for_update(uid=account.uid)
            before = {"role": existing.role.value} if existing else None
            await self._repository.put_role(
                uid=account.uid, email=address, role=role, at=self._clock(), by=by
            )
            await self.record(by, "staff.add", address, before, {"role": role.value})
        log.info("staff_added", uid=account.uid, role=role.value, by=by)
        return Staff(account.uid, address, role)

    async def remove_staff(self, email: str, *, by: str) -> bool:
        """Take the role away and end the person's sessions; False when they had none."""
        address = email.strip().lower()
        try:
            account = await self._identity.account_by_email(address)
        except DomainError:  # not an address: nobody holds a role under it
            return False
        async with self._repository.transaction():
            # The account's role; a deleted account's role is found by the address it had.
            if account is not None:
                existing = await self._repository.role_for_update(uid=account.uid)
            else:
                existing = await self._repository.role_for_update(email=address)
            if existing is None:
                return False
            await self._repository.forget(existing.uid)
            await self.record(by, "staff.remove", address, {"role": existing.role.value}, None)
        log.info("staff_removed", uid=existing.uid, by=by)
        return True

    async def seed_admin(self, *, email: str, password: str) -> int:
        """A development store's admin (`kelana seed` with ENVIRONMENT=development): its
        account (verified: the operator vouches for it) and role, once; 1 when added."""
        if await self._identity.account_by_email(email) is None:
            await self._identity.sign_up(
                email=email, password=password, display_name="Kelana admin", locale="id"
            )
        account = await self._identity.vouch_for_address(email=email)
        if await self._repository.has_role(account.uid):
            return 0
        await self.add_staff(email, StaffRole.ADMIN, by="seed")
        return 1

    async def staff(self) -> list[Staff]:
        """Everyone with a role, by address; a deleted account's role is dropped here."""
        rows = await self._repository.roles()
        emails = await self._identity.emails_of(uids=tuple(row.uid for row in rows))
        gone = [row.uid for row in rows if row.uid not in emails]
        for uid in gone:
            await self._repository.forget(uid)
        members = [Staff(row.uid, emails[row.uid], row.role) for row in rows if row.uid in emails]
        return sorted(members, key=lambda member: member.email)

    # --- sessions -------------------------------------------------------------------------------

    async def sign_in(
        self, *, email: str, password: str, address: str, user_agent: str = ""
    ) -> tuple[str, ActiveSession]:
        """A new session for a staff member's right password: its token (for the cookie) and
        the session. A shopper's right password is refused all the same, and so is a staff
        member's whose account is not verified."""
        account = await self._identity.check_password(
            email=email, password=password, address=address, user_agent=user_agent
        )
        member = await self._repository.role(account.uid)
        if member is None:
            raise NotStaff
        if not _in_good_standing(account):
            if not account.email_verified:
                await self._repository.forget(member.uid)  # an unproven account holds no role
            raise NotStaff
        token, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(32)
        now = self._clock()
        await self._repository.add_session(
            token_hash=_hash(token), csrf_token=csrf, uid=member.uid, at=now
        )
        await self.record(account.email, "session.sign_in", account.email, None, None)
        return token, ActiveSession(Staff(member.uid, account.email, member.role), csrf)

    async def session(self, token: str | None) -> ActiveSession | None:
        """The live session of this cookie, or None (unknown, idle too long, too old, its
        person no longer staff, or their account deleted, disabled or unverified). Checked on
        every request, so each of those ends every session of the person at once."""
        if not token or len(token) > MAX_TOKEN:
            return None
        row = await self._repository.session(_hash(token))
        if row is None:
            return None
        now = self._clock()
        if now - row.last_seen_at > IDLE_TIMEOUT or now - row.created_at > MAX_SESSION:
            await self._repository.end_session(session_id=row.id)
            return None
        member = await self._repository.role(row.uid)
        account = await self._identity.account_by_uid(row.uid) if member is not None else None
        if member is None or not _in_good_standing(account):
            if account is None or not account.email_verified:
                await self._repository.forget(
                    row.uid
                )  # a deleted or unproven account holds no role
            else:
                await self._repository.end_sessions_of(row.uid)
            log.info("staff_session_ended", uid=row.uid)
            return None
        if now - row.last_seen_at > TOUCH_EVERY:
            await self._repository.touch_session(row.id, at=now)
        return ActiveSession(Staff(member.uid, account.email, member.role), row.csrf_token)

    async def sign_out(self, token: str | None, *, staff: Staff) -> None:
        if token:
            await self._repository.end_session(token_hash=_hash(token))
        await self.record(staff.email, "session.sign_out", staff.email, None, None)

    # --- the audit log --------------------------------------------------------------------------

    async def record(
        self,
        actor: str,
        action: str,
        subject: str,
        before: dict[str, Any] | None,
        after: dict[str, Any] | None,
    ) -> None:
        await self._repository.add_audit(
            at=self._clock(),
            actor=actor,
            action=action,
            subject=subject,
            before=before,
            after=after,
        )

    async def audit_entries(
        self, *, actor: str = "", action: str = "", limit: int = 200
    ) -> list[AuditLine]:
        """The newest entries first, filtered by who and by what when asked."""
        return await self._repository.audit(
            actor=actor.strip().lower(), action=action.strip(), limit=limit
        )

    # --- the day's work -------------------------------------------------------------------------

    async def dashboard(self) -> Dashboard:
        return Dashboard(
            awaiting_payments=await self._payments.awaiting_confirmation(limit=100),
            dead_jobs=await self._dead_jobs(),
            refused_notifications=await self._payments.refused_notifications(limit=20),
        )

    async def confirm_payment(self, *, staff: Staff, order_id: str, reference: str) -> bool:
        """Staff saw the cash or the transfer (its reference written down): the order is paid
        once, and provisioning starts as after a gateway payment. False when it already was."""
        reference = reference.strip()
        if not reference:
            raise Invalid("Tulis referensi transfer atau nomor kuitansi", field="reference")
        moved = await self._payments.confirm_offline_payment(order_id=order_id)
        await self.record(
            staff.email,
            "payment.confirm",
            order_id,
            {"status": "pending"} if moved else None,
            {"status": "paid", "reference": reference[:REFERENCE_MAX], "changed": moved},
        )
        return moved
