import type { ApiError, SessionUser } from '@kelana/runtime';

/** SPEC §9: the contact form's country codes, +62 (Indonesia) first and chosen by default. */
export const PHONE_CODES = [
  { country: 'ID', dial: '+62' },
  { country: 'US', dial: '+1' },
  { country: 'UK', dial: '+44' },
  { country: 'SG', dial: '+65' },
  { country: 'MY', dial: '+60' },
] as const;

export type PhoneCountry = (typeof PHONE_CODES)[number]['country'];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'ID';

export const CONTACT_FIELDS = ['name', 'email', 'address', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactValues {
  name: string;
  email: string;
  address: string;
  phoneCountry: PhoneCountry;
  phone: string;
  message: string;
}

/** SPEC §3 Contact payload. */
export interface ContactPayload {
  name: string;
  email: string;
  address: string;
  phone_number: string;
  message: string;
  /** The sender's receipt e-mail is written in it. */
  language: 'id' | 'en';
}

export type ContactErrors = Partial<Record<ContactField, 'required' | 'invalid'>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', address: '', phoneCountry: DEFAULT_PHONE_COUNTRY, phone: '', message: '' };

function dialOf(country: PhoneCountry): string {
  return PHONE_CODES.find((entry) => entry.country === country)?.dial ?? '+62';
}

/** The number as typed without spaces, dashes, dots or brackets, and without a leading trunk 0 (0812 → 812). */
export function localDigits(number: string): string {
  return number.replace(/[\s().-]/g, '').replace(/^0+/, '');
}

/** SPEC §3: phone_number is the country code joined to the number: +62 and 0812-3456 → +628123456. */
export function joinPhone(country: PhoneCountry, number: string): string {
  return `${dialOf(country)}${localDigits(number)}`;
}

/**
 * A stored phone (E.164 like +6281234567890, or 0812… as typed) split back into the selector and the number.
 * Longer codes win (+65 before +6…); an unknown code keeps the default country and the whole number.
 */
export function splitPhone(phone: string | undefined | null): { phoneCountry: PhoneCountry; phone: string } {
  const compact = (phone ?? '').replace(/[\s().-]/g, '');
  const match = [...PHONE_CODES].sort((a, b) => b.dial.length - a.dial.length).find((entry) => compact.startsWith(entry.dial));
  if (match) return { phoneCountry: match.country, phone: compact.slice(match.dial.length) };
  return { phoneCountry: DEFAULT_PHONE_COUNTRY, phone: compact };
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** SPEC §5 Contact: all five fields required, the e-mail an address, the phone 5 to 15 digits. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!values.email.trim()) errors.email = 'required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'invalid';
  if (!values.address.trim()) errors.address = 'required';
  const digits = localDigits(values.phone);
  if (!digits) errors.phone = 'required';
  else if (!/^\d{5,15}$/.test(digits)) errors.phone = 'invalid';
  if (!values.message.trim()) errors.message = 'required';
  return errors;
}

export function toPayload(values: ContactValues, language: string): ContactPayload {
  return {
    language: language === 'en' ? 'en' : 'id',
    name: values.name.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    phone_number: joinPhone(values.phoneCountry, values.phone),
    message: values.message.trim(),
  };
}

/** The fields the signed-in user's profile fills in (SPEC §5: prefilled from the user, kept after sending). */
export function prefillFrom(user: SessionUser | null): Partial<ContactValues> {
  if (!user) return {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const prefill: Partial<ContactValues> = {};
  const name = text(user.name) ?? text(user.displayName);
  const email = text(user.email);
  const address = text(user.address);
  const phone = text(user.phone);
  if (name) prefill.name = name;
  if (email) prefill.email = email;
  if (address) prefill.address = address;
  if (phone) Object.assign(prefill, splitPhone(phone));
  return prefill;
}

/** After a message went out, everything is cleared except what the profile filled in (SPEC §5). */
export function clearedAfterSend(prefill: Partial<ContactValues>): ContactValues {
  return { ...EMPTY_CONTACT, ...prefill };
}

const SERVER_FIELDS: Record<string, ContactField> = {
  name: 'name',
  email: 'email',
  address: 'address',
  phone_number: 'phone',
  message: 'message',
};

export type ContactOutcome =
  | { kind: 'field'; field: ContactField }
  | { kind: 'network' }
  | { kind: 'server'; message: string | null };

/**
 * SPEC §8 Contact: a field the server refused (400 naming it) goes under that field; no answer at all is the
 * connection message; any other refusal (429 included) shows the server's message, or the generic error.
 */
export function contactFailure(error: ApiError): ContactOutcome {
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
  if (error.kind === 'http') {
    const field = (error.data as { field?: unknown } | null)?.field;
    if (error.status === 400 && typeof field === 'string' && SERVER_FIELDS[field]) return { kind: 'field', field: SERVER_FIELDS[field] };
    return { kind: 'server', message: error.message.trim() || null };
  }
  return { kind: 'server', message: null };
}
