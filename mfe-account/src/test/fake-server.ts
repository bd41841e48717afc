import { vi } from 'vitest';

export type Answer = [status: number, body: unknown];
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the store's server in component tests: `fetch` answers by "METHOD /path" (the identity
 * provider's calls by their `accounts:x` name) and every call is recorded.
 */
export function fakeServer(routes: Record<string, (body: Record<string, unknown>) => Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://store.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const account = /accounts:(\w+)$/.exec(url.pathname)?.[1];
    const key = account ? `accounts:${account}` : `${method} ${url.pathname}`;
    calls.push({ method, path: key, body });
    const [status, answer] = routes[key]?.(body) ?? [404, { success: false, message: 'Not found', data: null }];
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, restore: () => vi.unstubAllGlobals() };
}

export const envelope = (data: unknown, message = 'OK'): unknown => ({ success: true, message, data });
export const refused = (message: string, data: unknown = null): unknown => ({ success: false, message, data });
export const identityError = (message: string): unknown => ({ error: { code: 400, message, errors: [] } });
