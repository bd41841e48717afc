import { formatIdr } from '@kelana/runtime';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { DestinationFlag } from '@/components/destination-flag';
import { type SearchRegion, type SearchResult, searchDestinations } from '@/features/search/search-logic';
import { useSearchIndex } from '@/features/search/use-search-index';

interface DestinationSearchProps {
  regions: readonly SearchRegion[];
  className?: string;
}

function ResultText({ result }: { result: SearchResult }) {
  const { t } = useTranslation('catalog');
  const price = formatIdr(result.price);
  if (result.price === 0) return <>{t('home.search.notCovered')}</>;
  if (result.kind === 'region') return <>{t('home.search.region', { price })}</>;
  if (result.regional) return <>{t('home.search.regional', { price })}</>;
  return <>{t('card.startFrom', { price })}</>;
}

/**
 * Search over every country (names in Indonesian and English, aliases such as USA, Korsel or Umrah) and the regions:
 * the ARIA 1.2 combobox pattern. Arrows move through the results, Enter opens one, Escape closes the list, then clears.
 */
export function DestinationSearch({ regions, className }: DestinationSearchProps) {
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const { destinations, loading } = useSearchIndex();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const results = searchDestinations(destinations, regions, query, i18n.language);
  const searching = query.trim().length > 0;
  const expanded = open && searching && results.length > 0;

  function choose(result: SearchResult) {
    setOpen(false);
    navigate(result.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!searching || results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length + (current < 0 && step < 0 ? 1 : 0)) % results.length);
    } else if (event.key === 'Enter') {
      const picked = results[active] ?? (results.length > 0 ? results[0] : undefined);
      if (!searching || !picked) return;
      event.preventDefault();
      choose(picked);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  }

  return (
    <div className={['destination-search', className].filter(Boolean).join(' ')} role="search">
      <label htmlFor={inputId} className="destination-search__label">
        {t('home.search.label')}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className="destination-search__input"
        placeholder={t('home.search.placeholder')}
        value={query}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('home.search.listLabel')} className="destination-search__list" hidden={!expanded}>
        {expanded &&
          results.map((result, index) => (
            <li
              key={result.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="destination-search__item"
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(result);
              }}
              onMouseMove={() => setActive(index)}
            >
              <DestinationFlag code={result.kind === 'region' ? '' : result.code} className="destination-flag destination-flag--sm" />
              <span className="destination-search__name">{result.name}</span>
              <span className="destination-search__price">
                <ResultText result={result} />
              </span>
            </li>
          ))}
      </ul>
      <p className="destination-search__status" aria-live="polite" hidden={!searching || expanded}>
        {searching && !expanded ? (loading ? t('home.search.loading') : results.length === 0 ? t('home.search.noResults') : '') : ''}
      </p>
      <p className="k-visually-hidden" aria-live="polite">
        {expanded ? t('home.search.count', { count: results.length }) : ''}
      </p>
    </div>
  );
}
