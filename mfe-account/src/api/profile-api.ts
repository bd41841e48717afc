import {
  type ActionResult,
  type ApiResult,
  api,
  identity,
  kelanaStore,
  loadProfile,
  type Profile,
  rememberProfile,
  tokenAtom,
  userAtom,
} from '@kelana/runtime';

// The account screens' calls: profile changes, the ICCID list and the password change.

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

/** PATCH /auth/me, then the profile is read again so the session shows what the server stored. */
export async function updateProfile(changes: ProfileChanges): Promise<ApiResult<Profile>> {
  const patched = await api.patch<Profile>('/auth/me', changes);
  if (!patched.ok) return patched;
  const reloaded = await loadProfile();
  if (reloaded.ok) return reloaded;
  // The change is stored even if the second read failed: show what PATCH answered.
  rememberProfile(patched.data);
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
