import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveSession, userAtom } from '../session/session-atoms';
import { kelanaStore } from '../store';
import { changePassword, listIccids, PASSWORD_CHANGE_ERRORS, restoreSession } from './profile-actions';

type Handler = (body: Record<string, unknown>) => [number, unknown];

function fakeFetch(routes: Record<string, Handler>) {
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

const SIGN_IN = 'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
const UPDATE = 'POST /identitytoolkit.googleapis.com/v1/accounts:update';

afterEach(() => {
  vi.unstubAllGlobals();
  saveSession({ token: null, refreshToken: null, user: null });
});

describe('restoreSession (SPEC §4 start-up)', () => {
  it('reads the profile when a token is stored without a user', async () => {
    saveSession({ token: 'id-token', user: null });
    fakeFetch({ 'GET /api/auth/me': () => [200, { success: true, message: 'OK', data: { uid: 'u1', email: 'a@b.id', name: 'Ayu' } }] });
    await restoreSession();
    expect(kelanaStore.get(userAtom)).toMatchObject({ uid: 'u1', email: 'a@b.id', displayName: 'Ayu' });
  });

  it('ends the session when the profile answers 401 and no refresh is possible', async () => {
    saveSession({ token: 'stale', refreshToken: null, user: null });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/', assign });
    fakeFetch({ 'GET /api/auth/me': () => [401, { success: false, message: 'Token expired', data: null }] });
    await restoreSession();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does nothing without a token, or with a stored user', async () => {
    const seen = fakeFetch({});
    await restoreSession();
    saveSession({ token: 't', user: { email: 'a@b.id' } });
    await restoreSession();
    expect(seen).toEqual([]);
  });
});

describe('changePassword', () => {
  it('checks the old password by signing in with the user e-mail, then updates with that token', async () => {
    saveSession({ token: 'old-token', user: { email: 'a@b.id' } });
    const bodies: Record<string, unknown>[] = [];
    fakeFetch({
      [SIGN_IN]: (body) => (bodies.push(body), [200, { idToken: 'fresh', refreshToken: 'r' }]),
      [UPDATE]: (body) => (bodies.push(body), [200, { idToken: 'n', refreshToken: 'n' }]),
    });
    expect(await changePassword('lama-123', 'baru-123')).toEqual({ ok: true });
    expect(bodies[0]).toMatchObject({ email: 'a@b.id', password: 'lama-123' });
    expect(bodies[1]).toMatchObject({ idToken: 'fresh', password: 'baru-123' });
  });

  it('names a wrong old password, and never calls update then', async () => {
    saveSession({ token: 't', user: { email: 'a@b.id' } });
    const seen = fakeFetch({ [SIGN_IN]: () => [400, { error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } }] });
    expect(await changePassword('salah', 'baru-123')).toMatchObject({ ok: false, code: PASSWORD_CHANGE_ERRORS.wrongPassword });
    expect(seen).toEqual([SIGN_IN]);
  });

  it('passes the provider code of a refused update', async () => {
    saveSession({ token: 't', user: { email: 'a@b.id' } });
    fakeFetch({
      [SIGN_IN]: () => [200, { idToken: 'fresh', refreshToken: 'r' }],
      [UPDATE]: () => [400, { error: { code: 400, message: 'WEAK_PASSWORD : Password should be at least 6 characters' } }],
    });
    expect(await changePassword('lama-123', 'abc')).toMatchObject({ ok: false, code: 'WEAK_PASSWORD' });
  });

  it('refuses when nobody is signed in', async () => {
    const seen = fakeFetch({});
    expect(await changePassword('a', 'b')).toMatchObject({ ok: false, code: PASSWORD_CHANGE_ERRORS.notSignedIn });
    expect(seen).toEqual([]);
  });
});

describe('listIccids', () => {
  it('reads data.iccids, and a failure as none', async () => {
    const record = { iccid: '8962', type: 'esim', status: 'available' };
    fakeFetch({ 'GET /api/user/iccids': () => [200, { success: true, message: 'OK', data: { iccids: [record] } }] });
    expect(await listIccids()).toEqual([record]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeFetch({});
    expect(await listIccids()).toEqual([]);
  });
});
