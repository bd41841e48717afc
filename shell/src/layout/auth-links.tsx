import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Visitor actions; a signed-in user sees the My Account menu instead (`@/account`). */
export function AuthLinks({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const { t } = useTranslation('common');
  const size = stacked ? 'k-button--md k-button--block' : 'k-button--sm';
  return (
    <>
      <Link to="/login" className={`k-button k-button--secondary ${size}`} onClick={onNavigate}>
        {t('auth.login')}
      </Link>
      <Link to="/register" className={`k-button k-button--accent ${size}`} onClick={onNavigate}>
        {t('auth.register')}
      </Link>
    </>
  );
}
