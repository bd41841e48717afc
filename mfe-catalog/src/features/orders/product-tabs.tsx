import { Tabs } from '@kelana/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { CardOptions } from '@/features/orders/product-card';
import { ProductGrid } from '@/features/orders/product-grid';
import type { ProductType } from '@/features/orders/products';
import { useProducts } from '@/features/orders/use-products';

function ProductTab({ path, type, card }: { path: string; type: ProductType; card: CardOptions }) {
  const state = useProducts(path, type);
  return <ProductGrid state={state} card={card} />;
}

interface ProductTabsProps {
  /** The list call, e.g. `/products/region/EU`; each tab adds `?type=`. */
  path: string;
  types: readonly ProductType[];
  card: CardOptions;
}

/** One tab per product type; each tab mounts its own grid, so changing tab resets "show more" (SPEC §4). A top-up
 * for one of the buyer's SIMs or eSIMs (`?iccid=`, from the quota page or an order) opens the data packages, and
 * their buy now carries that ICCID to the checkout. */
export function ProductTabs({ path, types, card }: ProductTabsProps) {
  const { t } = useTranslation('catalog');
  const [search] = useSearchParams();
  const topUp = search.get('iccid')?.replace(/\D/g, '') || null;
  const topUpCard = useMemo<CardOptions>(
    () =>
      topUp
        ? {
            ...card,
            checkoutHref: (product) =>
              product.type === 'data_package' ? `${card.checkoutHref(product)}?iccid=${encodeURIComponent(topUp)}` : card.checkoutHref(product),
          }
        : card,
    [card, topUp],
  );
  return (
    <>
      {topUp && (
        <p className="orders-top-up" role="status">
          {t('countryOrders.topUpFor', { digits: topUp.slice(-6) })}
        </p>
      )}
      <Tabs
        label={t('countryOrders.tabsLabel')}
        className="orders-tabs"
        defaultSelectedId={topUp && types.includes('data_package') ? 'data_package' : undefined}
        items={types.map((type) => ({
          id: type,
          label: t(`countryOrders.types.${type}`),
          content: <ProductTab key={type} path={path} type={type} card={topUpCard} />,
        }))}
      />
    </>
  );
}
