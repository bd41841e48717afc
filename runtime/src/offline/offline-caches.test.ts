import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearSession, saveSession } from '../session/session-atoms';
import { forgetOfflineCaches, offlineCacheName, tokenSubject } from './offline-caches';

const token = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

/** The browser's Cache Storage, by name only (happy-dom has none). */
function cacheStorage(names: string[]) {
  const kept = new Set(names);
  const storage = {
    keys: vi.fn(async () => [...kept]),
    delete: vi.fn(async (name: string) => kept.delete(name)),
  };
  vi.stubGlobal('caches', storage);
  return kept;
}

afterEach(() => vi.unstubAllGlobals());

describe('offline caches', () => {
  it('name one cache per user, from the user id the token names', () => {
    expect(tokenSubject(token({ sub: 'uid-ani', email: 'ani@example.com' }))).toBe('uid-ani');
    expect(offlineCacheName('uid-ani')).toBe('kelana-esim-uid-ani');
    expect(offlineCacheName('a/b')).toBe('kelana-esim-a%2Fb');
  });

  it('read no user from a token that is not one', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('')).toBeNull();
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(token({ sub: '' }))).toBeNull();
    expect(tokenSubject(token({ sub: 42 }))).toBeNull();
  });

  it('forget every user\'s eSIM card and nothing else', async () => {
    const kept = cacheStorage(['kelana-esim-uid-ani', 'kelana-esim-uid-budi', 'other-app']);
    await forgetOfflineCaches();
    expect([...kept]).toEqual(['other-app']);
  });

  it('are forgotten when the session ends', async () => {
    const kept = cacheStorage(['kelana-esim-uid-ani']);
    saveSession({ token: token({ sub: 'uid-ani' }) });
    clearSession();
    await vi.waitFor(() => expect(kept.size).toBe(0));
  });

  it('cost nothing where the browser keeps no caches', async () => {
    await expect(forgetOfflineCaches()).resolves.toBeUndefined();
  });
});
