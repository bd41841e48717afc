import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Stylesheet } from '@/components/stylesheet';
import hutri80Desktop from '@/features/home/banners/hutri80-desktop.svg';
import hutri80Mobile from '@/features/home/banners/hutri80-mobile.svg';
import { HUTRI80 } from '@/features/promo/promo-flow';
import promoCss from '@/features/promo/promo.css?url';

/** The page band of a promo: HUTRI80's own artwork and landing text, or a plain band naming the code. */
export function PromoBanner({ code }: { code: string }) {
  const { t } = useTranslation('catalog');
  if (code === HUTRI80) {
    const points = t('promoPage.hutri80.points', { returnObjects: true }) as string[];
    return (
      <section className="promo-landing promo-landing--hutri80">
        <div className="k-container promo-landing__inner">
          <picture className="promo-landing__art">
            <source media="(min-width: 768px)" srcSet={hutri80Desktop} width={1200} height={400} />
            <img src={hutri80Mobile} alt={t('promoPage.hutri80.bannerAlt')} width={600} height={500} />
          </picture>
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
    <section className="promo-landing promo-landing--invalid">
      <Stylesheet href={promoCss} />
      <div className="k-container promo-landing__inner promo-landing__inner--plain">
        <div className="promo-landing__text">
          <h1 className="promo-landing__title">{t('promoPage.invalid.title')}</h1>
          <p className="promo-invalid__message" role="alert">
            {t('promoPage.invalid.message')}
          </p>
          <Link className="k-button k-button--accent promo-invalid__back" to="/">
            {t('promoPage.invalid.back')}
          </Link>
        </div>
      </div>
    </section>
  );
}
