from collections.abc import Callable
from datetime import timedelta

from dependency_injector import containers, providers

from core.http import ErrorShape
from core.settings import Settings
from modules.identity.credentials.codes import ActionCodes
from modules.identity.credentials.passwords import Passwords
from modules.identity.credentials.throttle import LoginThrottle
from modules.identity.firebase.wire import IDENTITY_TOOLKIT, SECURE_TOKEN, render_error
from modules.identity.google.id_tokens import GoogleTokens
from modules.identity.google.nonces import GoogleNonces
from modules.identity.google.popup_routes import google_popup_routes
from modules.identity.google.stand_in_routes import stand_in_routes
from modules.identity.repository.accounts import IdentityRepository
from modules.identity.repository.codes import ActionCodeRepository
from modules.identity.repository.sessions import RefreshTokenRepository
from modules.identity.repository.throttle import ThrottleRepository
from modules.identity.routes import identity_routes
from modules.identity.service import IdentityService
from modules.identity.service.base import PASSWORD_RESET_JOB
from modules.identity.service.verifier import ApiTokenVerifier
from modules.identity.tokens.id_tokens import IdTokens
from modules.identity.tokens.keys import SigningKey, load_or_create_pem
from modules.identity.tokens.sessions import Sessions


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
    jobs = providers.Dependency()  # core.jobs.JobQueue
    # Async callables (uid=...) other modules give to clean up after a deleted account.
    on_account_deleted = providers.Dependency(default=())

    passwords = providers.Singleton(Passwords)
    signing_key = providers.Singleton(signing_key_from, settings)
    id_tokens = providers.Singleton(
        IdTokens, key=signing_key, project_id=settings.provided.identity_project_id
    )
    secret = providers.Callable(
        lambda secret: secret.get_secret_value().encode(), settings.provided.secret_key
    )
    repository = providers.Singleton(IdentityRepository)
    refresh_tokens = providers.Singleton(RefreshTokenRepository)
    action_codes = providers.Singleton(ActionCodeRepository)
    throttle_counters = providers.Singleton(ThrottleRepository)
    sessions = providers.Singleton(
        Sessions,
        tokens=id_tokens,
        refresh_tokens=refresh_tokens,
        accounts=repository,
        lifetime=providers.Factory(timedelta, days=settings.provided.refresh_token_lifetime_days),
        secret=secret,
    )
    codes = providers.Singleton(ActionCodes, secret=secret, repository=action_codes)
    throttle = providers.Singleton(
        LoginThrottle,
        repository=throttle_counters,
        window=providers.Factory(timedelta, seconds=settings.provided.login_failure_window_seconds),
        per_account=settings.provided.login_max_failures_per_account,
        per_address=settings.provided.login_max_failures_per_address,
        per_account_anywhere=settings.provided.login_max_failures_per_account_anywhere,
    )
    google = providers.Singleton(
        GoogleTokens,
        client_id=settings.provided.google_client_id,
        keys_url=settings.provided.google_keys_url,
        stand_in_key=providers.Callable(_stand_in_key, settings),
    )
    google_nonces = providers.Singleton(GoogleNonces, secret=secret)
    service = providers.Singleton(
        IdentityService,
        repository=repository,
        passwords=passwords,
        id_tokens=id_tokens,
        sessions=sessions,
        codes=codes,
        throttle=throttle,
        google=google,
        google_nonces=google_nonces,
        notifications=notifications,
        jobs=jobs,
        public_url=settings.provided.public_url,
        enumeration_protection=settings.provided.email_enumeration_protection,
        on_account_deleted=on_account_deleted,
    )
    job_handlers = providers.Dict({PASSWORD_RESET_JOB: service.provided.deliver_password_reset})
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
            google_popup_routes,
            google=google,
            nonces=google_nonces,
            public_url=settings.provided.public_url,
        ),
    )
