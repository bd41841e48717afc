// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { i18n } from '../i18n/i18n';
import { kelanaStore } from '../store';
import { API_TIMEOUT_MS, createApiClient } from './api-client';
import { pendingRequestCountAtom } from './pending-requests';

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/regions': (_req, res) => json(res, 200, { success: true, message: 'OK', data: [{ code: 'EU' }] }),
  '/whoami': (req, res) =>
    json(res, 200, { success: true, message: 'OK', data: { authorization: req.headers.authorization ?? null, language: req.headers['accept-language'] ?? null } }),
  '/echo': (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => json(res, 200, { success: true, message: 'OK', data: { method: req.method, body: JSON.parse(body) } }));
  },
  '/invalid-input': (_req, res) => json(res, 400, { success: false, message: 'email is required', data: null }),
  '/refused': (_req, res) => json(res, 200, { success: false, message: 'Promo expired', data: { code: 'PROMO_EXPIRED' } }),
  '/unauthorized': (_req, res) => json(res, 401, { success: false, message: 'Token expired', data: null }),
  '/missing-token': (_req, res) => json(res, 401, { success: false, message: 'Missing token', data: null }),
  '/fresh-only': (req, res) =>
    req.headers.authorization === 'Bearer fresh'
      ? json(res, 200, { success: true, message: 'OK', data: 'fresh' })
      : json(res, 401, { success: false, message: 'Token expired', data: null }),
  '/html-error': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<h1>Bad gateway</h1>');
  },
  '/not-an-envelope': (_req, res) => json(res, 200, { regions: [] }),
  '/not-json': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('hello');
  },
  '/stall': () => {
    /* never answers: the client must give up */
  },
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => routes[new URL(req.url ?? '/', 'http://x').pathname]?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const pending = () => kelanaStore.get(pendingRequestCountAtom);

describe('api client', () => {
  it('gives up after 10 000 ms by default (SPEC §9)', () => {
    expect(API_TIMEOUT_MS).toBe(10_000);
  });

  it('unwraps the {success, message, data} envelope', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const result = await api.get<{ code: string }[]>('/regions');
    expect(result).toEqual({ ok: true, data: [{ code: 'EU' }], message: 'OK', status: 200 });
  });

  it('sends the bearer token only when there is one', async () => {
    let token: string | null = null;
    const api = createApiClient({ baseUrl, getToken: () => token });
    expect(await api.get('/whoami')).toMatchObject({ ok: true, data: { authorization: null } });
    token = 'abc.def';
    expect(await api.get('/whoami')).toMatchObject({ ok: true, data: { authorization: 'Bearer abc.def' } });
  });

  it("sends the store's language, not the browser's, so orders and e-mails speak it", async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    await i18n.changeLanguage('en');
    expect(await api.get('/whoami')).toMatchObject({ ok: true, data: { language: 'en' } });
    await i18n.changeLanguage('id');
    expect(await api.get('/whoami')).toMatchObject({ ok: true, data: { language: 'id' } });
  });

  it('posts JSON bodies and adds query parameters', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    expect(await api.post('/echo', { qty: 1 }, { query: { lang: 'id' } })).toMatchObject({
      ok: true,
      data: { method: 'POST', body: { qty: 1 } },
    });
  });

  it('returns HTTP errors with the server message, also for success:false on 200', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    expect(await api.get('/invalid-input')).toEqual({
      ok: false,
      error: { kind: 'http', status: 400, message: 'email is required', data: null },
    });
    expect(await api.get('/refused')).toEqual({
      ok: false,
      error: { kind: 'http', status: 200, message: 'Promo expired', data: { code: 'PROMO_EXPIRED' } },
    });
    expect(await api.get('/html-error')).toMatchObject({ ok: false, error: { kind: 'http', status: 502 } });
  });

  it('calls onUnauthorized for a 401 on a request that carried a token', async () => {
    const onUnauthorized = vi.fn();
    const anonymous = createApiClient({ baseUrl, getToken: () => null, onUnauthorized });
    await anonymous.get('/unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
    const signedIn = createApiClient({ baseUrl, getToken: () => 'stale', onUnauthorized });
    expect(await signedIn.get('/unauthorized')).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refreshes once for concurrent 401s, then retries each request with the new token (SPEC §4)', async () => {
    let token = 'stale';
    const onUnauthorized = vi.fn();
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      token = 'fresh';
      return true;
    });
    let shared: Promise<boolean> | null = null;
    const once = () => (shared ??= refresh());
    const api = createApiClient({ baseUrl, getToken: () => token, refresh: once, onUnauthorized });
    const results = await Promise.all([api.get('/fresh-only'), api.get('/fresh-only'), api.get('/fresh-only')]);
    expect(results.every((result) => result.ok && result.data === 'fresh')).toBe(true);
    expect(refresh).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails or the retry is refused again', async () => {
    const onUnauthorized = vi.fn();
    const failing = createApiClient({ baseUrl, getToken: () => 'stale', refresh: async () => false, onUnauthorized });
    expect(await failing.get('/fresh-only')).toMatchObject({ ok: false, error: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const refresh = vi.fn(async () => true);
    const stillRefused = createApiClient({ baseUrl, getToken: () => 'stale', refresh, onUnauthorized });
    await stillRefused.get('/unauthorized');
    expect(refresh).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('ends the session for "Missing token" when no token is stored', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, getToken: () => null, onUnauthorized });
    await api.get('/missing-token');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a 2xx answer that is not an envelope as an invalid response', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    expect(await api.get('/not-an-envelope')).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 200 } });
    expect(await api.get('/not-json')).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 200 } });
  });

  it('times out with AbortController and counts the request as finished', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null, timeoutMs: 150 });
    const request = api.get('/stall');
    expect(pending()).toBe(1);
    expect(await request).toEqual({ ok: false, error: { kind: 'timeout', message: 'No answer within 150 ms', timeoutMs: 150 } });
    expect(pending()).toBe(0);
  });

  it('tells a caller’s own abort apart from a time-out', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const controller = new AbortController();
    const request = api.get('/stall', { signal: controller.signal });
    controller.abort();
    expect(await request).toMatchObject({ ok: false, error: { kind: 'aborted' } });
  });

  it('returns a network error when nothing listens, and the pending count goes back to 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => null });
    const requests = [api.get('/a'), api.get('/b')];
    expect(pending()).toBe(2);
    const results = await Promise.all(requests);
    expect(results.every((result) => !result.ok && result.error.kind === 'network')).toBe(true);
    expect(pending()).toBe(0);
  });
});
