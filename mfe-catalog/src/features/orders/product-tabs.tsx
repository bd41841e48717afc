import { Tabs } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

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

/** One tab per product type; each tab mounts its own grid, so changing tab resets "show more" (SPEC §4). */
export function ProductTabs({ path, types, card }: ProductTabsProps) {
  const { t } = useTranslation('catalog');
  return (
    <Tabs
      label={t('countryOrders.tabsLabel')}
      className="orders-tabs"
      items={types.map((type) => ({
        id: type,
        label: t(`countryOrders.types.${type}`),
        content: <ProductTab key={type} path={path} type={type} card={card} />,
      }))}
    />
  );
}
