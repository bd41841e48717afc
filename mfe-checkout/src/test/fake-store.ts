import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export type Answer = [status: number, body: unknown];
export type Route = (call: Call) => Answer;

/** Stands in for the store's API in component tests: routes by "METHOD /path", every call recorded. */
export function fakeStore(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://store.test');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      };
      calls.push(call);
      const [status, answer] = routes[`${call.method} ${call.path}`]?.(call) ?? [404, refused('Not found')];
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    calls,
    called: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export const ok = (data: unknown, message = 'OK'): Answer => [200, { success: true, message, data }];
export const refused = (message: string, data: unknown = null) => ({ success: false, message, data });
