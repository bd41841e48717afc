import { useTranslation } from 'react-i18next';

import { Stylesheet } from '@kelana/runtime';
import { homeStylesheet as homeCss } from '@/features/home/public';
import { countryNames } from '@/features/orders/coverage';
import { OrdersAssurance } from '@/features/orders/orders-assurance';
import { OrdersBanner } from '@/features/orders/orders-banner';
import ordersCss from '@/features/orders/orders.css?url';
import type { CardOptions } from '@/features/orders/product-card';
import { ProductGrid } from '@/features/orders/product-grid';
import { SpecialEmblem } from '@/features/orders/special-emblem';
import { useProducts } from '@/features/orders/use-products';

const card: CardOptions = {
  emblem: <SpecialEmblem />,
  checkoutHref: (product) => `/checkout/${product.product_id}`,
  showType: true,
};

/** /special-paket-orders: the pilgrimage package, every type in one grid, buy now without a location. */
export function SpecialOrdersContent() {
  const { t, i18n } = useTranslation('catalog');
  const state = useProducts('/products/special');
  const codes = state.status === 'ready' ? [...new Set(state.products.flatMap((product) => product.countries ?? []))] : [];
  return (
    <>
      <Stylesheet href={homeCss} />
      <Stylesheet href={ordersCss} />
      <OrdersBanner
        art="pilgrimage"
        emblem={<SpecialEmblem className="destination-flag orders-banner__flag" />}
        eyebrow={t('specialPage.eyebrow')}
        title={t('specialPage.title')}
        lead={t('specialPage.lead')}
      >
        {codes.length > 0 && (
          <p className="orders-banner__coverage">
            <span className="orders-banner__coverage-label">{t('regionPage.coverage')}</span> {countryNames(codes, i18n.language).join(', ')}
          </p>
        )}
      </OrdersBanner>
      <section className="k-container orders-body">
        <h2 className="orders-body__title">{t('specialPage.listTitle')}</h2>
        <ProductGrid
          state={state}
          card={card}
          failureTexts={{ loadFailed: t('specialPage.loadFailed'), serverError: t('specialPage.serverError') }}
        />
        <OrdersAssurance />
      </section>
    </>
  );
}
