import { startTransition, useEffect, useState } from 'react';

import { homeList } from '@/features/home/home-requests';

interface SpecialProduct {
  price?: { currency: string; amount: number }[];
}

/** The cheapest IDR price among special products, or null when there is none (a failed list is only logged, SPEC §8). */
export function cheapestIdr(products: readonly SpecialProduct[]): number | null {
  const amounts = products.map((product) => product.price?.find((price) => price.currency === 'IDR')?.amount ?? 0).filter((n) => n > 0);
  return amounts.length ? Math.min(...amounts) : null;
}

/** The special package's starting price for the home banner. */
export function useSpecialPrice(): number | null {
  const [price, setPrice] = useState<number | null>(null);
  useEffect(() => {
    let mounted = true;
    void homeList<SpecialProduct[]>('/products/special').then((result) => {
      if (!mounted) return;
      if (!result.ok) console.warn('special products failed to load', result.error.message);
      else startTransition(() => setPrice(Array.isArray(result.data) ? cheapestIdr(result.data) : null));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return price;
}
