import { type ApiError } from '@kelana/runtime';
import { localMobileDigits } from '@kelana/runtime/indonesian-mobile';

export const OCCUPATIONS = ['bekerja', 'pendidikan', 'liburan'] as const;

export interface ProfileFields {
  name: string;
  /** Digits after the fixed +62. */
  phone: string;
  occupation: string;
}

export type ProfileField = keyof ProfileFields;

/** A failed save: the field it belongs to (shown under it), and the translation key of the message. */
export interface ProfileProblem {
  field?: ProfileField;
  key: string;
}

/** The session's user or a freshly read profile: both carry these fields. */
type ProfileSource = Partial<Record<'name' | 'displayName' | 'phone' | 'occupation', unknown>>;

export function profileFields(user: ProfileSource | null | undefined): ProfileFields {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const occupation = text(user?.occupation);
  return {
    name: text(user?.name) || text(user?.displayName),
    phone: localMobileDigits(text(user?.phone)),
    occupation: (OCCUPATIONS as readonly string[]).includes(occupation) ? occupation : '',
  };
}

/** SPEC §5 Profile: name, phone and occupation are required; the ones left empty, in form order. */
export function missingProfileFields(fields: ProfileFields): ProfileField[] {
  return (Object.keys(fields) as ProfileField[]).filter((name) => fields[name].trim() === '');
}

const FIELD_KEYS: Record<ProfileField, string> = {
  name: 'profile.error.name',
  phone: 'profile.error.phone',
  occupation: 'profile.error.occupation',
};

/**
 * A refused PATCH /api/auth/me: a 400 naming one of the form's fields becomes that field's own message in
 * the page language (the server's texts are for developers); anything else is SPEC §8's default.
 */
export function profileServerProblem(error: ApiError): ProfileProblem {
  if (error.kind === 'http' && error.status === 400) {
    const field = (error.data as { field?: unknown } | null)?.field;
    if (typeof field === 'string' && field in FIELD_KEYS) return { field: field as ProfileField, key: FIELD_KEYS[field as ProfileField] };
  }
  return { key: 'profile.error.default' };
}
