import { vi } from 'vitest';

/** Answers one route of a test: the request's JSON body in, `[status, JSON answer]` out. */
export type FakeRoute = (body: Record<string, unknown>) => [number, unknown];

/**
 * Replaces `fetch` with a table of routes keyed by `METHOD /path`; unknown routes answer a 404 envelope.
 * Returns the list of routes called, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeFetch(routes: Record<string, FakeRoute>): string[] {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://store.test').pathname;
      const key = `${init.method ?? 'GET'} ${path}`;
      seen.push(key);
      const body = typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : {};
      const [status, answer] = routes[key]?.(body) ?? [404, { success: false, message: 'Not found', data: null }];
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return seen;
}
