import { formatIdr, Tabs } from '@kelana/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DestinationFlag } from '@/components/destination-flag';
import { type Country, type Destination, destinationHref, localName, type Region } from '@/features/home/destinations';
import { visibleCount } from '@/features/home/show-more';

/** SPEC §9: desktop shows 6 cards before show more. */
export const HOME_PAGE_SIZE = 6;

function DestinationGrid({ items }: { items: Destination[] }) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  const shown = items.slice(0, visibleCount(items.length, HOME_PAGE_SIZE, expanded));
  if (items.length === 0) return <p className="home-empty">{t('home.tabs.empty')}</p>;
  return (
    <>
      <ul className="destination-grid">
        {shown.map((item) => (
          <li key={item.code}>
            <Link to={destinationHref(item)} className="destination-card destination-card--row">
              <DestinationFlag code={item.kind === 'region' ? '' : item.code} />
              <span className="destination-card__name">{item.name}</span>
              <span className="destination-card__price">
                {t('card.startFromLabel')} <strong>{formatIdr(item.price)}</strong>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {items.length > shown.length && (
        <div className="home-more">
          <button type="button" className="k-button k-button--secondary" onClick={() => setExpanded(true)}>
            {t('home.tabs.showMore')}
          </button>
        </div>
      )}
    </>
  );
}

/** Tabs multi-region (available regions from the server) and single-country (the fixed SPEC list). */
export function DestinationTabs({ countries, regions }: { countries: Country[]; regions: Region[] }) {
  const { t, i18n } = useTranslation('catalog');
  const regionItems = regions.map((r) => ({ code: r.code, name: localName(r, i18n.language), price: r.price, kind: 'region' as const }));
  const countryItems = countries.map((c) => ({ code: c.code, name: localName(c, i18n.language), price: c.starting_price, kind: 'country' as const }));
  return (
    <section className="home-section home-section--tint" aria-labelledby="tabs-heading">
      <div className="k-container">
        <h2 id="tabs-heading" className="home-section__title">
          {t('home.tabs.title')}
        </h2>
        <Tabs
          label={t('home.tabs.title')}
          className="home-tabs"
          items={[
            { id: 'region', label: t('home.tabs.region'), content: <DestinationGrid items={regionItems} /> },
            { id: 'country', label: t('home.tabs.country'), content: <DestinationGrid items={countryItems} /> },
          ]}
        />
      </div>
    </section>
  );
}
