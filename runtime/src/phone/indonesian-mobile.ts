/**
 * The store's one phone rule (registration, profile, checkout): an Indonesian mobile number, as the server's
 * `phonenumbers` check reads it. After +62 a mobile number is 8, then 1-3 or 5-9, then 7 to 10 digits
 * (9 to 12 digits in all); 80x and 84x are toll-free, premium and shared-cost numbers, not phones.
 * People type it as 812…, 0812…, 62812… or +62 812-…: separators and one trunk 0 are dropped.
 */
const MOBILE = /^8[1-35-9]\d{7,10}$/;
export const MOBILE_MIN_DIGITS = 9;
export const MOBILE_MAX_DIGITS = 12;

export type PhoneProblem = 'required' | 'characters' | 'country' | 'notMobile' | 'tooShort' | 'tooLong';

export type PhoneCheck = { ok: true; e164: string; local: string } | { ok: false; problem: PhoneProblem };

/** Spaces, dashes, dots and brackets people put between digit groups. */
const SEPARATORS = /[\s\-.()]/g;

/** Full-width digits (NFKC) and Arabic-Indic ones, as a phone keyboard may give them, read as 0-9 (as the server does). */
function asciiDigits(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
    });
}

export function checkIndonesianMobile(typed: string): PhoneCheck {
  const compact = asciiDigits(typed).replace(SEPARATORS, '');
  if (compact === '') return { ok: false, problem: 'required' };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, problem: 'characters' };
  let digits = compact;
  if (compact.startsWith('+')) {
    if (!compact.startsWith('+62')) return { ok: false, problem: 'country' };
    digits = compact.slice(3);
  } else if (compact.startsWith('62')) {
    // An Indonesian mobile number never starts with 6: a leading 62 is the country code typed without +.
    digits = compact.slice(2);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < MOBILE_MIN_DIGITS) return { ok: false, problem: digits === '' || digits.startsWith('8') ? 'tooShort' : 'notMobile' };
  if (!MOBILE.test(digits.slice(0, MOBILE_MIN_DIGITS))) return { ok: false, problem: 'notMobile' };
  if (digits.length > MOBILE_MAX_DIGITS) return { ok: false, problem: 'tooLong' };
  return { ok: true, e164: `+62${digits}`, local: digits };
}

/** The translation key (common namespace, the fallback of every remote's) of a refused number. */
export const phoneProblemKey = (problem: PhoneProblem): string => `phone.error.${problem}`;

/** The number in E.164 for the server, or null when it breaks the rule. */
export function indonesianMobileE164(typed: string): string | null {
  const checked = checkIndonesianMobile(typed);
  return checked.ok ? checked.e164 : null;
}

/** The digits after +62 of a stored number, for a field with the fixed +62 in front; anything else as stored. */
export function localMobileDigits(stored: string | null | undefined): string {
  if (!stored) return '';
  const checked = checkIndonesianMobile(stored);
  return checked.ok ? checked.local : stored.replace(/^\+62/, '');
}
