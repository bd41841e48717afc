import { Skeleton } from '@kelana/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { visibleCount } from '@/features/home/public';
import { type CardOptions, ProductCard } from '@/features/orders/product-card';
import { ProductDetailsModal } from '@/features/orders/product-details-modal';
import { ORDERS_PAGE_SIZE, type Product } from '@/features/orders/products';
import type { LoadFailure, ProductsState } from '@/features/orders/use-products';

/** Texts for a list that did not load; a page may bring its own (the special page does, SPEC §8). */
export interface FailureTexts {
  loadFailed: string;
  serverError: string;
}

interface ProductGridProps {
  state: ProductsState & { reload?: () => void };
  card: CardOptions;
  failureTexts?: FailureTexts;
}

/** A grid of packages: 3 skeletons while loading, the server message in red on failure, empty text, 9 then all. */
export function ProductGrid({ state, card, failureTexts }: ProductGridProps) {
  const { t } = useTranslation('catalog');
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
    const texts = failureTexts ?? { loadFailed: t('countryOrders.loadError'), serverError: t('orderPages.serverError') };
    return (
      <div className="orders-error-box">
        <p role="alert" className="orders-error">
          {failureText(state.failure, texts)}
        </p>
        {state.failure.kind !== 'server-message' && state.reload && (
          <button type="button" className="k-button k-button--secondary k-button--sm" onClick={state.reload}>
            {t('orderPages.retry')}
          </button>
        )}
      </div>
    );
  }
  if (state.products.length === 0) return <p className="orders-empty">{t('countryOrders.noProducts')}</p>;

  const shown = state.products.slice(0, visibleCount(state.products.length, ORDERS_PAGE_SIZE, expanded));
  return (
    <>
      <div className="product-grid">
        {shown.map((product) => (
          <ProductCard key={product.product_id} product={product} options={card} onDetails={setDetails} />
        ))}
      </div>
      {state.products.length > shown.length && (
        <div className="orders-more">
          <button type="button" className="k-button k-button--secondary" onClick={() => setExpanded(true)}>
            {t('countryOrders.showMore')}
          </button>
        </div>
      )}
      <ProductDetailsModal
        key={details?.product_id ?? 'closed'}
        product={details}
        choices={state.products}
        card={card}
        onClose={() => setDetails(null)}
      />
    </>
  );
}

export function failureText(failure: LoadFailure, texts: FailureTexts): string {
  if (failure.kind === 'server-message') return failure.message;
  return failure.kind === 'load-failed' ? texts.loadFailed : texts.serverError;
}
