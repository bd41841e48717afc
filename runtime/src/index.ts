// The single entry of @kelana/runtime. It is a Module Federation singleton, so every frontend must import
// the same module: one entry keeps the shared map to one key and the instance to one copy in the page.
// (This is the package's public surface, the one place that re-exports, not a folder barrel.)
export { BRAND, type Brand } from './config/brand';
export { kelanaStore } from './store';

export { i18n, initI18n, configureI18n, changeLanguage, DETECTION_OPTIONS, type I18nSetup } from './i18n/i18n';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  NAMESPACES,
  toSupportedLanguage,
  isLanguage,
  type Language,
  type Namespace,
} from './i18n/languages';

export {
  tokenAtom,
  refreshTokenAtom,
  userAtom,
  googleProfilePicUrlAtom,
  saveSession,
  clearSession,
  type Session,
  type SessionUser,
} from './session/session-atoms';
export { SESSION_KEYS } from './session/session-storage';
export {
  identity,
  signIn,
  signOut,
  register,
  resendVerification,
  refreshSession,
  endSession,
  EMAIL_NOT_VERIFIED,
  type ActionResult,
  type Registration,
  startSession,
} from './identity/session-actions';
// The verification token a registration holds for the verify screen (this tab only).
export { forgetVerificationToken, heldVerificationToken } from './identity/pending-verification';
export { loadProfile, rememberProfile, restoreSession, type Profile } from './identity/profile-actions';
export {
  createIdentityClient,
  type IdentityClient,
  type IdentityResult,
  type IdentityTokens,
  type IdentityAccount,
} from './identity/identity-client';

export { api, createApiClient, API_TIMEOUT_MS, type ApiClient, type ApiClientOptions, type RequestOptions } from './api/api-client';
export { type ApiError, type ApiResult, type Envelope } from './api/api-error';
export { pendingRequestCountAtom } from './api/pending-requests';
export type { ApiComponents, ApiData, ApiErrorData, ApiOperations, ApiPaths, ApiSchema } from './api/api-types';

// Not here: parts that hold no state and serve only some pages, each imported by its own path (package.json
// "exports"): `@kelana/runtime/indonesian-mobile`, `/use-mobile-number`, `/accordion`, `/use-copy`,
// `/reveal-message`, `/scroll-to-top`, `/format-date`. The remotes that use them bundle them; the shared runtime
// every page downloads stays small.
export { afterSignIn, returnPathOf, safeReturnPath, withReturnPath, RETURN_PARAM } from './navigation/return-address';

export { formatIdr } from './format/format-idr';

export { Button, type ButtonProps, type ButtonVariant } from './ui/button';
export { Modal, type ModalProps } from './ui/modal';
export { Tabs, type TabItem, type TabsProps } from './ui/tabs';
export { Skeleton, type SkeletonProps } from './ui/skeleton';
export { PageHeading } from './ui/page-heading';
export { pageTitle, usePageTitle } from './ui/page-title';
export {
  provideRemoteComponent,
  useRemoteComponent,
  REMOTE_COMPONENTS,
  type RemoteComponentState,
} from './ui/remote-components';
export { preloadStylesheets, Stylesheet } from './ui/stylesheet';
export { whenInDocument } from './ui/when-in-document';
// Also `@kelana/runtime/next-task`, for the shell's entry, which runs before the shared runtime is there.
export { nextTask } from './tasks/next-task';
