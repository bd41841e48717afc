import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch } from '../../../runtime/test/fake-fetch';

import { kelanaStore, saveSession, userAtom } from '@kelana/runtime';

import { changePassword, listIccids, PASSWORD_CHANGE_ERRORS } from './profile-api';

const SIGN_IN = 'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
const UPDATE = 'POST /identitytoolkit.googleapis.com/v1/accounts:update';

afterEach(() => {
  vi.unstubAllGlobals();
  saveSession({ token: null, refreshToken: null, user: null });
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
