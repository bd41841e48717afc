"""The Firebase Authentication REST contract at the site root, as the Auth emulator lays it out,
so that the official SDK's connectAuthEmulator(auth, origin) works against this server."""

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

from aiohttp import web
from pydantic import BaseModel, Field

from core.auth import RouteHandler
from core.client_address import client_address
from core.openapi import body_of, documented
from modules.identity.firebase.wire import (
    IDENTITY_TOOLKIT,
    SECURE_TOKEN,
    FirebaseRequest,
    read_body,
    signed_in,
    token_fields,
    user_info,
)
from modules.identity.schemas import (
    FirebaseCode,
    FirebaseError,
    IdentityError,
    KindOnly,
    LookupResponse,
    OobKind,
    OobResponse,
    PublicKeys,
    ResetPasswordResponse,
    SignInResponse,
    TokenResponse,
    UpdateResponse,
    VerifyEmailCodeResponse,
)
from modules.identity.service import IdentityService

V1 = f"{IDENTITY_TOOLKIT}v1/accounts"
LOCALE_HEADER = "X-Firebase-Locale"


# Limits of what a person may store on their account: long enough for any real name or
# address, short enough that nothing overlong reaches a page, an e-mail or the database.
DISPLAY_NAME_LIMIT = 100
PHOTO_URL_LIMIT = 2048
PASSWORD_LIMIT = 256


class Credentials(FirebaseRequest):
    email: str | None = Field(default=None, max_length=320)
    password: str | None = Field(default=None, max_length=PASSWORD_LIMIT)
    display_name: str | None = Field(default=None, max_length=DISPLAY_NAME_LIMIT)


class WithIdToken(FirebaseRequest):
    id_token: str | None = None


class OobRequest(FirebaseRequest):
    request_type: str | None = None
    id_token: str | None = None
    email: str | None = None


class ResetRequest(FirebaseRequest):
    oob_code: str | None = None
    new_password: str | None = None


class UpdateRequest(FirebaseRequest):
    id_token: str | None = None
    oob_code: str | None = None
    password: str | None = Field(default=None, max_length=PASSWORD_LIMIT)
    email: str | None = None
    display_name: str | None = Field(default=None, max_length=DISPLAY_NAME_LIMIT)
    photo_url: str | None = Field(default=None, max_length=PHOTO_URL_LIMIT)
    delete_attribute: list[str] = Field(default_factory=list)


class IdpRequest(FirebaseRequest):
    post_body: str | None = None
    request_uri: str | None = None


class EmailCodeRequest(FirebaseRequest):
    email: str | None = None
    code: str | None = None


class RefreshRequest(FirebaseRequest):
    grant_type: str | None = None
    refresh_token: str | None = None


def _json(body: dict[str, Any]) -> web.Response:
    return web.json_response(body, headers={"Cache-Control": "no-store"})


