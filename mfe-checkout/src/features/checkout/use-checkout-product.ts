import { nextTask } from '@kelana/runtime';
import { startTransition, useEffect, useState } from 'react';

import { type CheckoutProduct, loadProfile, productById, serverMessage } from '@/api/checkout-api';

export type ProductState =
  | { status: 'loading' }
  | { status: 'missing'; message: string | null }
  | { status: 'failed' }
  | { status: 'ready'; product: CheckoutProduct };

/** The product of the URL, from the catalog. */
export function useCheckoutProduct(productId: string | undefined): ProductState {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  useEffect(() => {
    if (!productId) {
      setState({ status: 'missing', message: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    // The profile is read again with the product: its name, phone and address fill the steps. Each request starts
    // in a task of its own, not both in the one where React runs the page's effects.
    void Promise.all([nextTask().then(() => productById(productId)), nextTask().then(loadProfile)]).then(([result]) => {
      if (controller.signal.aborted) return;
      // A transition: the step's form is drawn in slices the browser can interrupt, not in one task.
      startTransition(() => {
        if (result.ok) setState({ status: 'ready', product: result.data });
        else if (result.error.kind === 'http' && result.error.status === 404)
          setState({ status: 'missing', message: serverMessage(result.error) });
        else setState({ status: 'failed' });
      });
    });
    return () => controller.abort();
  }, [productId]);
  return state;
}
