import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch } from '../../test/fake-fetch';

import { saveSession, userAtom } from '../session/session-atoms';
import { kelanaStore } from '../store';
import { restoreSession } from './profile-actions';
// Registers the session's refresh and sign-out with the API client, as the runtime's entry does.
import './session-actions';

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
