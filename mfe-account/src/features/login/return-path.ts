/** What other screens pass to /login: a banner message, and the guarded route a visitor was sent away from. */
export interface LoginState {
  message?: string;
  /** The e-mail a registration or a resend just sent a code to: the banner links to /verify-account with it. */
  email?: string;
  from?: { pathname?: string; search?: string; hash?: string };
}

/** SPEC §2 Login: success goes home, or back to the guarded route that sent the visitor here. */
export function returnPath(state: LoginState | null): string {
  const from = state?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//') || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
