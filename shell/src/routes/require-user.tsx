import { userAtom, withReturnPath } from '@kelana/runtime';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/**
 * The SPEC's access loader: no stored user → /login, carrying the page the visitor wanted (a checkout with its
 * query) in the address, so signing in (or registering first) comes back to it.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const { pathname, search, hash } = useLocation();
  if (!user) return <Navigate to={withReturnPath('/login', `${pathname}${search}${hash}`)} replace />;
  return children;
}
