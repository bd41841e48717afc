import type { ApiError } from '@kelana/runtime';

import { type Country, SPEC_COUNTRIES } from '@/features/home/public';

/** The promo with its own landing and banner artwork (SPEC §2 Promo page). */
export const HUTRI80 = 'HUTRI80';

/** The code of the route, upper-cased (codes are upper case everywhere); empty when the route has none. */
export function normaliseCode(raw: string | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}

/** Codes are letters and digits; anything else cannot be a promo, so the page says so without asking. */
export function looksLikeCode(code: string): boolean {
  return /^[A-Z0-9]{1,32}$/.test(code);
}

/** SPEC §2: the fixed countries, in the store's order, kept only where the server allows the promo. */
export function allowedCountries(allowed: readonly { code: string }[]): Country[] {
  const codes = new Set(allowed.map((entry) => entry.code.toUpperCase()));
  return SPEC_COUNTRIES.filter((country) => codes.has(country.code));
}

/** An unknown code is a 404 from the promos API (data.code promo_not_found); other failures are not. */
export function isUnknownPromo(error: ApiError): boolean {
  return error.kind === 'http' && error.status === 404;
}

export function checkoutPath(productId: string, countryCode: string, promoCode: string): string {
  return `/checkout/${encodeURIComponent(productId)}/${countryCode}/${promoCode}`;
}

/**
 * Where /login returns a guest after signing in, in the shape the shell's guard hands over (`state.from`, a
 * location): this page again, with the chosen country so the claim carries on.
 */
export function loginReturn(pathname: string, countryCode: string) {
  return { from: { pathname, search: `?country=${countryCode}`, hash: '' } };
}

/** SPEC §8: the already-claimed warning also follows a validation refused with promo_already_used. */
export function isAlreadyUsed(error: ApiError): boolean {
  return error.kind === 'http' && (error.data as { code?: unknown } | null)?.code === 'promo_already_used';
}
