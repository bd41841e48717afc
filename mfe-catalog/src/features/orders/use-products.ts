import { api, type ApiError, nextTask } from '@kelana/runtime';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type Product, type ProductType, sortByPrice } from '@/features/orders/products';

/** Why a list did not load, as the page tells it (SPEC §8 order pages). */
export type LoadFailure =
  /** The server answered with its own message (e.g. an unknown code): shown as is. */
  | { kind: 'server-message'; message: string }
  /** No answer: offline, time-out. */
  | { kind: 'load-failed' }
  /** The server broke (5xx, or an answer that is not the envelope). */
  | { kind: 'server-error' };

export type ProductsState =
  | { status: 'loading' }
  | { status: 'error'; failure: LoadFailure }
  | { status: 'ready'; products: Product[] };

export function describeFailure(error: ApiError): LoadFailure {
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted') return { kind: 'load-failed' };
  if (error.kind === 'http' && error.status < 500 && error.message) return { kind: 'server-message', message: error.message };
  return { kind: 'server-error' };
}

/**
 * A product list from the catalog (`/products/country/{code}`, `/products/region/{code}`, `/products/special`),
 * of one type or all, cheapest first, in the page's language (names and descriptions); `reload` asks again after a
 * failure.
 */
export function useProducts(path: string, type?: ProductType): ProductsState & { reload: () => void } {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : undefined;
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    // In a task of its own, not in the one where React runs the page's effects: the search index starts there too.
    void nextTask().then(async () => {
      if (controller.signal.aborted) return;
      const result = await api.get<{ products: Product[] } | Product[]>(path, { query: { type, lang }, signal: controller.signal });
      if (controller.signal.aborted) return;
      // A transition: the product cards are drawn in slices the browser can interrupt, not in one task.
      startTransition(() => {
        if (!result.ok) setState({ status: 'error', failure: describeFailure(result.error) });
        else setState({ status: 'ready', products: sortByPrice(productList(result.data)) });
      });
    });
    return () => controller.abort();
  }, [path, type, lang, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** `/products/special` answers a bare list, the others `{products}` (SPEC §7). */
function productList(data: { products: Product[] } | Product[] | null | undefined): Product[] {
  if (Array.isArray(data)) return data;
  return data?.products ?? [];
}
