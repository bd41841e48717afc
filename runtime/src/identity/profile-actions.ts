import { api } from '../api/api-client';
import type { ApiResult } from '../api/api-error';
import { saveSession, tokenAtom, userAtom, type SessionUser } from '../session/session-atoms';
import { kelanaStore } from '../store';
import { type ActionResult, identity } from './session-actions';

/** SPEC §3 User, as `GET /api/auth/me` answers it in `data`. */
export interface Profile {
  uid: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  occupation?: string | null;
  country?: string;
  province_state?: string | null;
  regency_city?: string | null;
  district?: string | null;
  village?: string | null;
  postal_code?: string | null;
  address?: string | null;
  emailVerified?: boolean;
}

/** What the profile modal (and later checkout) may change; absent fields stay as they are. */
export type ProfileChanges = Partial<Omit<Profile, 'uid' | 'email' | 'emailVerified'>>;

/** SPEC §3 ICCID record, as `GET /api/user/iccids` lists it. */
export interface IccidRecord {
  iccid: string;
  type: string;
  vendor?: string;
  status: string;
  assigned_at?: string | null;
}

/** Reads the caller's profile into the session's `user` (SPEC §7: "then profile reloaded"). */
export async function loadProfile(): Promise<ApiResult<Profile>> {
  const result = await api.get<Profile>('/auth/me');
  if (result.ok) saveSession({ user: sessionUser(result.data) });
  return result;
}

/** PATCH /auth/me, then the profile is read again so the session shows what the server stored. */
export async function updateProfile(changes: ProfileChanges): Promise<ApiResult<Profile>> {
  const patched = await api.patch<Profile>('/auth/me', changes);
  if (!patched.ok) return patched;
  const reloaded = await loadProfile();
  if (reloaded.ok) return reloaded;
  // The change is stored even if the second read failed: show what PATCH answered.
  saveSession({ user: sessionUser(patched.data) });
  return patched;
}

/** The user's ICCIDs; a failure is logged and reads as none (SPEC §8 "List failures"). */
export async function listIccids(): Promise<IccidRecord[]> {
  const result = await api.get<{ iccids?: IccidRecord[] } | IccidRecord[]>('/user/iccids');
  if (!result.ok) {
    console.warn('[runtime] ICCID list unavailable', result.error);
    return [];
  }
  const list = Array.isArray(result.data) ? result.data : result.data?.iccids;
  return Array.isArray(list) ? list : [];
}

/**
 * SPEC §4 Session: a stored token without a stored user reads the profile at start-up. A 401 there goes
 * through the API client, which refreshes once and otherwise ends the session (signed out, /login).
 */
export async function restoreSession(): Promise<void> {
  if (!kelanaStore.get(tokenAtom) || kelanaStore.get(userAtom)) return;
  await loadProfile();
}

/** Error codes of changePassword beyond the provider's own (SPEC §8 Change password). */
export const PASSWORD_CHANGE_ERRORS = {
  notSignedIn: 'NOT_SIGNED_IN',
  wrongPassword: 'WRONG_OLD_PASSWORD',
} as const;

const WRONG_PASSWORD_CODES = new Set(['INVALID_LOGIN_CREDENTIALS', 'INVALID_PASSWORD']);

/**
 * SPEC §5 Change password: the old password is checked by signing in again with the user's e-mail, then
 * `accounts:update` sets the new one with that fresh ID token. The provider revokes every session of the
 * account on success, so the caller signs the user out afterwards (SPEC §4).
 */
export async function changePassword(oldPassword: string, newPassword: string): Promise<ActionResult> {
  const email = kelanaStore.get(userAtom)?.email;
  if (!email || !kelanaStore.get(tokenAtom)) {
    return { ok: false, code: PASSWORD_CHANGE_ERRORS.notSignedIn, message: PASSWORD_CHANGE_ERRORS.notSignedIn };
  }
  const signedIn = await identity.signInWithPassword(email, oldPassword);
  if (!signedIn.ok) {
    if (WRONG_PASSWORD_CODES.has(signedIn.code)) {
      return { ok: false, code: PASSWORD_CHANGE_ERRORS.wrongPassword, message: signedIn.message };
    }
    return { ok: false, code: signedIn.code, message: signedIn.message };
  }
  const updated = await identity.update({ idToken: signedIn.data.idToken, password: newPassword });
  if (!updated.ok) return { ok: false, code: updated.code, message: updated.message };
  return { ok: true };
}

/** The session keeps the profile with `displayName`, as sign-in stores it. */
function sessionUser(profile: Profile): SessionUser {
  return { ...profile, email: profile.email ?? undefined, displayName: profile.name ?? undefined };
}
