import { formatIdr } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { DestinationFlag } from '@/components/destination-flag';
import { type Country, localName } from '@/features/home/public';

interface PromoCountryGridProps {
  countries: Country[];
  /** The country whose products are loading. */
  busyCode: string | null;
  disabled: boolean;
  /** HUTRI80 makes the eSIM free: the usual price is struck through. */
  free: boolean;
  onChoose: (country: Country) => void;
}

/** SPEC §2 Promo page: one button per country the promo allows, flag and name in the page's language. */
export function PromoCountryGrid({ countries, busyCode, disabled, free, onChoose }: PromoCountryGridProps) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <ul className="promo-countries">
      {countries.map((country) => {
        const busy = busyCode === country.code;
        return (
          <li key={country.code}>
            <button
              type="button"
              className="promo-country"
              disabled={disabled}
              // While one country loads the others wait; not `disabled`, so keyboard focus stays where it was.
              aria-disabled={(!disabled && busyCode !== null) || undefined}
              aria-busy={busy || undefined}
              onClick={() => busyCode === null && onChoose(country)}
            >
              <DestinationFlag code={country.code} className="destination-flag promo-country__flag" />
              <span className="promo-country__name">{localName(country, i18n.language)}</span>
              <span className="promo-country__price">
                {t('card.startFromLabel')}{' '}
                {free ? (
                  <>
                    <s>{formatIdr(country.starting_price)}</s>
                    <strong className="promo-country__free">{t('promoPage.countries.free')}</strong>
                  </>
                ) : (
                  formatIdr(country.starting_price)
                )}
              </span>
              <span className="promo-country__claim" aria-hidden={busy || undefined}>
                {busy ? <span className="k-button__spinner" /> : t('promoPage.countries.claim')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
