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
 * draw the shopper's own orders before the scripts run (modules/web/order_history_screen.py). It holds nothing the
 * page's scripts do not already hold in localStorage, lasts an hour from when it is written (the ID token's lifetime:
 * it is written when a token is stored and on each start; the server refuses a token that expired sooner, as the API
 * does), is never sent to another page or to the API, nor with a request another site starts in the background
 * (`SameSite=Lax`).
 */
export const ORDERS_PAGE_COOKIE = 'kelana_orders_page';
const HOUR = 3600;

/** The two `document.cookie` assignments that keep the cookies in step with the stored token (null: signed out). */
export function sessionCookies(token: string | null, secure: boolean): [string, string] {
  const cookie = (name: string, value: string, path: string, seconds: number) =>
    `${name}=${value}; Path=${path}; Max-Age=${seconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return token === null
    ? [cookie(SIGNED_IN_COOKIE, '', '/', 0), cookie(ORDERS_PAGE_COOKIE, '', '/riwayat-order', 0)]
    : [cookie(SIGNED_IN_COOKIE, '1', '/', 365 * 24 * HOUR), cookie(ORDERS_PAGE_COOKIE, token, '/riwayat-order', HOUR)];
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
