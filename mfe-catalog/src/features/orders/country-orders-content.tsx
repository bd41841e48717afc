import { Tabs } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { Stylesheet } from '@/components/stylesheet';
import { localName, SPEC_COUNTRIES } from '@/features/home/destinations';
import homeCss from '@/features/home/home.css?url';
import { CountryBanner } from '@/features/orders/country-banner';
import ordersCss from '@/features/orders/orders.css?url';
import { ProductGrid } from '@/features/orders/product-grid';
import { PRODUCT_TYPES } from '@/features/orders/products';

/** /orders/{code}: the banner and one tab per product type; each tab mounts its own grid, so a change resets it. */
export function CountryOrdersContent({ code }: { code: string }) {
  const { t, i18n } = useTranslation('catalog');
  const country = SPEC_COUNTRIES.find((entry) => entry.code === code);
  const name = country ? localName(country, i18n.language) : code;
  return (
    <>
      <Stylesheet href={homeCss} />
      <Stylesheet href={ordersCss} />
      <CountryBanner code={code} title={t('countryOrders.title', { name })} lead={t('countryOrders.lead')} />
      <section className="k-container orders-body">
        <Tabs
          label={t('countryOrders.tabsLabel')}
          className="orders-tabs"
          items={PRODUCT_TYPES.map((type) => ({
            id: type,
            label: t(`countryOrders.types.${type}`),
            content: <ProductGrid key={type} code={code} type={type} />,
          }))}
        />
      </section>
    </>
  );
}
