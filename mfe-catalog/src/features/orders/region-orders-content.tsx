import { Skeleton, usePageTitle } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { RegionEmblem } from '@/components/region-emblem';
import { Stylesheet } from '@kelana/runtime';
import { localName } from '@/features/home/public';
import { homeStylesheet as homeCss } from '@/features/home/public';
import { coverageSummary } from '@/features/orders/coverage';
import { OrdersAssurance } from '@/features/orders/orders-assurance';
import { OrdersBanner } from '@/features/orders/orders-banner';
import ordersCss from '@/features/orders/orders.css?url';
import type { CardOptions } from '@/features/orders/product-card';
import { ProductTabs } from '@/features/orders/product-tabs';
import { REGION_PRODUCT_TYPES } from '@/features/orders/products';
import { type RegionEntry, useRegion } from '@/features/orders/use-region';

/** /region-orders/{code}: the region's banner (its name in the current language), then one tab per type. */
export function RegionOrdersContent({ code }: { code: string }) {
  const { t, i18n } = useTranslation('catalog');
  const region = useRegion(code);
  usePageTitle(
    region.status === 'found'
      ? t('regionPage.title', { name: localName(region.region, i18n.language) })
      : region.status === 'missing'
        ? t('regionPage.notFound.title')
        : null,
  );
  const card: CardOptions = {
    emblem: <RegionEmblem className="destination-flag" />,
    checkoutHref: (product) => `/checkout/${product.product_id}/${code}`,
  };
  return (
    <>
      <Stylesheet href={homeCss} />
      <Stylesheet href={ordersCss} />
      {region.status === 'missing' ? (
        <RegionNotFound code={code} />
      ) : (
        <>
          <RegionBanner code={code} region={region.status === 'found' ? region.region : null} loading={region.status === 'loading'} />
          <section className="k-container orders-body">
            {region.status === 'found' && !region.region.available ? (
              <p className="orders-empty">{t('regionPage.comingSoon')}</p>
            ) : (
              <ProductTabs path={`/products/region/${encodeURIComponent(code)}`} types={REGION_PRODUCT_TYPES} card={card} />
            )}
            <OrdersAssurance />
          </section>
        </>
      )}
    </>
  );
}

function RegionBanner({ code, region, loading }: { code: string; region: RegionEntry | null; loading: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const coverage = region?.countries?.length ? coverageSummary(region.countries, i18n.language) : null;
  return (
    <OrdersBanner
      art="globe"
      emblem={<RegionEmblem className="destination-flag orders-banner__flag" />}
      eyebrow={t('regionPage.eyebrow')}
      title={
        loading ? (
          <span aria-busy="true">
            <span className="k-visually-hidden">{t('regionPage.loading')}</span>
            <Skeleton width="12ch" height="1.1em" className="orders-banner__skeleton" />
          </span>
        ) : (
          t('regionPage.title', { name: region ? localName(region, i18n.language) : code })
        )
      }
      lead={coverage ? t('regionPage.lead', { count: coverage.total }) : t('regionPage.leadAny')}
    >
      {coverage && (
        <p className="orders-banner__coverage">
          <span className="orders-banner__coverage-label">{t('regionPage.coverage')}</span>{' '}
          {coverage.names.join(', ')}
          {coverage.more > 0 && ` ${t('regionPage.coverageMore', { count: coverage.more })}`}
        </p>
      )}
    </OrdersBanner>
  );
}

function RegionNotFound({ code }: { code: string }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <OrdersBanner
        art="globe"
        emblem={<RegionEmblem className="destination-flag orders-banner__flag" />}
        title={t('regionPage.notFound.title')}
        lead={t('regionPage.notFound.lead')}
      />
      <section className="k-container orders-body">
        <div className="orders-notfound">
          <p role="alert" className="orders-error">
            {t('regionPage.notFound.text', { code })}
          </p>
          <Link className="k-button k-button--primary" to="/">
            {t('regionPage.notFound.back')}
          </Link>
        </div>
      </section>
    </>
  );
}