class IdentityHandlers:
    def __init__(self, *, service: IdentityService, project_id: str) -> None:
        self._service = service
        self._project_id = project_id

    async def sign_up(self, request: web.Request) -> web.Response:
        body = body_of(request, Credentials)
        result = await self._service.sign_up(
            email=body.email,
            password=body.password,
            display_name=body.display_name,
            locale=request.headers.get(LOCALE_HEADER, ""),
        )
        return _json(signed_in("SignupNewUserResponse", result))

    async def sign_in(self, request: web.Request) -> web.Response:
        body = body_of(request, Credentials)
        result = await self._service.sign_in_with_password(
            email=body.email,
            password=body.password,
            address=client_address(request),
            user_agent=request.headers.get("User-Agent", ""),
        )
        return _json(signed_in("VerifyPasswordResponse", result, registered=True))

    async def lookup(self, request: web.Request) -> web.Response:
        body = body_of(request, WithIdToken)
        account = await self._service.lookup(id_token=body.id_token)
        return _json(
            {"kind": "identitytoolkit#GetAccountInfoResponse", "users": [user_info(account)]}
        )

    async def send_oob_code(self, request: web.Request) -> web.Response:
        body = body_of(request, OobRequest)
        locale = request.headers.get(LOCALE_HEADER)
        if not body.request_type:
            raise IdentityError(FirebaseCode.MISSING_REQ_TYPE)
        if body.request_type == OobKind.VERIFY_EMAIL:
            email = await self._service.send_verification(id_token=body.id_token, locale=locale)
        elif body.request_type == OobKind.PASSWORD_RESET:
            email = await self._service.send_password_reset(email=body.email, locale=locale)
        else:
            raise IdentityError(FirebaseCode.OPERATION_NOT_ALLOWED)
        return _json({"kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": email})

    async def reset_password(self, request: web.Request) -> web.Response:
        body = body_of(request, ResetRequest)
        if not body.oob_code:
            raise IdentityError(FirebaseCode.MISSING_OOB_CODE)
        if body.new_password is None:
            result = await self._service.check_action_code(code=body.oob_code)
        else:
            result = await self._service.reset_password(
                code=body.oob_code, new_password=body.new_password
            )
        return _json(
            {
                "kind": "identitytoolkit#ResetPasswordResponse",
                "email": result.email,
                "requestType": result.kind.value,
            }
        )

    async def update(self, request: web.Request) -> web.Response:
        body = body_of(request, UpdateRequest)
        kind = {"kind": "identitytoolkit#SetAccountInfoResponse"}
        if body.oob_code:
            account = await self._service.apply_action_code(code=body.oob_code)
            return _json({**kind, **user_info(account)})
        if body.email is not None:
            # The e-mail is the account's identity here: it cannot be changed.
            raise IdentityError(FirebaseCode.OPERATION_NOT_ALLOWED)
        if body.password is not None:
            result = await self._service.change_password(
                id_token=body.id_token, password=body.password
            )
            return _json({**kind, **user_info(result.account), **token_fields(result.tokens)})
        account = await self._service.update_profile(
            id_token=body.id_token,
            display_name=body.display_name,
            photo_url=body.photo_url,
            delete_attributes=body.delete_attribute,
        )
        return _json({**kind, **user_info(account)})

    async def sign_in_with_idp(self, request: web.Request) -> web.Response:
        body = body_of(request, IdpRequest)
        assertion = {key: values[0] for key, values in parse_qs(body.post_body or "").items()}
        if assertion.get("providerId") != "google.com" or not assertion.get("id_token"):
            raise IdentityError(FirebaseCode.INVALID_IDP_RESPONSE, "a Google id_token is needed")
        google_token = assertion["id_token"]
        result = await self._service.sign_in_with_google(
            google_id_token=google_token,
            locale=request.headers.get(LOCALE_HEADER, ""),
            nonce=assertion.get("nonce"),
        )
        account = result.account
        raw = {"email": account.email, "name": account.display_name, "picture": account.photo_url}
        return _json(
            signed_in(
                "VerifyAssertionResponse",
                result,
                providerId="google.com",
                federatedId=f"https://accounts.google.com/{account.google_subject}",
                emailVerified=True,
                photoUrl=account.photo_url,
                fullName=account.display_name,
                oauthIdToken=google_token,
                rawUserInfo=json.dumps(raw),
                isNewUser=result.is_new_user,
            )
        )

    async def delete(self, request: web.Request) -> web.Response:
        body = body_of(request, WithIdToken)
        await self._service.delete_account(id_token=body.id_token)
        return _json({"kind": "identitytoolkit#DeleteAccountResponse"})

    async def verify_email_code(self, request: web.Request) -> web.Response:
        body = body_of(request, EmailCodeRequest)
        account = await self._service.verify_email_code(email=body.email, code=body.code)
        return _json({"kind": "kelana#VerifyEmailCodeResponse", **user_info(account)})

    async def token(self, request: web.Request) -> web.Response:
        body = body_of(request, RefreshRequest)
        if body.grant_type != "refresh_token":
            raise IdentityError(FirebaseCode.INVALID_GRANT_TYPE)
        if not body.refresh_token:
            raise IdentityError(FirebaseCode.MISSING_REFRESH_TOKEN)
        tokens = await self._service.refresh(refresh_token=body.refresh_token)
        return _json(
            {
                "access_token": tokens.id_token,
                "expires_in": str(tokens.expires_in),
                "token_type": "Bearer",
                "refresh_token": tokens.refresh_token,
                "id_token": tokens.id_token,
                "user_id": tokens.uid,
                "project_id": self._project_id,
            }
        )

    async def public_keys(self, _request: web.Request) -> web.Response:
        return web.json_response(
            self._service.public_keys(), headers={"Cache-Control": "public, max-age=3600"}
        )

    async def unknown(self, _request: web.Request) -> web.Response:
        # Never the SPA page under these prefixes: a client gets Firebase's 404.
        raise web.HTTPNotFound


