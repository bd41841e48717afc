from collections.abc import Callable
from datetime import timedelta

from dependency_injector import containers, providers

from core.http import ErrorShape
from core.settings import Settings
from modules.identity.codes import ActionCodes
from modules.identity.firebase_json import IDENTITY_TOOLKIT, SECURE_TOKEN, render_error
from modules.identity.google import GoogleTokens
from modules.identity.google_popup_routes import google_popup_routes
from modules.identity.keys import SigningKey, load_or_create_pem
from modules.identity.passwords import Passwords
from modules.identity.routes import identity_routes
from modules.identity.service import IdentityService
from modules.identity.sessions import Sessions
from modules.identity.stand_in_routes import stand_in_routes
from modules.identity.throttle import LoginThrottle
from modules.identity.tokens import IdTokens
from modules.identity.verifier import ApiTokenVerifier


def signing_key_from(settings: Settings) -> SigningKey:
    if settings.identity_signing_key is not None:
        return SigningKey(settings.identity_signing_key.get_secret_value().encode())
    # Development only (production refuses to start without the key, see core.settings).
    return SigningKey(load_or_create_pem(settings.var_dir / "identity-dev-signing-key.pem"))


def _stand_in_key(settings: Settings) -> Callable[[], SigningKey] | None:
    if not settings.google_stand_in_enabled:
        return None
    path = settings.var_dir / "google-stand-in-key.pem"
    cache: list[SigningKey] = []

    def key() -> SigningKey:
        # Made on first use: most runs never open the Google stand-in.
        if not cache:
            cache.append(SigningKey(load_or_create_pem(path)))
        return cache[0]

    return key


class IdentityContainer(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)
    notifications = providers.Dependency()  # modules.notifications.service.NotificationService
    # Async callables (uid=...) other modules give to clean up after a deleted account.
    on_account_deleted = providers.Dependency(default=())

    passwords = providers.Singleton(Passwords)
    signing_key = providers.Singleton(signing_key_from, settings)
    id_tokens = providers.Singleton(
        IdTokens, key=signing_key, project_id=settings.provided.identity_project_id
    )
    sessions = providers.Singleton(
        Sessions,
        tokens=id_tokens,
        lifetime=providers.Factory(timedelta, days=settings.provided.refresh_token_lifetime_days),
    )
    codes = providers.Singleton(
        ActionCodes,
        secret=providers.Callable(
            lambda secret: secret.get_secret_value().encode(), settings.provided.secret_key
        ),
    )
    throttle = providers.Singleton(
        LoginThrottle,
        window=providers.Factory(timedelta, seconds=settings.provided.login_failure_window_seconds),
        per_account=settings.provided.login_max_failures_per_account,
        per_address=settings.provided.login_max_failures_per_address,
    )
    google = providers.Singleton(
        GoogleTokens,
        client_id=settings.provided.google_client_id,
        keys_url=settings.provided.google_keys_url,
        stand_in_key=providers.Callable(_stand_in_key, settings),
    )
    service = providers.Singleton(
        IdentityService,
        passwords=passwords,
        id_tokens=id_tokens,
        sessions=sessions,
        codes=codes,
        throttle=throttle,
        google=google,
        notifications=notifications,
        public_url=settings.provided.public_url,
        enumeration_protection=settings.provided.email_enumeration_protection,
        on_account_deleted=on_account_deleted,
    )
    token_verifier = providers.Singleton(ApiTokenVerifier, service=service)
    error_shape = providers.Object(
        ErrorShape(prefixes=(IDENTITY_TOOLKIT, SECURE_TOKEN), render=render_error)
    )
    routes = providers.Callable(
        lambda identity, stand_in, popup: [*identity, *stand_in, *popup],
        providers.Callable(
            identity_routes, service=service, project_id=settings.provided.identity_project_id
        ),
        providers.Callable(stand_in_routes, google=google),
        providers.Callable(
            google_popup_routes, google=google, public_url=settings.provided.public_url
        ),
    )
