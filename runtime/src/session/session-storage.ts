/** The localStorage keys of the session, as the SPEC names them. */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  googleProfilePicUrl: 'googleProfilePicUrl',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/**
 * A cookie that says only whether this browser holds a session ("1"), kept beside the stored token. The server
 * reads it to draw the right first screen before the scripts run (modules/web/first_screen.py): the sign-in form
 * for a visitor without a session on /riwayat-order, nothing there for a signed-in shopper. No secret is in it.
 */
export const SIGNED_IN_COOKIE = 'kelana_signed_in';

/**
 * The stored ID token again, sent only with requests for the order history page (its `Path`), so that the server can
 * draw the shopper's own orders before the scripts run (modules/web/order_cards.py). It holds nothing the page's
 * scripts do not already hold in localStorage, lasts no longer than the token, is never sent to another page or to the
 * API, and not with a request another site starts in the background (`SameSite=Lax`).
 */
export const ORDERS_PAGE_COOKIE = 'kelana_orders_page';
export const ORDERS_PAGE_PATH = '/riwayat-order';
const ID_TOKEN_SECONDS = 3600;
const EXPIRED = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** Seconds until a JWT's `exp` (at most an hour, the ID token's lifetime); 0 once it has passed. */
export function secondsLeft(token: string, now = Date.now()): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    if (typeof exp !== 'number') return ID_TOKEN_SECONDS;
    return Math.max(0, Math.min(ID_TOKEN_SECONDS, Math.floor(exp - now / 1000)));
  } catch {
    return ID_TOKEN_SECONDS; // not a JWT the page can read: the server decides
  }
}

/** The two `document.cookie` assignments that keep the cookies in step with the stored token (null: signed out). */
export function sessionCookies(token: string | null, secure: boolean, now = Date.now()): [string, string] {
  const flags = `SameSite=Lax${secure ? '; Secure' : ''}`;
  const lasting = token === null ? 0 : secondsLeft(token, now);
  return [
    token === null ? `${SIGNED_IN_COOKIE}=; Path=/; ${EXPIRED}; ${flags}` : `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=31536000; ${flags}`,
    lasting > 0
      ? `${ORDERS_PAGE_COOKIE}=${encodeURIComponent(token ?? '')}; Path=${ORDERS_PAGE_PATH}; Max-Age=${lasting}; ${flags}`
      : `${ORDERS_PAGE_COOKIE}=; Path=${ORDERS_PAGE_PATH}; ${EXPIRED}; ${flags}`,
  ];
}

/** Sets or clears the signed-in and order-page cookies to match the stored token. */
export function markSignedIn(token: string | null): void {
  if (typeof document === 'undefined') return;
  for (const cookie of sessionCookies(token, globalThis.location?.protocol === 'https:')) document.cookie = cookie;
}

// Storage can throw (Safari private mode, disabled cookies): the session then lives in memory only.
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  if (key === SESSION_KEYS.token) markSignedIn(value);
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    /* memory-only session, see readStored */
  }
}

export function parseJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
