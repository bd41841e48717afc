import { useEffect, useState } from 'react';

type AccountParts = typeof import('@/account/signed-in-parts');

let parts: AccountParts | null = null;
let loading: Promise<AccountParts> | null = null;

/**
 * Loads the signed-in parts of the top bar (account menu, its mobile twin, the account dialogs) once. The shell
 * starts it at start-up when a session is stored, so they are in before the bar first renders; a failed load is
 * tried again on the next call.
 */
export function loadAccountParts(): Promise<AccountParts> {
  loading ??= import(/* webpackChunkName: "account-parts" */ '@/account/signed-in-parts').then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The signed-in parts once loaded (null before, and for a visitor who is not signed in). */
export function useAccountParts(signedIn: boolean): AccountParts | null {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    // Also when the parts arrived between this render and its effect: the render showed none, this one shows them.
    loadAccountParts().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return signedIn ? (loaded ?? parts) : null;
}
