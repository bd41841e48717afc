"""Sign-up, sign-in (password, Google), lookup, password change, profile, deletion."""

from dataclasses import replace

import structlog

from modules.identity.clock import utcnow
from modules.identity.credentials.passwords import check_strength
from modules.identity.credentials.throttle import Attempt
from modules.identity.google.id_tokens import GoogleIdentity
from modules.identity.repository.accounts import DuplicateAccount, StoredAccount
from modules.identity.schemas import (
    AccountView,
    FirebaseCode,
    IdentityError,
    MailRecipient,
    OobKind,
    SignedIn,
    SignInProvider,
)
from modules.identity.service.base import IdentityBase, account_view, new_uid, normalized_email
from modules.notifications.schemas import Language

log = structlog.get_logger(__name__)


class AccountUseCases(IdentityBase):
    # ------------------------------------------------------------------ accounts

    async def sign_up(
        self, *, email: str | None, password: str | None, display_name: str | None, locale: str
    ) -> SignedIn:
        if not email and not password:
            # Anonymous accounts (the SDK's signInAnonymously) are not offered.
            raise IdentityError(FirebaseCode.ADMIN_ONLY_OPERATION)
        address = normalized_email(email)
        if not password:
            raise IdentityError(FirebaseCode.MISSING_PASSWORD)
        check_strength(password)
        if await self._repository.email_taken(address):
            raise IdentityError(FirebaseCode.EMAIL_EXISTS)
        password_hash = await self._hash(password)
        now = utcnow()
        try:
            async with self._repository.transaction():
                account = await self._repository.create(
                    uid=new_uid(),
                    email=address,
                    password_hash=password_hash,
                    display_name=display_name or None,
                    language=Language.pick(locale).value,
                    last_login_at=now,
                    password_updated_at=now,
                    valid_since=now.replace(microsecond=0),
                )
                tokens = await self._sessions.start(
                    account=account, provider=SignInProvider.PASSWORD
                )
        except DuplicateAccount:  # the same address registered a moment earlier
            raise IdentityError(FirebaseCode.EMAIL_EXISTS) from None
        log.info("account_created", uid=account.uid, provider="password")
        return SignedIn(account=account_view(account), tokens=tokens, is_new_user=True)

    async def sign_in_with_password(
        self, *, email: str | None, password: str | None, address: str, user_agent: str = ""
    ) -> SignedIn:
        account = await self._password_holder(
            email=email, password=password, address=address, user_agent=user_agent
        )
        tokens = await self._sessions.start(account=account, provider=SignInProvider.PASSWORD)
        return SignedIn(account=account_view(account), tokens=tokens)

    async def check_password(
        self, *, email: str | None, password: str | None, address: str, user_agent: str = ""
    ) -> AccountView:
        """The account whose password this is, under the same throttle as signing in, without
        starting a shopper's session (the back office keeps its own)."""
        account = await self._password_holder(
            email=email, password=password, address=address, user_agent=user_agent
        )
        return account_view(account)

    async def account_by_email(self, email: str) -> AccountView | None:
        account = await self._repository.find_by_email(normalized_email(email))
        return account_view(account) if account is not None else None

    async def account_by_uid(self, uid: str) -> AccountView | None:
        """For another module's check on every request (the back office's door): one
        primary-key read; None once the account is deleted."""
        account = await self._repository.find_by_uid(uid)
        return account_view(account) if account is not None else None

    async def vouch_for_address(self, *, email: str) -> AccountView | None:
        """The operator's word that the address belongs to the account's holder, for the
        development store's seeded admin only: the account counts as verified. None without
        such an account."""
        account = await self._repository.find_by_email(normalized_email(email))
        if account is None:
            return None
        if not account.email_verified:
            await self._repository.mark_email_verified(account.uid)
            account = replace(account, email_verified=True)
        return account_view(account)

    async def _password_holder(
        self, *, email: str | None, password: str | None, address: str, user_agent: str
    ) -> StoredAccount:
        login = normalized_email(email)
        if not password:
            raise IdentityError(FirebaseCode.MISSING_PASSWORD)
        attempt = Attempt(email=login, address=address, user_agent=user_agent[:512])
        await self._throttle.take_slot(attempt)
        account = await self._repository.find_by_email(login)
        matches = await self._passwords.matches_off_loop(
            account.password_hash if account is not None else None, password
        )
        if account is None or not matches:
            unknown = account is None and not self._enumeration_protection
            raise IdentityError(
                FirebaseCode.EMAIL_NOT_FOUND if unknown else FirebaseCode.INVALID_LOGIN_CREDENTIALS
            )
        if account.disabled:
            raise IdentityError(FirebaseCode.USER_DISABLED)
        await self._throttle.succeeded(attempt)
        now = utcnow()
        account = replace(account, last_login_at=now)
        if account.password_hash and self._passwords.needs_rehash(account.password_hash):
            account = replace(account, password_hash=await self._hash(password))
        await self._repository.record_login(
            account.uid, at=now, password_hash=account.password_hash
        )
        return account

    async def lookup(self, *, id_token: str | None) -> AccountView:
        account, _ = await self._holder(id_token)
        return account_view(account)

    async def mail_recipient(self, *, uid: str) -> MailRecipient | None:
        """For other modules' e-mails (an order's): the account's address, name and language."""
        account = await self._repository.find_by_uid(uid)
        if account is None:
            return None
        return MailRecipient(
            uid=account.uid,
            email=account.email,
            display_name=account.display_name,
            language=Language.pick(account.language).value,
        )

    async def emails_of(self, *, uids: tuple[str, ...]) -> dict[str, str]:
        """For the back office's lists: each account's address, by uid (none without one)."""
        return await self._repository.emails_of(uids)

    async def delete_account(self, *, id_token: str | None) -> None:
        account, claims = await self._holder(id_token)
        # As Firebase: deleting needs a sign-in of the last few minutes, not a stolen session.
        self._require_recent_sign_in(claims)
        await self._repository.delete(account.uid)
        for forget in self._on_account_deleted:
            await forget(uid=account.uid)
        log.info("account_deleted", uid=account.uid)

    async def change_password(self, *, id_token: str | None, password: str) -> SignedIn:
        account, claims = await self._holder(id_token)
        self._require_recent_sign_in(claims)
        check_strength(password)
        password_hash = await self._hash(password)
        async with self._repository.transaction():
            account = await self._set_password(account, password_hash)
            tokens = await self._sessions.start(account=account, provider=SignInProvider.PASSWORD)
        return SignedIn(account=account_view(account), tokens=tokens)

    async def update_profile(
        self,
        *,
        id_token: str | None,
        display_name: str | None,
        photo_url: str | None,
        delete_attributes: list[str],
    ) -> AccountView:
        account, _ = await self._holder(id_token)
        name, picture = account.display_name, account.photo_url
        if display_name is not None:
            name = display_name or None
        if photo_url is not None:
            picture = photo_url or None
        if "DISPLAY_NAME" in delete_attributes:
            name = None
        if "PHOTO_URL" in delete_attributes:
            picture = None
        await self._repository.set_profile(account.uid, display_name=name, photo_url=picture)
        return account_view(replace(account, display_name=name, photo_url=picture))

    async def _take_over_unverified(self, account: StoredAccount) -> StoredAccount:
        """Google proves the address; whoever made this account with a password never did. As
        Firebase does, the unproven password goes, and every earlier session of the account
        ends: someone who signed up with another person's address keeps nothing, not even the
        name and picture they gave it (Google's take their place)."""
        now = utcnow()
        await self._sessions.revoke_all(uid=account.uid)
        await self._codes.void(uid=account.uid, kinds=list(OobKind))
        log.warning("unverified_password_removed_by_google_sign_in", uid=account.uid)
        # Written with the rest of the sign-in (save_google_sign_in).
        return replace(
            account,
            password_hash=None,
            display_name=None,
            photo_url=None,
            password_updated_at=None,
            valid_since=now.replace(microsecond=0),
        )

    async def sign_in_with_google(
        self, *, google_id_token: str, locale: str, nonce: str | None = None
    ) -> SignedIn:
        google = await self._google.verify(google_id_token)
        # As Firebase: a token that carries a nonce needs the same nonce beside it, and it must
        # be one this server handed out a few minutes ago (no replay of a caught token).
        nonce_given = google.nonce is not None or bool(nonce)
        if nonce_given and (google.nonce != nonce or not self._google_nonces.is_ours(nonce or "")):
            raise IdentityError(FirebaseCode.INVALID_IDP_RESPONSE, "nonce does not match")
        try:
            return await self._google_sign_in(google, locale)
        except DuplicateAccount:
            # The same person's first sign-in twice at once (two tabs, a double tap): the other
            # one made the account a moment ago, so this one signs in to it.
            return await self._google_sign_in(google, locale)

    async def _google_sign_in(self, google: GoogleIdentity, locale: str) -> SignedIn:
        is_new = False
        async with self._repository.transaction():
            account = await self._repository.find_by_google_subject(google.subject)
            if account is None:
                account = await self._repository.find_by_email(google.email)
            if account is None:
                is_new = True
                account = await self._repository.create(
                    uid=new_uid(),
                    email=google.email,
                    language=Language.pick(locale).value,
                    valid_since=utcnow().replace(microsecond=0),
                )
            if account.disabled:
                raise IdentityError(FirebaseCode.USER_DISABLED)
            if not is_new and account.google_subject is None and not account.email_verified:
                account = await self._take_over_unverified(account)
            # Google vouches for the address, so the account is verified and linked.
            account = replace(
                account,
                google_subject=google.subject,
                email_verified=True,
                display_name=account.display_name or google.name,
                photo_url=account.photo_url or google.picture,
                last_login_at=utcnow(),
            )
            await self._repository.save_google_sign_in(account)
            tokens = await self._sessions.start(account=account, provider=SignInProvider.GOOGLE)
        return SignedIn(account=account_view(account), tokens=tokens, is_new_user=is_new)
