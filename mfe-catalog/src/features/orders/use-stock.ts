import { api } from '@kelana/runtime';
import { useEffect, useState } from 'react';

import type { ProductType } from '@/features/orders/products';

/** `/api/stock`: whether each kind of card can be ordered now (the server holds one per order). */
interface StockAvailability {
  esim?: boolean;
  physical_sim?: boolean;
}

const KIND_OF: Partial<Record<ProductType, keyof StockAvailability>> = { esim_bundle: 'esim', sim_bundle: 'physical_sim' };
/** One question for all the cards of a page, asked again after this long. */
const FRESH_FOR_MS = 30_000;
let asked: { at: number; answer: Promise<StockAvailability | null> } | null = null;
/** The last answer, so a card or dialog drawn later starts from it instead of flickering. */
let known: StockAvailability | null = null;

function availability(): Promise<StockAvailability | null> {
  if (asked === null || Date.now() - asked.at > FRESH_FOR_MS) {
    asked = {
      at: Date.now(),
      answer: api.get<StockAvailability>('/stock').then((result) => {
        if (!result.ok) {
          asked = null; // no answer is not "in stock" for long: the next card asks again
          return null;
        }
        known = result.data;
        return known;
      }),
    };
  }
  return asked.answer;
}

/** True only when the server says this type's cards are gone; a data package never sells out. */
export function useSoldOut(type: ProductType): boolean {
  const [stock, setStock] = useState<StockAvailability | null>(known);
  const kind = KIND_OF[type];
  useEffect(() => {
    if (!kind) return undefined;
    let live = true;
    void availability().then((answer) => {
      if (live) setStock(answer);
    });
    return () => {
      live = false;
    };
  }, [kind]);
  return Boolean(kind && stock?.[kind] === false);
}

/** For tests: forget the last answer. */
export function forgetStock(): void {
  asked = null;
  known = null;
}
