import { api } from '@kelana/runtime';
import { useEffect, useState } from 'react';

import { type Product, type ProductType, sortByPrice } from '@/features/orders/products';

export type ProductsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; products: Product[] };

/** The products of one country (or region code) and type, cheapest first; a failure keeps the server message. */
export function useCountryProducts(code: string, type: ProductType): ProductsState {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<{ products: Product[] }>(`/products/country/${encodeURIComponent(code)}`, { query: { type }, signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) setState({ status: 'error', message: result.error.message });
        else setState({ status: 'ready', products: sortByPrice(result.data?.products ?? []) });
      });
    return () => controller.abort();
  }, [code, type]);
  return state;
}
