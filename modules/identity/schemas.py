"""The identity module's enums, errors and DTOs: what other modules and the routes may use."""

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel

from core.errors import Invalid


class FirebaseCode(StrEnum):
    """Error messages exactly as the Firebase Authentication REST API returns them."""

    EMAIL_EXISTS = "EMAIL_EXISTS"
    EMAIL_NOT_FOUND = "EMAIL_NOT_FOUND"
    INVALID_LOGIN_CREDENTIALS = "INVALID_LOGIN_CREDENTIALS"
    INVALID_EMAIL = "INVALID_EMAIL"
    MISSING_EMAIL = "MISSING_EMAIL"
    MISSING_PASSWORD = "MISSING_PASSWORD"  # noqa: S105 - an error code
    WEAK_PASSWORD = "WEAK_PASSWORD"  # noqa: S105
    USER_DISABLED = "USER_DISABLED"
    USER_NOT_FOUND = "USER_NOT_FOUND"
    TOO_MANY_ATTEMPTS_TRY_LATER = "TOO_MANY_ATTEMPTS_TRY_LATER"
    INVALID_OOB_CODE = "INVALID_OOB_CODE"
    EXPIRED_OOB_CODE = "EXPIRED_OOB_CODE"
    MISSING_OOB_CODE = "MISSING_OOB_CODE"
    INVALID_ID_TOKEN = "INVALID_ID_TOKEN"  # noqa: S105
    MISSING_ID_TOKEN = "MISSING_ID_TOKEN"  # noqa: S105
    TOKEN_EXPIRED = "TOKEN_EXPIRED"  # noqa: S105
    INVALID_REFRESH_TOKEN = "INVALID_REFRESH_TOKEN"  # noqa: S105
    MISSING_REFRESH_TOKEN = "MISSING_REFRESH_TOKEN"  # noqa: S105
    INVALID_GRANT_TYPE = "INVALID_GRANT_TYPE"
    CREDENTIAL_TOO_OLD_LOGIN_AGAIN = "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"
    INVALID_IDP_RESPONSE = "INVALID_IDP_RESPONSE"
    MISSING_REQ_TYPE = "MISSING_REQ_TYPE"
    OPERATION_NOT_ALLOWED = "OPERATION_NOT_ALLOWED"
    ADMIN_ONLY_OPERATION = "ADMIN_ONLY_OPERATION"
    INVALID_ARGUMENT = "INVALID_ARGUMENT"
    NOT_FOUND = "NOT_FOUND"


class IdentityError(Invalid):
    """Rendered in Firebase's error shape on the identity endpoints (HTTP 400)."""

    def __init__(self, code: FirebaseCode, detail: str | None = None) -> None:
        # Firebase appends a detail after " : "; the SDK keeps only what comes before it.
        super().__init__(f"{code.value} : {detail}" if detail else code.value, code=code.value)


class OobKind(StrEnum):
    """What an out-of-band code proves; the first two are Firebase's requestType values."""

    VERIFY_EMAIL = "VERIFY_EMAIL"
    PASSWORD_RESET = "PASSWORD_RESET"  # noqa: S105
    EMAIL_CODE = "EMAIL_CODE"  # the 6-digit code of the verification e-mail


class SignInProvider(StrEnum):
    PASSWORD = "password"  # noqa: S105
    GOOGLE = "google.com"


class IssuedTokens(BaseModel):
    id_token: str
    refresh_token: str
    expires_in: int
    uid: str


class AccountView(BaseModel):
    uid: str
    email: str | None
    email_verified: bool
    display_name: str | None
    photo_url: str | None
    disabled: bool
    has_password: bool
    google_subject: str | None
    created_at: datetime
    last_login_at: datetime | None
    password_updated_at: datetime | None
    valid_since: datetime


class SignedIn(BaseModel):
    account: AccountView
    tokens: IssuedTokens
    is_new_user: bool = False


class TokenClaims(BaseModel):
    """What a verified ID token says about its holder."""

    uid: str
    email: str | None
    email_verified: bool
    auth_time: int
    issued_at: int
    sign_in_provider: SignInProvider


class OobCheck(BaseModel):
    email: str
    kind: OobKind
