import { BRAND } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { KelanaLogo } from '@/layout/kelana-logo';
import { LEGAL_LINKS } from '@/layout/nav-links';
import { SocialIcon, type SocialNetwork } from '@/layout/social-icons';
import { StoreBadge } from '@/layout/store-badge';
import '@/layout/site-footer.css';

const NETWORKS: SocialNetwork[] = ['instagram', 'tiktok', 'facebook', 'x'];

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="k-container site-footer__grid">
        <section className="site-footer__brand" aria-label={BRAND.product}>
          <KelanaLogo inverse />
          <p>{t('footer.tagline')}</p>
        </section>

        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="site-footer__heading">
            {t('footer.support')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <a href={`mailto:${BRAND.supportEmail}`}>
                <span className="site-footer__label">{t('footer.email')}</span> {BRAND.supportEmail}
              </a>
            </li>
            <li>
              <a href={`https://wa.me/${BRAND.whatsappNumber}`} rel="noopener" target="_blank">
                <span className="site-footer__label">{t('footer.whatsapp')}</span> {BRAND.whatsappDisplay}
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading">
            {t('footer.follow')}
          </h2>
          <ul className="site-footer__social">
            {NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={BRAND.social[network]}
                  rel="noopener"
                  target="_blank"
                  aria-label={t(`footer.social.${network}`)}
                  className="site-footer__social-link"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className="site-footer__heading">
            {t('footer.app')}
          </h2>
          <StoreBadge />
        </section>
      </div>

      <div className="k-container site-footer__bottom">
        <nav aria-label={t('footer.legal')}>
          <ul className="site-footer__legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
