import { Skeleton } from '@kelana/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { visibleCount } from '@/features/home/show-more';
import { ProductCard } from '@/features/orders/product-card';
import { ProductDetailsModal } from '@/features/orders/product-details-modal';
import { ORDERS_PAGE_SIZE, type Product, type ProductType } from '@/features/orders/products';
import { useCountryProducts } from '@/features/orders/use-country-products';

/** One tab's grid: 3 skeletons while loading, the server message in red on failure, empty text, 9 then all. */
export function ProductGrid({ code, type }: { code: string; type: ProductType }) {
  const { t } = useTranslation('catalog');
  const state = useCountryProducts(code, type);
  const [expanded, setExpanded] = useState(false);
  const [details, setDetails] = useState<Product | null>(null);

  if (state.status === 'loading') {
    return (
      <div className="product-grid" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className="product-card product-card--skeleton">
            <Skeleton height="1.5rem" width="70%" />
            <Skeleton height="1rem" width="40%" />
            <Skeleton height="2.25rem" />
          </div>
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="orders-error">
        {state.message || t('countryOrders.loadError')}
      </p>
    );
  }
  if (state.products.length === 0) return <p className="orders-empty">{t('countryOrders.noProducts')}</p>;

  const shown = state.products.slice(0, visibleCount(state.products.length, ORDERS_PAGE_SIZE, expanded));
  return (
    <>
      <div className="product-grid">
        {shown.map((product) => (
          <ProductCard key={product.product_id} product={product} countryCode={code} onDetails={setDetails} />
        ))}
      </div>
      {state.products.length > shown.length && (
        <div className="orders-more">
          <button type="button" className="k-button k-button--secondary" onClick={() => setExpanded(true)}>
            {t('countryOrders.showMore')}
          </button>
        </div>
      )}
      <ProductDetailsModal product={details} onClose={() => setDetails(null)} />
    </>
  );
}
