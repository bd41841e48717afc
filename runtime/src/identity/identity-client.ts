/**
 * A small client of the Firebase Authentication REST contract the store serves at the site root
 * (docs/architecture.md, "Identity provider"). Plain fetch: the firebase SDK is too heavy for the page.
 */
export interface IdentityTokens {
  idToken: string;
  refreshToken: string;
  localId?: string;
  email?: string;
  displayName?: string;
}

export interface IdentityAccount {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
}

/** The provider's error code (EMAIL_NOT_FOUND, WEAK_PASSWORD : …) or network/invalid-response. */
export type IdentityResult<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

export interface IdentityClient {
  signUp(email: string, password: string): Promise<IdentityResult<IdentityTokens>>;
  signInWithPassword(email: string, password: string): Promise<IdentityResult<IdentityTokens>>;
  lookup(idToken: string): Promise<IdentityResult<IdentityAccount>>;
  sendVerifyEmail(idToken: string): Promise<IdentityResult<{ email: string }>>;
  sendPasswordReset(email: string): Promise<IdentityResult<{ email: string }>>;
  /** Without newPassword it only checks the code. */
  resetPassword(oobCode: string, newPassword?: string): Promise<IdentityResult<{ email: string; requestType?: string }>>;
  update(body: Record<string, unknown>): Promise<IdentityResult<IdentityTokens & { emailVerified?: boolean }>>;
  verifyEmailCode(email: string, code: string): Promise<IdentityResult<{ email: string; emailVerified: boolean }>>;
  refresh(refreshToken: string): Promise<IdentityResult<{ idToken: string; refreshToken: string }>>;
}

export function createIdentityClient(origin = '', language?: () => string): IdentityClient {
  const accounts = `${origin}/identitytoolkit.googleapis.com/v1/accounts:`;

  async function call<T>(url: string, init: RequestInit): Promise<IdentityResult<T>> {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      return { ok: false, code: 'NETWORK_ERROR', message: cause instanceof Error ? cause.message : String(cause) };
    }
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (response.ok && body) return { ok: true, data: body as T };
    const message = body?.error?.message ?? `HTTP ${response.status}`;
    return { ok: false, code: message.split(' ')[0] ?? message, message };
  }

  const post = <T>(method: string, body: Record<string, unknown>) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const locale = language?.();
    if (locale) headers['X-Firebase-Locale'] = locale;
    return call<T>(accounts + method, { method: 'POST', headers, body: JSON.stringify(body) });
  };

  return {
    signUp: (email, password) => post('signUp', { email, password, returnSecureToken: true }),
    signInWithPassword: (email, password) => post('signInWithPassword', { email, password, returnSecureToken: true }),
    lookup: async (idToken) => {
      const result = await post<{ users?: IdentityAccount[] }>('lookup', { idToken });
      if (!result.ok) return result;
      const user = result.data.users?.[0];
      return user ? { ok: true, data: user } : { ok: false, code: 'USER_NOT_FOUND', message: 'USER_NOT_FOUND' };
    },
    sendVerifyEmail: (idToken) => post('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken }),
    sendPasswordReset: (email) => post('sendOobCode', { requestType: 'PASSWORD_RESET', email }),
    resetPassword: (oobCode, newPassword) => post('resetPassword', newPassword ? { oobCode, newPassword } : { oobCode }),
    update: (body) => post('update', { ...body, returnSecureToken: true }),
    verifyEmailCode: (email, code) => post('verifyEmailCode', { email, code }),
    refresh: async (refreshToken) => {
      const result = await call<{ id_token: string; refresh_token: string }>(`${origin}/securetoken.googleapis.com/v1/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      });
      if (!result.ok) return result;
      return { ok: true, data: { idToken: result.data.id_token, refreshToken: result.data.refresh_token } };
    },
  };
}
