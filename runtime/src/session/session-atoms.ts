import { atom, type Atom, type PrimitiveAtom } from 'jotai';

import { forgetOfflineCaches } from '../offline/offline-caches';
import { kelanaStore } from '../store';
import { markSignedIn, parseJson, readStored, SESSION_KEYS, writeStored } from './session-storage';

/** What the identity issue will fill in; kept open so later fields need no change here. */
export interface SessionUser {
  email?: string;
  displayName?: string;
  [field: string]: unknown;
}

export interface Session {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  googleProfilePicUrl: string | null;
}

// Writable atoms stay private to this file: only the runtime writes the session (STYLE 13).
const storedToken = readStored(SESSION_KEYS.token);
// A session stored before these cookies existed (or one whose cookies expired) gets them back.
markSignedIn(storedToken);
const tokenState = atom<string | null>(storedToken);
const refreshTokenState = atom<string | null>(readStored(SESSION_KEYS.refreshToken));
const userState = atom<SessionUser | null>(parseJson<SessionUser>(readStored(SESSION_KEYS.user)));
const pictureState = atom<string | null>(readStored(SESSION_KEYS.googleProfilePicUrl));

const readOnly = <T>(source: PrimitiveAtom<T>): Atom<T> => atom((get) => get(source));

export const tokenAtom = readOnly(tokenState);
export const refreshTokenAtom = readOnly(refreshTokenState);
export const userAtom = readOnly(userState);
export const googleProfilePicUrlAtom = readOnly(pictureState);

/** Stores a signed-in session (the identity flow calls this) in localStorage and in the atoms. */
export function saveSession(session: Partial<Session>): void {
  if ('token' in session) setString(tokenState, SESSION_KEYS.token, session.token ?? null);
  if ('refreshToken' in session) setString(refreshTokenState, SESSION_KEYS.refreshToken, session.refreshToken ?? null);
  if ('googleProfilePicUrl' in session) {
    setString(pictureState, SESSION_KEYS.googleProfilePicUrl, session.googleProfilePicUrl ?? null);
  }
  if ('user' in session) {
    const user = session.user ?? null;
    writeStored(SESSION_KEYS.user, user === null ? null : JSON.stringify(user));
    kelanaStore.set(userState, user);
  }
}

export function clearSession(): void {
  saveSession({ token: null, refreshToken: null, user: null, googleProfilePicUrl: null });
  // The eSIM card kept for offline use is this user's: it goes with the session.
  void forgetOfflineCaches();
}

function setString(state: PrimitiveAtom<string | null>, key: string, value: string | null): void {
  writeStored(key, value);
  kelanaStore.set(state, value);
}

// A sign-in or sign-out in another tab changes localStorage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    const all = event.key === null;
    if (all || event.key === SESSION_KEYS.token) kelanaStore.set(tokenState, readStored(SESSION_KEYS.token));
    if (all || event.key === SESSION_KEYS.refreshToken) {
      kelanaStore.set(refreshTokenState, readStored(SESSION_KEYS.refreshToken));
    }
    if (all || event.key === SESSION_KEYS.user) {
      kelanaStore.set(userState, parseJson<SessionUser>(readStored(SESSION_KEYS.user)));
    }
    if (all || event.key === SESSION_KEYS.googleProfilePicUrl) {
      kelanaStore.set(pictureState, readStored(SESSION_KEYS.googleProfilePicUrl));
    }
  });
}
