/**
 * Where signing in returns a visitor: the page that sent them to /login (a checkout with its query), carried in
 * the address (`/login?next=…`) so it survives a reload and the detour through registration and verification.
 * The address bar is anyone's to write, so only a path of this site is ever followed; anything else goes home.
 */
export const RETURN_PARAM = 'next';

const HOME = '/';
/** Pages that lead to signing in: returning to one of them after signing in would go round in circles. */
const SIGN_IN_PAGES = ['/login', '/register', '/verify-account', '/forgot-password', '/auth/action'];
const MAX_LENGTH = 2048;
// A throwaway origin: the path is resolved against it and must stay on it.
const BASE = 'https://kelana.invalid';

/** A same-site path (with its query and fragment) to return to, or null for anything else. */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // One leading slash, no scheme (javascript:, https:), no `//host` or `/\host`; no whitespace or control
  // characters, which browsers strip (`/\t/evil.com` is `//evil.com` to them), and no backslash at all.
  if (!raw.startsWith('/') || /[\\\s\u0000-\u001f\u007f]/.test(raw) || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments may fold into `//` (`/.//evil.com`): the resolved path is checked again.
  if (path.startsWith('//')) return null;
  if (SIGN_IN_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return path;
}

/** `/login` (or another sign-in page) carrying `target` to come back to; the bare page when there is none. */
export function withReturnPath(page: string, target: string | null | undefined): string {
  const path = safeReturnPath(target);
  if (!path || path === HOME) return page;
  const [base, query = ''] = page.split('?');
  const params = new URLSearchParams(query);
  params.set(RETURN_PARAM, path);
  return `${base}?${params.toString()}`;
}

/** A location as the router hands it over (`state.from` of the older screens). */
interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** The return address a sign-in page was given: `?next=` first, else a `from` location in its state. */
export function returnPathOf(search: string, state?: { from?: LocationLike } | null): string | null {
  const fromQuery = new URLSearchParams(search).get(RETURN_PARAM);
  if (fromQuery !== null) return safeReturnPath(fromQuery);
  const from = state?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return safeReturnPath(`${from.pathname}${text(from.search)}${text(from.hash)}`);
}

/** Where a successful sign-in goes: the return address, else home. */
export const afterSignIn = (search: string, state?: { from?: LocationLike } | null): string => returnPathOf(search, state) ?? HOME;
