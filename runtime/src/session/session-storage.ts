/** The localStorage keys of the session, as the SPEC names them. */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  googleProfilePicUrl: 'googleProfilePicUrl',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

// Storage can throw (Safari private mode, disabled cookies): the session then lives in memory only.
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
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
