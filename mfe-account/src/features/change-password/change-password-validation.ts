import { PASSWORD_CHANGE_ERRORS } from '@/api/profile-api';

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export const EMPTY_PASSWORDS: PasswordFields = { oldPassword: '', newPassword: '', confirm: '' };

/** Password minimum (SPEC §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** SPEC §5 Change password: the translation key of the first rule broken, or null. */
export function passwordFormError(fields: PasswordFields): string | null {
  if (!fields.oldPassword || !fields.newPassword || !fields.confirm) return 'changePassword.error.required';
  if (fields.newPassword !== fields.confirm) return 'changePassword.error.mismatch';
  if (fields.newPassword.length < PASSWORD_MIN_LENGTH) return 'changePassword.error.tooShort';
  return null;
}

const SESSION_ENDED = ['EMAIL_NOT_FOUND', 'INVALID_ID_TOKEN', 'USER_NOT_FOUND', 'TOKEN_EXPIRED', 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN'];

/** SPEC §8 Change password: the provider's code (or the runtime's) → the translation key of its message. */
export function passwordChangeErrorKey(code: string): string {
  if (code === PASSWORD_CHANGE_ERRORS.notSignedIn) return 'changePassword.error.notSignedIn';
  if (code === PASSWORD_CHANGE_ERRORS.wrongPassword) return 'changePassword.error.wrongOld';
  if (code === 'WEAK_PASSWORD') return 'changePassword.error.weak';
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') return 'changePassword.error.tooManyAttempts';
  if (SESSION_ENDED.includes(code)) return 'changePassword.error.session';
  return 'changePassword.error.default';
}
