import { afterSignIn, returnPathOf, withReturnPath } from '@kelana/runtime';
import { useLocation } from 'react-router';

/** What other screens pass to /login: a banner message, and (older screens) the route a visitor was sent away from. */
export interface LoginState {
  message?: string;
  /** The e-mail a registration or a resend just sent a code to: the banner links to /verify-account with it. */
  email?: string;
  from?: { pathname?: string; search?: string; hash?: string };
}

/**
 * The page a visitor is signing in to get back to (a checkout with its query), carried by the account screens
 * from one to the next (login, register, verify) so it outlives the detour; only ever a path of this site.
 */
export function useReturnPath() {
  const location = useLocation();
  const state = location.state as LoginState | null;
  const target = returnPathOf(location.search, state);
  return {
    /** Where a successful sign-in goes: that page, or home. */
    afterSignIn: afterSignIn(location.search, state),
    /** Another account screen, still carrying that page. */
    to: (page: string) => withReturnPath(page, target),
  };
}
