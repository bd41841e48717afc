import { EMAIL_NOT_VERIFIED } from '@kelana/runtime';

/** SPEC §8 Login: provider codes with their own text; any other provider message is shown as is. */
const LOGIN_ERRORS: Record<string, string> = {
  EMAIL_NOT_FOUND: 'login.error.emailNotFound',
  INVALID_LOGIN_CREDENTIALS: 'login.error.wrongPassword',
  INVALID_PASSWORD: 'login.error.wrongPassword',
  USER_DISABLED: 'login.error.disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'login.error.tooManyAttempts',
  [EMAIL_NOT_VERIFIED]: 'login.error.notVerified',
  LOOKUP_FAILED: 'login.error.details',
  NETWORK_ERROR: 'login.error.default',
};

/** The translation key of a sign-in failure, or null when the provider's own message is shown. */
export function loginErrorKey(code: string): string | null {
  return LOGIN_ERRORS[code] ?? null;
}

/** SPEC §8: after a failed resend. */
export function resendErrorKey(code: string): string {
  if (code === 'INVALID_LOGIN_CREDENTIALS' || code === 'INVALID_PASSWORD') return 'login.resend.wrongPassword';
  return 'login.resend.failed';
}
