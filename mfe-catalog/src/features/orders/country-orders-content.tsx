import { usePageTitle } from '@kelana/runtime';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import { DestinationFlag } from '@/components/destination-flag';
import { Stylesheet } from '@kelana/runtime';
import { localName, SPEC_COUNTRIES } from '@/features/home/public';
import { homeStylesheet as homeCss } from '@/features/home/public';
import { OrdersAssurance } from '@/features/orders/orders-assurance';
import { OrdersBanner } from '@/features/orders/orders-banner';
import ordersCss from '@/features/orders/orders.css?url';
import type { CardOptions } from '@/features/orders/product-card';
import { ProductTabs } from '@/features/orders/product-tabs';
import { PRODUCT_TYPES } from '@/features/orders/products';
import { useRegion } from '@/features/orders/use-region';
import { type Destination, useSearchIndex } from '@/features/search/public';

type Coverage =
  /** The store's own country page, or a list that failed to load: the products decide. */
  | { kind: 'own'; name: string }
  /** A country the store reaches through region packages only. */
  | { kind: 'regional'; name: string }
  | { kind: 'uncovered'; name: string }
  | { kind: 'unknown' };

function coverageOf(
  code: string,
  language: string,
  destinations: readonly Destination[],
  loaded: boolean,
): Coverage {
  const own = SPEC_COUNTRIES.find((entry) => entry.code === code);
  if (own) return { kind: 'own', name: localName(own, language) };
  const destination = destinations.find((entry) => entry.code === code);
  if (destination) {
    const name = localName(destination, language);
    if (destination.has_page) return { kind: 'own', name };
    return destination.starting_price > 0 ? { kind: 'regional', name } : { kind: 'uncovered', name };
  }
  // The list is not here yet (or failed): the product call answers for the code.
  if (!loaded) return { kind: 'own', name: code };
  return { kind: 'unknown' };
}

// The package list and the assurance list do not read the search index: its arrival (it names the destination)
// leaves the product cards as they are instead of rendering them all again.
const Packages = memo(ProductTabs);
const Assurance = memo(OrdersAssurance);

/** /orders/{code}: the banner and one tab per product type; a country without its own packages lists the regions
 * covering it, one nothing covers offers the contact form, an unknown code says so with a way back. */
export function CountryOrdersContent({ code }: { code: string }) {
  const { t, i18n } = useTranslation('catalog');
  const index = useSearchIndex();
  // A country's code is always that country (Saudi Arabia is SA); a region's code (EU...) has its own page, where
  // a link that put it here is sent (the server redirects a first load the same way).
  const isCountry = SPEC_COUNTRIES.some((entry) => entry.code === code) || index.destinations.some((entry) => entry.code === code);
  const region = useRegion(code, !isCountry && !index.loading);
  const coverage = coverageOf(code, i18n.language, index.destinations, !index.loading && !index.failed);
  const card = useMemo<CardOptions>(
    () => ({
      emblem: <DestinationFlag code={code} />,
      checkoutHref: (product) => `/checkout/${product.product_id}`,
      linkState: { countryCode: code },
    }),
    [code],
  );
  const emblem = <DestinationFlag code={code} className="destination-flag orders-banner__flag" />;
  const notFound = coverage.kind === 'unknown';
  const regional = coverage.kind === 'regional';
  const heading =
    coverage.kind === 'unknown'
      ? t('countryOrders.coverage.notFoundTitle')
      : coverage.kind === 'uncovered'
        ? t('countryOrders.coverage.notCoveredTitle', { name: coverage.name })
        : regional
          ? t('countryOrders.coverage.regionalTitle', { name: coverage.name })
          : t('countryOrders.title', { name: coverage.name });
  usePageTitle(heading);
  if (region.status === 'found') return <Navigate to={`/region-orders/${region.region.code}`} replace />;
  // A code no country has: the regions list says whether it is a region's before the page says "not found".
  if (region.status === 'loading') return null;
  if (coverage.kind === 'unknown' || coverage.kind === 'uncovered') {
    return (
      <>
        <Stylesheet href={homeCss} />
        <Stylesheet href={ordersCss} />
        <OrdersBanner
          art="globe"
          emblem={emblem}
          title={heading}
          lead={notFound ? t('countryOrders.coverage.notFoundLead', { code }) : t('countryOrders.coverage.notCoveredLead', { name: coverage.name })}
        />
        <section className="k-container orders-body">
          <div className="orders-notfound orders-notfound--actions">
            {!notFound && (
              <Link className="k-button k-button--primary" to="/kontak">
                {t('countryOrders.coverage.contact')}
              </Link>
            )}
            <Link className={notFound ? 'k-button k-button--primary' : 'k-button k-button--secondary'} to="/">
              {t('countryOrders.coverage.backHome')}
            </Link>
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      <Stylesheet href={homeCss} />
      <Stylesheet href={ordersCss} />
      <OrdersBanner
        art="skyline"
        emblem={emblem}
        title={heading}
        lead={regional ? t('countryOrders.coverage.regionalLead', { name: coverage.name }) : t('countryOrders.lead')}
      />
      <section className="k-container orders-body">
        <Packages path={`/products/country/${encodeURIComponent(code)}`} types={PRODUCT_TYPES} card={card} />
        <Assurance />
      </section>
    </>
  );
}
