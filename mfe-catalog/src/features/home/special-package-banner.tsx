import { formatIdr } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import specialArt from '@/features/home/art/special-package.svg';
import { useSpecialPrice } from '@/features/home/use-special-price';

/** The pilgrimage package's banner, leading to /special-paket-orders. */
export function SpecialPackageBanner() {
  const { t } = useTranslation('catalog');
  const price = useSpecialPrice();
  return (
    <section className="home-section" aria-labelledby="special-heading">
      <div className="k-container">
        <div className="special-banner">
          <div className="special-banner__text">
            <p className="special-banner__eyebrow">{t('home.special.eyebrow')}</p>
            <h2 id="special-heading" className="special-banner__title">
              {t('home.special.title')}
            </h2>
            <p className="special-banner__lead">{t('home.special.text')}</p>
            {price !== null && <p className="special-banner__price">{t('home.special.price', { price: formatIdr(price) })}</p>}
            <Link className="k-button k-button--accent special-banner__cta" to="/special-paket-orders">
              {t('home.special.cta')}
            </Link>
          </div>
          <img className="special-banner__art" src={specialArt} alt="" width={480} height={300} loading="lazy" decoding="async" />
        </div>
      </div>
    </section>
  );
}
