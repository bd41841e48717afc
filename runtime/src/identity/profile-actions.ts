import { api } from '../api/api-client';
import type { ApiResult } from '../api/api-error';
import { saveSession, tokenAtom, userAtom, type SessionUser } from '../session/session-atoms';
import { kelanaStore } from '../store';

/**
 * The profile as the session needs it: read at start-up and after a change (SPEC §4, §7). The account
 * screens' own calls (update, ICCIDs, password change) live in mfe-account.
 */

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
  /** E-mails when a package's data runs low (75 %, 90 %) or it ends soon (3 days, 1 day); on unless turned off. */
  usage_alerts?: boolean;
  emailVerified?: boolean;
}

/** Reads the caller's profile into the session's `user` (SPEC §7: "then profile reloaded"). */
export async function loadProfile(): Promise<ApiResult<Profile>> {
  const result = await api.get<Profile>('/auth/me');
  if (result.ok) rememberProfile(result.data);
  return result;
}

/** Puts a profile the server answered into the session's `user`. */
export function rememberProfile(profile: Profile): void {
  saveSession({ user: sessionUser(profile) });
}

/**
 * SPEC §4 Session: a stored token without a stored user reads the profile at start-up. A 401 there goes
 * through the API client, which refreshes once and otherwise ends the session (signed out, /login).
 */
export async function restoreSession(): Promise<void> {
  if (!kelanaStore.get(tokenAtom) || kelanaStore.get(userAtom)) return;
  await loadProfile();
}

/** The session keeps the profile with `displayName`, as sign-in stores it. */
function sessionUser(profile: Profile): SessionUser {
  return { ...profile, email: profile.email ?? undefined, displayName: profile.name ?? undefined };
}