def _firebase(
    summary: str, operation_id: str, body: type[BaseModel] | None, response: type[BaseModel]
) -> Callable[[RouteHandler], RouteHandler]:
    """Firebase's contract: the body as JSON or form fields, the answer and errors unwrapped."""
    return documented(
        summary=summary,
        tag="identity",
        operation_id=operation_id,
        body=body,
        body_reader=read_body,
        body_media_types=("application/json", "application/x-www-form-urlencoded"),
        response=response,
        envelope=False,
        error_model=FirebaseError,
        errors=[400],
    )


def identity_routes(*, service: IdentityService, project_id: str) -> list[web.RouteDef]:
    handlers = IdentityHandlers(service=service, project_id=project_id)
    sign_up = _firebase("Create an account", "sign_up", Credentials, SignInResponse)
    sign_in = _firebase(
        "Sign in with password", "sign_in_with_password", Credentials, SignInResponse
    )
    lookup = _firebase("The account of an ID token", "lookup", WithIdToken, LookupResponse)
    send_oob = _firebase(
        "E-mail a verification or reset code", "send_oob_code", OobRequest, OobResponse
    )
    reset = _firebase(
        "Check a code or reset the password", "reset_password", ResetRequest, ResetPasswordResponse
    )
    update = _firebase(
        "Apply a code, change password or profile", "update_account", UpdateRequest, UpdateResponse
    )
    idp = _firebase("Sign in with Google", "sign_in_with_idp", IdpRequest, SignInResponse)
    delete = _firebase("Delete the account", "delete_account", WithIdToken, KindOnly)
    code = _firebase(
        "Verify the e-mail with its 6-digit code",
        "verify_email_code",
        EmailCodeRequest,
        VerifyEmailCodeResponse,
    )
    token = _firebase("Exchange a refresh token", "refresh_token", RefreshRequest, TokenResponse)
    keys = _firebase("The keys that verify ID tokens (JWK set)", "public_keys", None, PublicKeys)
    return [
        web.post(f"{V1}:signUp", sign_up(handlers.sign_up)),
        web.post(f"{V1}:signInWithPassword", sign_in(handlers.sign_in)),
        web.post(f"{V1}:lookup", lookup(handlers.lookup)),
        web.post(f"{V1}:sendOobCode", send_oob(handlers.send_oob_code)),
        web.post(f"{V1}:resetPassword", reset(handlers.reset_password)),
        web.post(f"{V1}:update", update(handlers.update)),
        web.post(f"{V1}:signInWithIdp", idp(handlers.sign_in_with_idp)),
        web.post(f"{V1}:delete", delete(handlers.delete)),
        web.post(f"{V1}:verifyEmailCode", code(handlers.verify_email_code)),
        web.post(f"{SECURE_TOKEN}v1/token", token(handlers.token)),
        web.get(f"{SECURE_TOKEN}v1/jwks", keys(handlers.public_keys)),
        # Not documented: every other path under the two prefixes answers Firebase's 404.
        web.route("*", IDENTITY_TOOLKIT + "{tail:.*}", handlers.unknown),
        web.route("*", SECURE_TOKEN + "{tail:.*}", handlers.unknown),
    ]
