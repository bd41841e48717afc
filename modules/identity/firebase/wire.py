"""Firebase's wire format: request bodies in, response bodies and the error shape out."""

from http import HTTPStatus
from typing import Any, TypeVar
from urllib.parse import parse_qsl

from aiohttp import web
from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic.alias_generators import to_camel

from core.errors import DomainError, Invalid
from core.validation import BodyProblem, read_json, read_text, refuse_unstorable
from modules.identity.schemas import (
    AccountView,
    FirebaseCode,
    IdentityError,
    IssuedTokens,
    SignedIn,
)

IDENTITY_TOOLKIT = "/identitytoolkit.googleapis.com/"
SECURE_TOKEN = "/securetoken.googleapis.com/"  # noqa: S105 - a path
_STATUS_NAMES = {
    HTTPStatus.BAD_REQUEST: "INVALID_ARGUMENT",
    HTTPStatus.NOT_FOUND: "NOT_FOUND",
    HTTPStatus.METHOD_NOT_ALLOWED: "NOT_FOUND",
    HTTPStatus.INTERNAL_SERVER_ERROR: "INTERNAL",
}


class FirebaseRequest(BaseModel):
    """Every field optional: a missing one is answered with Firebase's own MISSING_* code."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore")


Model = TypeVar("Model", bound=FirebaseRequest)


def render_error(status: int, error: DomainError | None) -> web.Response:
    if isinstance(error, IdentityError):
        message = error.message
    elif error is not None:
        message = FirebaseCode.INVALID_ARGUMENT.value
    else:
        message = _STATUS_NAMES.get(HTTPStatus(status), "INTERNAL")
    status = HTTPStatus.BAD_REQUEST if isinstance(error, IdentityError) else status
    body = {
        "error": {
            "code": int(status),
            "message": message,
            "errors": [{"message": message, "domain": "global", "reason": "invalid"}],
            "status": _STATUS_NAMES.get(HTTPStatus(status), "INVALID_ARGUMENT"),
        }
    }
    return web.json_response(body, status=status)


async def read_body(request: web.Request, model: type[Model]) -> Model:
    try:
        if request.content_type == "application/x-www-form-urlencoded":
            payload: Any = dict(parse_qsl(await read_text(request), keep_blank_values=True))
            refuse_unstorable(payload, where="Request body")
        else:
            payload = await read_json(request, empty={})
    except Invalid as problem:
        if problem.code == BodyProblem.JSON:
            problem.message = "Invalid JSON payload received."
        raise IdentityError(FirebaseCode.INVALID_ARGUMENT, problem.message) from None
    try:
        return model.model_validate(payload)
    except ValidationError as error:
        where = ".".join(str(part) for part in error.errors()[0]["loc"])
        raise IdentityError(FirebaseCode.INVALID_ARGUMENT, f"Invalid value at '{where}'") from None


def _millis(moment: Any) -> str | None:
    return str(int(moment.timestamp() * 1000)) if moment else None


def provider_infos(account: AccountView) -> list[dict[str, Any]]:
    infos: list[dict[str, Any]] = []
    if account.has_password and account.email:
        infos.append(
            {
                "providerId": "password",
                "federatedId": account.email,
                "email": account.email,
                "rawId": account.email,
                **({"displayName": account.display_name} if account.display_name else {}),
                **({"photoUrl": account.photo_url} if account.photo_url else {}),
            }
        )
    if account.google_subject:
        infos.append(
            {
                "providerId": "google.com",
                "federatedId": account.google_subject,
                "rawId": account.google_subject,
                **({"email": account.email} if account.email else {}),
                **({"displayName": account.display_name} if account.display_name else {}),
                **({"photoUrl": account.photo_url} if account.photo_url else {}),
            }
        )
    return infos


def user_info(account: AccountView) -> dict[str, Any]:
    user: dict[str, Any] = {
        "localId": account.uid,
        "email": account.email,
        "emailVerified": account.email_verified,
        "providerUserInfo": provider_infos(account),
        "validSince": str(int(account.valid_since.timestamp())),
        "disabled": account.disabled,
        "createdAt": _millis(account.created_at),
        "lastLoginAt": _millis(account.last_login_at),
    }
    if account.display_name:
        user["displayName"] = account.display_name
    if account.photo_url:
        user["photoUrl"] = account.photo_url
    if account.password_updated_at:
        user["passwordUpdatedAt"] = int(account.password_updated_at.timestamp() * 1000)
    if account.has_password:
        user["passwordHash"] = "UkVEQUNURUQ="  # Firebase sends this redacted placeholder
    return {key: value for key, value in user.items() if value is not None}


def token_fields(tokens: IssuedTokens) -> dict[str, Any]:
    return {
        "idToken": tokens.id_token,
        "refreshToken": tokens.refresh_token,
        "expiresIn": str(tokens.expires_in),
        "localId": tokens.uid,
    }


def signed_in(kind: str, result: SignedIn, **extra: Any) -> dict[str, Any]:
    account = result.account
    body: dict[str, Any] = {
        "kind": f"identitytoolkit#{kind}",
        "email": account.email,
        "displayName": account.display_name or "",
        **token_fields(result.tokens),
        **extra,
    }
    return body
