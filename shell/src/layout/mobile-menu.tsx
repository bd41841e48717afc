import { Modal, type SessionUser } from '@kelana/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { AccountDialog } from '@/account/account-items';
import { useAccountParts } from '@/account/account-parts';
import { AuthLinks } from '@/layout/auth-links';
import { LanguageSwitch } from '@/layout/language-switch';
import { MainNav } from '@/layout/main-nav';

const DESKTOP = '(min-width: 768px)';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user: the account items replace the login and register links. */
  user?: SessionUser | null;
  onOpenDialog?: (dialog: AccountDialog) => void;
}

/**
 * The slide-in menu under 768 px: a modal <dialog> (focus kept inside, page inert, Escape closes, focus back
 * on the menu button), styled as a drawer. Following any link closes it.
 */
export function MobileMenu({ open, onClose, user = null, onOpenDialog = () => undefined }: MobileMenuProps) {
  const { t } = useTranslation('common');
  const parts = useAccountParts(user !== null);

  // Rotating a tablet past 768 px shows the desktop bar; a drawer left open there would trap focus.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP);
    const closeOnDesktop = () => query.matches && onClose();
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, [open, onClose]);

  return (
    <Modal open={open} onClose={onClose} title={t('menu.title')} closeLabel={t('menu.close')} className="mobile-menu">
      <MainNav className="mobile-menu__nav" onNavigate={onClose} />
      <LanguageSwitch className="mobile-menu__lang" />
      {user ? (
        parts && <parts.MobileAccountMenu user={user} onOpenDialog={onOpenDialog} onNavigate={onClose} />
      ) : (
        <div className="mobile-menu__auth">
          <AuthLinks stacked onNavigate={onClose} />
        </div>
      )}
    </Modal>
  );
}
