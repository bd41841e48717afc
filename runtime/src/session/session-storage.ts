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

/** Sets or clears the signed-in cookie to match whether a token is stored. */
export function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
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
  if (key === SESSION_KEYS.token) markSignedIn(value !== null);
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
