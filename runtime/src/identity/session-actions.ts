import { api, registerSessionHooks } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { withReturnPath } from '../navigation/return-address';
import { clearSession, refreshTokenAtom, saveSession, type SessionUser } from '../session/session-atoms';
import { kelanaStore } from '../store';
import { createIdentityClient, type IdentityResult } from './identity-client';
import { holdVerificationToken } from './pending-verification';

/** The store's identity provider, at the site root; e-mails follow the page language. */
export const identity = createIdentityClient('', () => i18n.language);

export type ActionResult = { ok: true } | { ok: false; code: string; message: string };

/** Error code of a sign-in whose e-mail is not verified yet (SPEC §5 Login). */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

const failed = (result: { code: string; message: string }): ActionResult => ({ ok: false, code: result.code, message: result.message });

/** SPEC §4 Session: signs in only a verified e-mail; the session keys are written here, nowhere else. */
export async function signIn(email: string, password: string): Promise<ActionResult> {
  const tokens = await identity.signInWithPassword(email, password);
  if (!tokens.ok) return failed(tokens);
  const account = await identity.lookup(tokens.data.idToken);
  if (!account.ok) return { ok: false, code: 'LOOKUP_FAILED', message: account.message };
  if (!account.data.emailVerified) return { ok: false, code: EMAIL_NOT_VERIFIED, message: EMAIL_NOT_VERIFIED };
  await startSession(tokens.data, { email: account.data.email, uid: account.data.localId });
  return { ok: true };
}

/**
 * Stores the session of a sign-in the provider accepted (password or Google) and reads the profile
 * from GET /api/auth/me. `profile` is written to the profile first when given (a first Google sign-in).
 */
export async function startSession(
  tokens: { idToken: string; refreshToken: string },
  user: { email?: string; uid?: string },
  extra: { googleProfilePicUrl?: string | null; profile?: Record<string, unknown> } = {},
): Promise<void> {
  saveSession({ token: tokens.idToken, refreshToken: tokens.refreshToken, user });
  if ('googleProfilePicUrl' in extra) saveSession({ googleProfilePicUrl: extra.googleProfilePicUrl ?? null });
  const profile = extra.profile ? await api.patch<SessionUser>('/auth/me', extra.profile) : await api.get<SessionUser>('/auth/me');
  if (profile.ok) saveSession({ user: { ...profile.data, displayName: (profile.data.name as string | undefined) ?? undefined } });
}

/** Sends the verification e-mail again; it needs the password to get an ID token. */
export async function resendVerification(email: string, password: string): Promise<ActionResult> {
  const tokens = await identity.signInWithPassword(email, password);
  if (!tokens.ok) return failed(tokens);
  const sent = await identity.sendVerifyEmail(tokens.data.idToken);
  return sent.ok ? { ok: true } : failed(sent);
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  occupation: string;
  /** E.164, +62 included. */
  phone: string;
}

/** SPEC §4 Registration: account, verification e-mail, profile; the visitor stays signed out. */
export async function register(form: Registration): Promise<ActionResult> {
  // The profile's fields first: a number the store would refuse must not leave an account (and its e-mail) behind.
  const checked = await api.post('/auth/profile-check', { name: form.name, occupation: form.occupation, phone: form.phone });
  if (!checked.ok) {
    const field = checked.error.kind === 'http' ? (checked.error.data as { field?: unknown } | null)?.field : undefined;
    return { ok: false, code: field === 'phone' ? 'INVALID_PHONE' : 'PROFILE_UPDATE_FAILED', message: checked.error.message };
  }
  const tokens = await identity.signUp(form.email, form.password);
  if (!tokens.ok) return failed(tokens);
  const idToken = tokens.data.idToken;
  const sent = await identity.sendVerifyEmail(idToken);
  if (!sent.ok) return failed(sent);
  const { name, email, occupation, phone } = form;
  const patched = await api.patch('/auth/me', { name, email, occupation, phone, country: 'ID' }, { headers: { Authorization: `Bearer ${idToken}` } });
  if (!patched.ok) return { ok: false, code: 'PROFILE_UPDATE_FAILED', message: patched.error.message };
  holdVerificationToken(email, idToken);
  return { ok: true };
}

export function signOut(): void {
  clearSession();
}

/** Ends the session after a failed refresh and goes to /login (SPEC §4 Token handling), carrying the page the person
 * was on (`?next=`) so that signing in again returns there. */
export function endSession(): void {
  clearSession();
  if (typeof window === 'undefined' || window.location.pathname === '/login') return;
  const { pathname, search, hash } = window.location;
  window.location.assign(withReturnPath('/login', `${pathname}${search}${hash}`));
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same attempt. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = kelanaStore.get(refreshTokenAtom);
    if (!refreshToken) return false;
    const result: IdentityResult<{ idToken: string; refreshToken: string }> = await identity.refresh(refreshToken);
    if (!result.ok) return false;
    saveSession({ token: result.data.idToken, refreshToken: result.data.refreshToken });
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// The API client refreshes through this module on a 401, and ends the session when that fails.
registerSessionHooks({ refresh: refreshSession, onUnauthorized: endSession });
