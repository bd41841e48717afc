import { indonesianMobileE164 } from '@kelana/runtime/indonesian-mobile';

export interface RegisterFields {
  name: string;
  email: string;
  password: string;
  confirm: string;
  purpose: string;
  phone: string;
}

export const PURPOSES = ['bekerja', 'pendidikan', 'liburan'] as const;
export const EMPTY_REGISTER: RegisterFields = { name: '', email: '', password: '', confirm: '', purpose: '', phone: '' };

/** SPEC §5 Register: the translation key of the first rule broken, or null (the phone's own rule is the field's). */
export function registerFormError(fields: RegisterFields): string | null {
  if (Object.values(fields).some((value) => value.trim() === '')) return 'registerPage.error.allFieldsRequired';
  if (fields.password !== fields.confirm) return 'registerPage.error.mismatch';
  if (fields.password.length < 6) return 'register.error.weakPassword';
  return null;
}

/** The phone typed after the fixed +62, in E.164 (the form sends it only once the store's phone rule holds). */
export function fullPhone(typed: string): string {
  return indonesianMobileE164(typed) ?? `+62${typed.replace(/\D/g, '')}`;
}

/** SPEC §8 Register: provider codes with their own text. */
const REGISTER_ERRORS: Record<string, string> = {
  EMAIL_EXISTS: 'register.error.emailExists',
  WEAK_PASSWORD: 'register.error.weakPassword',
  INVALID_EMAIL: 'register.error.invalidEmail',
  MISSING_EMAIL: 'register.error.required',
  MISSING_PASSWORD: 'register.error.required',
  PROFILE_UPDATE_FAILED: 'register.error.profile',
  INVALID_PHONE: 'register.error.invalidPhone',
};

/** The text of a refused registration; a common password is named as such, not as too short. */
export function registerErrorKey(code: string, message = ''): string {
  if (code === 'WEAK_PASSWORD' && /common/i.test(message)) return 'register.error.commonPassword';
  return REGISTER_ERRORS[code] ?? 'register.error.default';
}
