import { withReturnPath } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Visitor actions; a signed-in user sees the My Account menu instead (`@/account`). */
export function AuthLinks({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const { t } = useTranslation('common');
  const size = stacked ? 'k-button--md k-button--block' : 'k-button--sm';
  // Signing in (or up) comes back to the page the visitor is on (`?next=`, checked by the runtime).
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <>
      <Link to={withReturnPath('/login', here)} className={`k-button k-button--secondary ${size}`} onClick={onNavigate}>
        {t('auth.login')}
      </Link>
      <Link to={withReturnPath('/register', here)} className={`k-button k-button--accent ${size}`} onClick={onNavigate}>
        {t('auth.register')}
      </Link>
    </>
  );
}
