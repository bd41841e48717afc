"""The identity module's enums, errors and DTOs: what other modules and the routes may use."""

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

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


class MailRecipient(BaseModel):
    """How another module writes to an account: its address, name and e-mail language."""

    uid: str
    email: str | None
    display_name: str | None
    language: str


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


class GooglePopup(BaseModel):
    """Where the "Login dengan Google" popup goes: the local stand-in or Google's consent page."""

    popup_url: str
    stand_in: bool
    # Sent back in signInWithIdp's postBody (`nonce=`): the token must carry the same one.
    nonce: str


# Firebase's wire format as the OpenAPI document describes it: field names exactly as Firebase
# writes them; more fields may come, as from Firebase itself.
class _Wire(BaseModel):
    model_config = ConfigDict(extra="allow")


class FirebaseErrorDetail(_Wire):
    message: str
    domain: str
    reason: str


class FirebaseErrorBody(_Wire):
    code: int
    message: str = Field(description="a Firebase code such as EMAIL_EXISTS, maybe ' : detail'")
    errors: list[FirebaseErrorDetail]
    status: str


class FirebaseError(_Wire):
    """Every failure on the identity endpoints."""

    error: FirebaseErrorBody


class ProviderUserInfo(_Wire):
    providerId: str  # noqa: N815 - Firebase's field names
    federatedId: str  # noqa: N815
    rawId: str  # noqa: N815
    email: str | None = None
    displayName: str | None = None  # noqa: N815
    photoUrl: str | None = None  # noqa: N815


class FirebaseUser(_Wire):
    localId: str  # noqa: N815
    email: str | None = None
    emailVerified: bool  # noqa: N815
    providerUserInfo: list[ProviderUserInfo]  # noqa: N815
    validSince: str  # noqa: N815
    disabled: bool
    createdAt: str | None = None  # noqa: N815
    lastLoginAt: str | None = None  # noqa: N815
    displayName: str | None = None  # noqa: N815
    photoUrl: str | None = None  # noqa: N815
    passwordUpdatedAt: int | None = None  # noqa: N815
    passwordHash: str | None = None  # noqa: N815


class SignInResponse(_Wire):
    kind: str
    email: str | None
    displayName: str  # noqa: N815
    idToken: str  # noqa: N815
    refreshToken: str  # noqa: N815
    expiresIn: str  # noqa: N815
    localId: str  # noqa: N815


class LookupResponse(_Wire):
    kind: str
    users: list[FirebaseUser]


class OobResponse(_Wire):
    kind: str
    email: str


class ResetPasswordResponse(_Wire):
    kind: str
    email: str
    requestType: str  # noqa: N815


class UpdateResponse(FirebaseUser):
    kind: str
    idToken: str | None = None  # noqa: N815
    refreshToken: str | None = None  # noqa: N815
    expiresIn: str | None = None  # noqa: N815


class KindOnly(_Wire):
    kind: str


class VerifyEmailCodeResponse(FirebaseUser):
    kind: str


class TokenResponse(_Wire):
    access_token: str
    expires_in: str
    token_type: str
    refresh_token: str
    id_token: str
    user_id: str
    project_id: str


class PublicKey(_Wire):
    """A JSON Web Key (RFC 7517) that verifies ID tokens."""

    kty: str
    kid: str
    alg: str
    use: str
    n: str
    e: str
    key_ops: list[str] | None = None


class PublicKeys(_Wire):
    keys: list[PublicKey]
