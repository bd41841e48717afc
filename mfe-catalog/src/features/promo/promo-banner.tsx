import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Stylesheet } from '@kelana/runtime';
import { hutri80Desktop, hutri80DesktopEn, hutri80Mobile, hutri80MobileEn } from '@/features/home/public';
import { HUTRI80 } from '@/features/promo/promo-flow';
import promoCss from '@/features/promo/promo.css?url';

/** The page band of a promo: HUTRI80's own artwork and landing text, or a plain band naming the code. */
export function PromoBanner({ code }: { code: string }) {
  const { t, i18n } = useTranslation('catalog');
  if (code === HUTRI80) {
    // The artwork's words are part of the picture: one drawing per language.
    const english = i18n.resolvedLanguage === 'en';
    const points = t('promoPage.hutri80.points', { returnObjects: true }) as string[];
    return (
      <section className="promo-landing promo-landing--hutri80">
        <div className="k-container promo-landing__inner">
          {/* The artwork's own "claim now" leads to the countries below. */}
          <a className="promo-landing__art" href="#promo-countries-title">
            <picture>
              <source media="(min-width: 768px)" srcSet={english ? hutri80DesktopEn : hutri80Desktop} width={1200} height={400} />
              <img src={english ? hutri80MobileEn : hutri80Mobile} alt={t('promoPage.hutri80.bannerAlt')} width={600} height={500} />
            </picture>
          </a>
          <div className="promo-landing__text">
            <p className="promo-landing__eyebrow">{t('promoPage.hutri80.eyebrow')}</p>
            <h1 className="promo-landing__title">{t('promoPage.hutri80.title')}</h1>
            <p className="promo-landing__lead">{t('promoPage.hutri80.lead')}</p>
            <ul className="promo-landing__points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p className="promo-landing__code">
              {t('promoPage.codeLabel')}: <strong>{code}</strong>
            </p>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className="promo-landing">
      <div className="k-container promo-landing__inner promo-landing__inner--plain">
        <div className="promo-landing__text">
          <p className="promo-landing__eyebrow">{t('promoPage.generic.eyebrow')}</p>
          <h1 className="promo-landing__title">{t('promoPage.generic.title', { code })}</h1>
          <p className="promo-landing__lead">{t('promoPage.generic.lead', { code })}</p>
        </div>
      </div>
    </section>
  );
}

/** SPEC §5: a promo route without a code, or with a code the server does not know. */
export function InvalidPromo() {
  const { t } = useTranslation('catalog');
  return (
    <section className="promo-invalid">
      <Stylesheet href={promoCss} />
      <div className="k-container">
        <div className="promo-invalid__card">
          <svg className="promo-invalid__art" viewBox="0 0 96 64" aria-hidden="true">
            <path
              d="M8 12a4 4 0 0 1 4-4h72a4 4 0 0 1 4 4v12a8 8 0 0 0 0 16v12a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4V40a8 8 0 0 0 0-16z"
              fill="#fdecec"
              stroke="#b42318"
              strokeWidth="3"
            />
            <path d="M62 10v44" stroke="#b42318" strokeWidth="2" strokeDasharray="4 4" />
            <path d="M28 24l16 16M44 24L28 40" stroke="#b42318" strokeWidth="4" strokeLinecap="round" />
          </svg>
          <h1 className="promo-invalid__title">{t('promoPage.invalid.title')}</h1>
          <p className="promo-invalid__message" role="alert">
            {t('promoPage.invalid.message')}
          </p>
          <div className="promo-invalid__actions">
            <Link className="k-button k-button--accent" to="/">
              {t('promoPage.invalid.back')}
            </Link>
            <Link className="k-button k-button--secondary" to="/kontak">
              {t('promoPage.invalid.contact')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
