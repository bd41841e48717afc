// The eSIM card's offline copies (docs/frontend.md, "The eSIM card offline"). The service worker keeps them in one
// Cache Storage cache per signed-in user, named by the user's id; signing out deletes them. No other module may
// import the session here: the service worker imports this file too, and has no window, storage or atoms.

/** Every cache the eSIM card's service worker writes starts with this. */
export const OFFLINE_CACHE_PREFIX = 'kelana-esim-';

/** The cache of one user's offline eSIM card. */
export const offlineCacheName = (uid: string) => `${OFFLINE_CACHE_PREFIX}${encodeURIComponent(uid)}`;

/** The user id (`sub`) an ID token names, read without checking the signature: it only picks a cache name, and
 * only for answers the server accepted the token for. Null when the token cannot be read. */
export function tokenSubject(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub.length > 0 ? sub : null;
  } catch {
    return null;
  }
}

/** Deletes every user's offline eSIM card: called when a session ends (sign-out, a failed refresh). */
export async function forgetOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return; // an insecure origin has no Cache Storage
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}
