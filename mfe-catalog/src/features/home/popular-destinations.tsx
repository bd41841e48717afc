import { formatIdr } from '@kelana/runtime';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DestinationFlag } from '@/components/destination-flag';
import { type Country, localName } from '@/features/home/destinations';
import { scrollStep } from '@/features/home/scroll-step';

/** A horizontal scroller of the eight SPEC countries with their starting prices. */
export function PopularDestinations({ countries }: { countries: Country[] }) {
  const { t, i18n } = useTranslation('catalog');
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ left: direction * scrollStep(window.innerWidth), behavior: 'smooth' });
  return (
    <section className="home-section" aria-labelledby="popular-heading">
      <div className="k-container">
        <div className="home-section__head">
          <h2 id="popular-heading" className="home-section__title">
            {t('home.popular.title')}
          </h2>
          <div className="popular__controls">
            <button type="button" className="k-icon-button popular__arrow" aria-label={t('home.popular.previous')} onClick={() => scroll(-1)}>
              ‹
            </button>
            <button type="button" className="k-icon-button popular__arrow" aria-label={t('home.popular.next')} onClick={() => scroll(1)}>
              ›
            </button>
          </div>
        </div>
        <ul ref={listRef} className="popular__list">
          {countries.map((country) => (
            <li key={country.code} className="popular__item">
              <Link to={`/orders/${country.code}`} className="destination-card">
                <DestinationFlag code={country.code} />
                <span className="destination-card__name">{localName(country, i18n.language)}</span>
                <span className="destination-card__price">
                  {t('card.startFromLabel')} <strong>{formatIdr(country.starting_price)}</strong>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
