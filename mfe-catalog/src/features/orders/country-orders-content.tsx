import { useTranslation } from 'react-i18next';

import { DestinationFlag } from '@/components/destination-flag';
import { Stylesheet } from '@/components/stylesheet';
import { localName, SPEC_COUNTRIES } from '@/features/home/public';
import { homeStylesheet as homeCss } from '@/features/home/public';
import { OrdersAssurance } from '@/features/orders/orders-assurance';
import { OrdersBanner } from '@/features/orders/orders-banner';
import ordersCss from '@/features/orders/orders.css?url';
import type { CardOptions } from '@/features/orders/product-card';
import { ProductTabs } from '@/features/orders/product-tabs';
import { GENERIC_BANNER_CODES, PRODUCT_TYPES } from '@/features/orders/products';

/** /orders/{code}: the banner and one tab per product type. */
export function CountryOrdersContent({ code }: { code: string }) {
  const { t, i18n } = useTranslation('catalog');
  const country = SPEC_COUNTRIES.find((entry) => entry.code === code);
  const name = country ? localName(country, i18n.language) : code;
  const generic = GENERIC_BANNER_CODES.includes(code);
  const card: CardOptions = {
    emblem: <DestinationFlag code={code} />,
    checkoutHref: (product) => `/checkout/${product.product_id}`,
    linkState: { countryCode: code },
  };
  return (
    <>
      <Stylesheet href={homeCss} />
      <Stylesheet href={ordersCss} />
      <OrdersBanner
        art={generic ? 'globe' : 'skyline'}
        emblem={<DestinationFlag code={generic ? '' : code} className="destination-flag orders-banner__flag" />}
        title={t('countryOrders.title', { name })}
        lead={t('countryOrders.lead')}
      />
      <section className="k-container orders-body">
        <ProductTabs path={`/products/country/${encodeURIComponent(code)}`} types={PRODUCT_TYPES} card={card} />
        <OrdersAssurance />
      </section>
    </>
  );
}
