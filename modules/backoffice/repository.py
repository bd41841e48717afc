"""The only code that reads and writes the back office's tables: roles, sessions, the audit log."""

from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tortoise.transactions import in_transaction

from modules.backoffice.enums import StaffRole
from modules.backoffice.models import AuditEntry, StaffMember, StaffSession


@dataclass(frozen=True)
class StoredRole:
    uid: str
    email: str  # the account's address when the role was given
    role: StaffRole


@dataclass(frozen=True)
class StoredSession:
    id: int
    uid: str
    csrf_token: str
    created_at: datetime
    last_seen_at: datetime


@dataclass(frozen=True)
class AuditLine:
    id: int
    at: datetime
    actor: str
    action: str
    subject: str
    before: dict[str, Any] | None
    after: dict[str, Any] | None


def _role(row: StaffMember) -> StoredRole:
    return StoredRole(uid=row.uid, email=row.email, role=row.role)


class BackOfficeRepository:
    def transaction(self) -> AbstractAsyncContextManager[Any]:
        return in_transaction()

    # --- roles --------------------------------------------------------------------------------

    async def role(self, uid: str) -> StoredRole | None:
        row = await StaffMember.get_or_none(uid=uid)
        return _role(row) if row else None

    async def role_for_update(
        self, *, uid: str | None = None, email: str | None = None
    ) -> StoredRole | None:
        """The role of this account (else of this address), locked until the transaction ends."""
        query = StaffMember.filter(uid=uid) if uid is not None else StaffMember.filter(email=email)
        row = await query.select_for_update().first()
        return _role(row) if row else None

    async def has_role(self, uid: str) -> bool:
        exists: bool = await StaffMember.exists(uid=uid)
        return exists

    async def roles(self) -> list[StoredRole]:
        return [_role(row) for row in await StaffMember.all()]

    async def put_role(
        self, *, uid: str, email: str, role: StaffRole, at: datetime, by: str
    ) -> None:
        """One upsert: two people adding the same account at once leave one row."""
        member = StaffMember(uid=uid, email=email, role=role, added_at=at, added_by=by)
        await StaffMember.bulk_create(
            [member], on_conflict=["uid"], update_fields=["role", "email"]
        )

    async def forget(self, uid: str) -> None:
        """The account's role and every back office session it has."""
        await StaffMember.filter(uid=uid).delete()
        await StaffSession.filter(uid=uid).delete()

    # --- sessions -----------------------------------------------------------------------------

    async def add_session(
        self, *, token_hash: str, csrf_token: str, uid: str, at: datetime
    ) -> None:
        await StaffSession.create(
            token_hash=token_hash, csrf_token=csrf_token, uid=uid, created_at=at, last_seen_at=at
        )

    async def session(self, token_hash: str) -> StoredSession | None:
        row = await StaffSession.get_or_none(token_hash=token_hash)
        if row is None:
            return None
        return StoredSession(
            id=row.id,
            uid=row.uid,
            csrf_token=row.csrf_token,
            created_at=row.created_at,
            last_seen_at=row.last_seen_at,
        )

    async def touch_session(self, session_id: int, *, at: datetime) -> None:
        await StaffSession.filter(id=session_id).update(last_seen_at=at)

    async def end_session(
        self, *, session_id: int | None = None, token_hash: str | None = None
    ) -> None:
        if session_id is not None:
            await StaffSession.filter(id=session_id).delete()
        elif token_hash is not None:
            await StaffSession.filter(token_hash=token_hash).delete()

    async def end_sessions_of(self, uid: str) -> None:
        await StaffSession.filter(uid=uid).delete()

    # --- the audit log ------------------------------------------------------------------------

    async def add_audit(
        self,
        *,
        at: datetime,
        actor: str,
        action: str,
        subject: str,
        before: dict[str, Any] | None,
        after: dict[str, Any] | None,
    ) -> None:
        await AuditEntry.create(
            at=at, actor=actor, action=action, subject=subject, before=before, after=after
        )

    async def audit(self, *, actor: str, action: str, limit: int) -> list[AuditLine]:
        query = AuditEntry.all()
        if actor:
            query = query.filter(actor=actor)
        if action:
            query = query.filter(action=action)
        rows = await query.order_by("-at", "-id").limit(limit)
        return [
            AuditLine(
                id=row.id,
                at=row.at,
                actor=row.actor,
                action=row.action,
                subject=row.subject,
                before=row.before,
                after=row.after,
            )
            for row in rows
        ]
