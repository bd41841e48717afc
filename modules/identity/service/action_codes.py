"""E-mail verification (link and 6-digit code) and password reset."""

from dataclasses import replace

import structlog

from core.jobs import JobContext
from modules.identity.credentials.codes import LIFETIMES
from modules.identity.credentials.passwords import check_strength
from modules.identity.repository.accounts import StoredAccount
from modules.identity.schemas import (
    AccountView,
    FirebaseCode,
    IdentityError,
    OobCheck,
    OobKind,
)
from modules.identity.service.base import (
    PASSWORD_RESET_JOB,
    IdentityBase,
    account_view,
    normalized_email,
)
from modules.notifications.schemas import Language, MailKind

log = structlog.get_logger(__name__)


class ActionCodeUseCases(IdentityBase):
    # ------------------------------------------------------------------ e-mail codes

    def _link(self, mode: str, code: str, language: str) -> str:
        # `lng` is the store's language parameter (SPEC §1): the page opens in the mail's language.
        return f"{self._public_url}/auth/action?mode={mode}&oobCode={code}&lng={language}"

    def _remember_language(self, account: StoredAccount, locale: str | None) -> StoredAccount:
        if locale:
            return replace(account, language=Language.pick(locale).value)
        return account

    async def send_verification(self, *, id_token: str | None, locale: str | None) -> str:
        account, _ = await self._holder(id_token)
        account = self._remember_language(account, locale)
        async with self._repository.transaction():
            await self._repository.set_language(account.uid, account.language)
            link_code = await self._codes.issue(kind=OobKind.VERIFY_EMAIL, account=account)
            digits = await self._codes.issue(kind=OobKind.EMAIL_CODE, account=account)
            minutes = int(LIFETIMES[OobKind.EMAIL_CODE].total_seconds() // 60)
            await self._mail(
                account,
                MailKind.VERIFY_EMAIL,
                {
                    "link": self._link("verifyEmail", link_code, account.language),
                    "code": digits,
                    "code_minutes": minutes,
                },
            )
        return account.email or ""

    async def send_password_reset(self, *, email: str | None, locale: str | None) -> str:
        """Answers at once; the code and the e-mail are made by a job. The request does the
        same work whether the address is registered or not (one read, one job), so with
        enumeration protection on its timing tells nothing either."""
        address = normalized_email(email)
        account = await self._repository.find_by_email(address)
        if not self._enumeration_protection:
            if account is None:
                raise IdentityError(FirebaseCode.EMAIL_NOT_FOUND)
            if account.disabled:
                raise IdentityError(FirebaseCode.USER_DISABLED)
        await self._jobs.enqueue(
            PASSWORD_RESET_JOB, {"email": address, "locale": locale}, max_attempts=5
        )
        return address

    async def deliver_password_reset(self, job: JobContext) -> None:
        """Job: a reset code and its e-mail for an address that has an account."""
        account = await self._repository.find_by_email(job.payload["email"])
        if account is None or account.disabled:
            return
        account = self._remember_language(account, job.payload.get("locale"))
        async with self._repository.transaction():
            await self._repository.set_language(account.uid, account.language)
            code = await self._codes.issue(kind=OobKind.PASSWORD_RESET, account=account)
            link = self._link("resetPassword", code, account.language)
            await self._mail(account, MailKind.PASSWORD_RESET, {"link": link})

    async def check_action_code(self, *, code: str) -> OobCheck:
        row = await self._codes.check(
            code=code, kinds=[OobKind.PASSWORD_RESET, OobKind.VERIFY_EMAIL]
        )
        return OobCheck(email=row.email, kind=row.kind)

    async def reset_password(self, *, code: str, new_password: str) -> OobCheck:
        await self._codes.check(code=code, kinds=[OobKind.PASSWORD_RESET])
        check_strength(new_password)
        password_hash = await self._hash(new_password)
        async with self._repository.transaction():
            row = await self._codes.consume(code=code, kinds=[OobKind.PASSWORD_RESET])
            account = await self._repository.find_by_uid(row.uid)
            if account is None:
                raise IdentityError(FirebaseCode.USER_NOT_FOUND)
            if account.disabled:
                raise IdentityError(FirebaseCode.USER_DISABLED)
            # The reset link reached the mailbox: that proves the address too.
            await self._repository.mark_email_verified(account.uid)
            await self._set_password(replace(account, email_verified=True), password_hash)
        await self._throttle.clear_account(email=row.email)
        return OobCheck(email=row.email, kind=OobKind.PASSWORD_RESET)

    async def _mark_verified(self, uid: str) -> AccountView:
        account = await self._repository.find_by_uid(uid)
        if account is None:
            raise IdentityError(FirebaseCode.USER_NOT_FOUND)
        await self._repository.mark_email_verified(uid)
        await self._codes.void(uid=uid, kinds=[OobKind.VERIFY_EMAIL, OobKind.EMAIL_CODE])
        return account_view(replace(account, email_verified=True))

    async def apply_action_code(self, *, code: str) -> AccountView:
        async with self._repository.transaction():
            row = await self._codes.consume(code=code, kinds=[OobKind.VERIFY_EMAIL])
            return await self._mark_verified(row.uid)

    async def verify_email_code(self, *, email: str | None, code: str | None) -> AccountView:
        address = normalized_email(email)
        if not code:
            raise IdentityError(FirebaseCode.MISSING_OOB_CODE)
        account = await self._repository.find_by_email(address)
        if account is None:
            if self._enumeration_protection:
                raise IdentityError(FirebaseCode.INVALID_OOB_CODE)
            raise IdentityError(FirebaseCode.EMAIL_NOT_FOUND)
        # Not in a transaction: a wrong code's failure count must survive the error.
        row = await self._codes.consume_email_code(uid=account.uid, code=code)
        return await self._mark_verified(row.uid)
