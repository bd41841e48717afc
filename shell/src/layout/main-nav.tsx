import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { NAV_LINKS } from '@/layout/nav-links';

/** The five public links; NavLink marks the current page with aria-current="page". */
export function MainNav({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
