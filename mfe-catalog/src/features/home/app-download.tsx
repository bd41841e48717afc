import { BRAND } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import appArt from '@/features/home/art/app-download.svg';

/** The app's promotion: what it does and a self-made store badge (no store trademark artwork). */
export function AppDownload() {
  const { t } = useTranslation('catalog');
  const points = t('home.appDownload.points', { returnObjects: true }) as unknown;
  return (
    <section className="home-section app-download" aria-labelledby="app-heading">
      <div className="k-container app-download__inner">
        <div className="app-download__text">
          <h2 id="app-heading" className="home-section__title">
            {t('home.appDownload.title', { app: BRAND.app })}
          </h2>
          <p className="app-download__lead">{t('home.appDownload.text')}</p>
          {Array.isArray(points) && (
            <ul className="app-download__points">
              {points.map((point: string) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          <a className="app-badge" href={BRAND.appStoreUrl} rel="noopener" target="_blank">
            <svg viewBox="0 0 24 32" width="22" height="30" aria-hidden="true">
              <rect x="2" y="1" width="20" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <rect x="9" y="26" width="6" height="2" rx="1" fill="currentColor" />
              <path d="M12 8v10m-4-4l4 4 4-4" fill="none" stroke="#fdba74" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="app-badge__text">
              <span className="app-badge__small">{t('home.appDownload.badgeTop')}</span>
              <span className="app-badge__large">{t('home.appDownload.badgeBottom')}</span>
            </span>
            <span className="k-visually-hidden">{t('home.appDownload.opensInNewTab')}</span>
          </a>
        </div>
        <img className="app-download__art" src={appArt} alt="" width={360} height={300} loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
