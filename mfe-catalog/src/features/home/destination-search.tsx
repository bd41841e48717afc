import { formatIdr } from '@kelana/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DestinationFlag } from '@/components/destination-flag';
import { type Country, type Region, destinationHref, filterDestinations } from '@/features/home/destinations';

interface DestinationSearchProps {
  countries: Country[];
  regions: Region[];
  loading: boolean;
}

/** The floating search over countries and regions; results link to their order pages. */
export function DestinationSearch({ countries, regions, loading }: DestinationSearchProps) {
  const { t, i18n } = useTranslation('catalog');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const results = filterDestinations(countries, regions, query, i18n.language);
  const searching = query.trim().length > 0;
  return (
    <div className="k-container destination-search" role="search">
      <label htmlFor={inputId} className="destination-search__label">
        {t('home.search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className="destination-search__input"
        placeholder={t('home.search.placeholder')}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {searching && (
        <div className="destination-search__results" aria-live="polite">
          {loading ? (
            <p className="destination-search__status">{t('home.search.loading')}</p>
          ) : results.length === 0 ? (
            <p className="destination-search__status">{t('home.search.noResults')}</p>
          ) : (
            <ul className="destination-search__list">
              {results.map((result) => (
                <li key={`${result.kind}-${result.code}`}>
                  <Link className="destination-search__item" to={destinationHref(result)}>
                    <DestinationFlag code={result.kind === 'region' ? '' : result.code} className="destination-flag destination-flag--sm" />
                    <span className="destination-search__name">{result.name}</span>
                    <span className="destination-search__price">{t('card.startFrom', { price: formatIdr(result.price) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
