"""The Firebase Authentication REST contract at the site root, as the Auth emulator lays it out,
so that the official SDK's connectAuthEmulator(auth, origin) works against this server."""

import json
from typing import Any
from urllib.parse import parse_qs

from aiohttp import web
from pydantic import Field

from modules.identity.firebase_json import (
    IDENTITY_TOOLKIT,
    SECURE_TOKEN,
    FirebaseRequest,
    read_body,
    signed_in,
    token_fields,
    user_info,
)
from modules.identity.schemas import FirebaseCode, IdentityError, OobKind
from modules.identity.service import IdentityService

V1 = f"{IDENTITY_TOOLKIT}v1/accounts"
LOCALE_HEADER = "X-Firebase-Locale"


class Credentials(FirebaseRequest):
    email: str | None = None
    password: str | None = None
    display_name: str | None = None


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
    password: str | None = None
    email: str | None = None
    display_name: str | None = None
    photo_url: str | None = None
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
        body = await read_body(request, Credentials)
        result = await self._service.sign_up(
            email=body.email,
            password=body.password,
            display_name=body.display_name,
            locale=request.headers.get(LOCALE_HEADER, ""),
        )
        return _json(signed_in("SignupNewUserResponse", result))

    async def sign_in(self, request: web.Request) -> web.Response:
        body = await read_body(request, Credentials)
        result = await self._service.sign_in_with_password(
            email=body.email, password=body.password, address=request.remote or "unknown"
        )
        return _json(signed_in("VerifyPasswordResponse", result, registered=True))

    async def lookup(self, request: web.Request) -> web.Response:
        body = await read_body(request, WithIdToken)
        account = await self._service.lookup(id_token=body.id_token)
        return _json(
            {"kind": "identitytoolkit#GetAccountInfoResponse", "users": [user_info(account)]}
        )

    async def send_oob_code(self, request: web.Request) -> web.Response:
        body = await read_body(request, OobRequest)
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
        body = await read_body(request, ResetRequest)
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
        body = await read_body(request, UpdateRequest)
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
        body = await read_body(request, IdpRequest)
        assertion = {key: values[0] for key, values in parse_qs(body.post_body or "").items()}
        if assertion.get("providerId") != "google.com" or not assertion.get("id_token"):
            raise IdentityError(FirebaseCode.INVALID_IDP_RESPONSE, "a Google id_token is needed")
        google_token = assertion["id_token"]
        result = await self._service.sign_in_with_google(
            google_id_token=google_token, locale=request.headers.get(LOCALE_HEADER, "")
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
        body = await read_body(request, WithIdToken)
        await self._service.delete_account(id_token=body.id_token)
        return _json({"kind": "identitytoolkit#DeleteAccountResponse"})

    async def verify_email_code(self, request: web.Request) -> web.Response:
        body = await read_body(request, EmailCodeRequest)
        account = await self._service.verify_email_code(email=body.email, code=body.code)
        return _json({"kind": "kelana#VerifyEmailCodeResponse", **user_info(account)})

    async def token(self, request: web.Request) -> web.Response:
        body = await read_body(request, RefreshRequest)
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


def identity_routes(*, service: IdentityService, project_id: str) -> list[web.RouteDef]:
    handlers = IdentityHandlers(service=service, project_id=project_id)
    return [
        web.post(f"{V1}:signUp", handlers.sign_up),
        web.post(f"{V1}:signInWithPassword", handlers.sign_in),
        web.post(f"{V1}:lookup", handlers.lookup),
        web.post(f"{V1}:sendOobCode", handlers.send_oob_code),
        web.post(f"{V1}:resetPassword", handlers.reset_password),
        web.post(f"{V1}:update", handlers.update),
        web.post(f"{V1}:signInWithIdp", handlers.sign_in_with_idp),
        web.post(f"{V1}:delete", handlers.delete),
        web.post(f"{V1}:verifyEmailCode", handlers.verify_email_code),
        web.post(f"{SECURE_TOKEN}v1/token", handlers.token),
        web.get(f"{SECURE_TOKEN}v1/jwks", handlers.public_keys),
        web.route("*", IDENTITY_TOOLKIT + "{tail:.*}", handlers.unknown),
        web.route("*", SECURE_TOKEN + "{tail:.*}", handlers.unknown),
    ]
