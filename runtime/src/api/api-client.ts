import { i18n } from '../i18n/i18n';
import { tokenAtom } from '../session/session-atoms';
import { kelanaStore } from '../store';
import { type ApiError, type ApiResult, isEnvelope } from './api-error';
import { trackPending } from './pending-requests';

/** SPEC §9: service clients give up after 10 000 ms. */
export const API_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Where the bearer token comes from; the session atom by default. */
  getToken?: () => string | null;
  /**
   * SPEC §4: on a 401 of a request that carried a token, one refresh attempt (shared by concurrent
   * failures, which wait for it), then the request is retried once with the new token.
   */
  refresh?: () => Promise<boolean>;
  /** Called when the session is over: refresh failed, the retry failed again, or "Missing token". */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const getToken = options.getToken ?? (() => kelanaStore.get(tokenAtom));

  async function request<T>(path: string, init: RequestOptions = {}): Promise<ApiResult<T>> {
    const token = getToken();
    const first = await attempt<T>(path, init, token);
    if (!isUnauthorized(first)) return first;
    if (!token) {
      if (!first.ok && first.error.kind === 'http' && first.error.message === 'Missing token') options.onUnauthorized?.();
      return first;
    }
    if (options.refresh && (await options.refresh())) {
      const retried = await attempt<T>(path, init, getToken());
      if (!isUnauthorized(retried)) return retried;
    }
    options.onUnauthorized?.();
    return first;
  }

  async function attempt<T>(path: string, init: RequestOptions, token: string | null): Promise<ApiResult<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    init.signal?.addEventListener('abort', forwardAbort, { once: true });

    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    // The store's language, not the browser's: orders and their e-mails speak what the buyer shops in.
    const language = i18n.resolvedLanguage ?? i18n.language;
    if (language && !headers['Accept-Language']) headers['Accept-Language'] = language;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';

    trackPending(1);
    try {
      const response = await fetch(buildUrl(options.baseUrl, path, init.query), {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: controller.signal,
      });
      // The body is read inside the timer too: a server that stalls mid-body is a time-out as well.
      return await readEnvelope<T>(response);
    } catch (cause) {
      return { ok: false, error: failure(cause, timedOut, timeoutMs) };
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', forwardAbort);
      trackPending(-1);
    }
  }

  return {
    request,
    get: (path, rest) => request(path, { ...rest, method: 'GET' }),
    post: (path, body, rest) => request(path, { ...rest, method: 'POST', body }),
    patch: (path, body, rest) => request(path, { ...rest, method: 'PATCH', body }),
  };
}

const isUnauthorized = (result: ApiResult<unknown>) =>
  !result.ok && result.error.kind === 'http' && result.error.status === 401;

async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isEnvelope(parsed)) {
    if (!response.ok) {
      return { ok: false, error: { kind: 'http', status: response.status, message: response.statusText, data: null } };
    }
    const message = 'Response is not a {success, message, data} envelope';
    return { ok: false, error: { kind: 'invalid-response', status: response.status, message } };
  }
  if (!response.ok || !parsed.success) {
    return { ok: false, error: { kind: 'http', status: response.status, message: parsed.message, data: parsed.data } };
  }
  return { ok: true, data: parsed.data as T, message: parsed.message, status: response.status };
}

function failure(cause: unknown, timedOut: boolean, timeoutMs: number): ApiError {
  if (timedOut) return { kind: 'timeout', message: `No answer within ${timeoutMs} ms`, timeoutMs };
  if (cause instanceof DOMException && cause.name === 'AbortError') return { kind: 'aborted', message: 'Aborted' };
  return { kind: 'network', message: cause instanceof Error ? cause.message : String(cause) };
}

function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** What the client asks of the session on a 401: registered by the session's own module. */
export interface SessionHooks {
  refresh: () => Promise<boolean>;
  onUnauthorized: () => void;
}

const sessionHooks: SessionHooks = { refresh: async () => false, onUnauthorized: () => undefined };

/**
 * The seam between transport and session: the session module registers how to refresh and how to end
 * a session, so the client needs no import of it (and the two modules do not import each other).
 */
export function registerSessionHooks(hooks: SessionHooks): void {
  Object.assign(sessionHooks, hooks);
}

/**
 * The store's client for `/api`: the only place that handles 401 (STYLE 13). It refreshes the ID token
 * once and, when that fails, ends the session and sends the visitor to /login (SPEC §4).
 */
export const api = createApiClient({
  baseUrl: '/api',
  refresh: () => sessionHooks.refresh(),
  onUnauthorized: () => sessionHooks.onUnauthorized(),
});
