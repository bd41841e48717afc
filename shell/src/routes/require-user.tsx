import { userAtom } from '@kelana/runtime';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** The SPEC's access loader: no stored user → /login, remembering where the visitor wanted to go. */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
