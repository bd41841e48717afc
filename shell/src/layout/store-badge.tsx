import { BRAND } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** A self-made download badge (no store trademark artwork): phone glyph, translated call, app name. */
export function StoreBadge() {
  const { t } = useTranslation('common');
  return (
    <a className="store-badge" href={BRAND.appStoreUrl} rel="noopener" target="_blank">
      <svg viewBox="0 0 24 32" width="22" height="30" aria-hidden="true">
        <rect x="2" y="1" width="20" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="9" y="26" width="6" height="2" rx="1" fill="currentColor" />
        <path d="M12 8v10m-4-4l4 4 4-4" fill="none" stroke="var(--k-color-accent-soft)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="store-badge__text">
        <span className="store-badge__small">{t('footer.badgeTop')}</span>
        <span className="store-badge__large">{t('footer.badgeBottom')}</span>
      </span>
      <span className="k-visually-hidden">{t('footer.opensInNewTab')}</span>
    </a>
  );
}
