import { describe, expect, it } from 'vitest';

import { kelanaStore } from '../store';
import { clearSession, googleProfilePicUrlAtom, refreshTokenAtom, saveSession, tokenAtom, userAtom } from './session-atoms';

describe('session atoms', () => {
  it('write the SPEC storage keys and expose the values', () => {
    saveSession({
      token: 'id-token',
      refreshToken: 'refresh',
      user: { email: 'rina@example.com', displayName: 'Rina' },
      googleProfilePicUrl: '/avatar.png',
    });

    expect(localStorage.getItem('token')).toBe('id-token');
    expect(localStorage.getItem('refreshToken')).toBe('refresh');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ email: 'rina@example.com', displayName: 'Rina' });
    expect(localStorage.getItem('googleProfilePicUrl')).toBe('/avatar.png');

    expect(kelanaStore.get(tokenAtom)).toBe('id-token');
    expect(kelanaStore.get(refreshTokenAtom)).toBe('refresh');
    expect(kelanaStore.get(userAtom)).toEqual({ email: 'rina@example.com', displayName: 'Rina' });
    expect(kelanaStore.get(googleProfilePicUrlAtom)).toBe('/avatar.png');
  });

  it('update only the fields given', () => {
    saveSession({ token: 'one', user: { email: 'a@b.c' } });
    saveSession({ token: 'two' });
    expect(localStorage.getItem('token')).toBe('two');
    expect(kelanaStore.get(userAtom)).toEqual({ email: 'a@b.c' });
  });

  it('keep the signed-in cookie, which tells the server which first screen to draw, beside the token', () => {
    saveSession({ token: 'id-token' });
    expect(document.cookie).toContain('kelana_signed_in=1');
    clearSession();
    // Gone, or at least no longer "1" (the server draws the sign-in form for anything else).
    expect(document.cookie).not.toMatch(/kelana_signed_in=1/);
  });

  it('clear every key on sign-out', () => {
    saveSession({ token: 't', refreshToken: 'r', user: { email: 'a@b.c' }, googleProfilePicUrl: 'p' });
    clearSession();
    for (const key of ['token', 'refreshToken', 'user', 'googleProfilePicUrl']) expect(localStorage.getItem(key)).toBeNull();
    expect(kelanaStore.get(tokenAtom)).toBeNull();
    expect(kelanaStore.get(userAtom)).toBeNull();
  });

  it('follow a sign-in made in another tab', () => {
    clearSession();
    localStorage.setItem('user', JSON.stringify({ email: 'other@tab.id' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', storageArea: localStorage }));
    expect(kelanaStore.get(userAtom)).toEqual({ email: 'other@tab.id' });
  });

  it('are read-only outside the runtime', () => {
    // The exported atoms have no write function: only saveSession/clearSession change the session.
    expect('write' in userAtom).toBe(false);
  });
});
