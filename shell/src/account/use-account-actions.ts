import { signOut } from '@kelana/runtime';
import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';

import type { AccountDialog, AccountItem } from '@/account/account-items';

/** What choosing a menu item does, shared by the top bar's menu and the mobile slide-in list. */
export function useAccountActions(openDialog: (dialog: AccountDialog) => void) {
  const navigate = useNavigate();
  return useCallback(
    (item: AccountItem) => {
      if ('dialog' in item) openDialog(item.dialog);
      else if ('logout' in item) {
        // One transition for both: the router renders navigations as transitions, so a plain sign-out
        // would first re-render the current page signed out, and a guarded page would bounce to /login.
        startTransition(() => {
          signOut();
          void navigate('/');
        });
      }
      // Links navigate by themselves.
    },
    [navigate, openDialog],
  );
}
