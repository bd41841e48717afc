import { userAtom } from '@kelana/runtime';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { AccountDialog } from '@/account/account-items';
import { loadAccountParts, useAccountParts } from '@/account/account-parts';
import { AuthLinks } from '@/layout/auth-links';
import { KelanaLogo } from '@/layout/kelana-logo';
import { LanguageSwitch } from '@/layout/language-switch';
import { MainNav } from '@/layout/main-nav';
import { MobileMenu } from '@/layout/mobile-menu';

const warmUpDialogs = () => void loadAccountParts().then((parts) => parts.preloadAccountDialogs()).catch(() => undefined);

export function TopBar() {
  const { t } = useTranslation('common');
  const user = useAtomValue(userAtom);
  const parts = useAccountParts(user !== null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <header className="topbar">
      <div className="k-container topbar__inner">
        <Link to="/" className="topbar__logo" aria-label={t('logo.label')}>
          <KelanaLogo />
        </Link>
        <MainNav className="topbar__nav" />
        <div className="topbar__actions">
          <LanguageSwitch />
          {!user ? (
            <AuthLinks />
          ) : parts ? (
            <parts.AccountMenu user={user} onOpenDialog={setDialog} onFirstOpen={warmUpDialogs} />
          ) : (
            <span className="account-menu-placeholder" aria-hidden="true" />
          )}
        </div>
        <button
          type="button"
          className="k-icon-button topbar__menu-button"
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} user={user} onOpenDialog={setDialog} />
      {/* Outside both menus, so closing a menu never closes the dialog it opened. */}
      {user && dialog && parts && <parts.AccountDialogs dialog={dialog} onClose={closeDialog} />}
    </header>
  );
}
